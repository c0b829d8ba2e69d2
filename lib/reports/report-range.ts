import { addDays, daysBetween, montrealDay } from "@/lib/i18n/format";

/**
 * A back-office report's date range from the URL (YYYY-MM-DD, Montréal days, as the rollups count
 * them): the last 30 days to today by default, a year at most.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

function validDay(value: string | undefined): value is string {
  return !!value && DATE.test(value) && !Number.isNaN(Date.parse(value)) && addDays(value, 0) === value;
}

export function readReportRange(
  from: string | undefined,
  to: string | undefined,
  now = new Date(),
): { from: string; to: string; days: string[] } {
  const end = validDay(to) ? to : montrealDay(now);
  let start = validDay(from) ? from : addDays(end, -29);
  if (daysBetween(start, end) < 0) start = end;
  if (daysBetween(start, end) > MAX_DAYS - 1) start = addDays(end, -(MAX_DAYS - 1));
  const days = Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => addDays(start, i));
  return { from: start, to: end, days };
}
