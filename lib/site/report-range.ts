/** A back-office report's date range from the URL (YYYY-MM-DD): the last 30 days by default, a year at most. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today in Quebec (the rollups' calendar), as YYYY-MM-DD. */
function todayInQuebec(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(now);
}

export function readReportRange(
  from: string | undefined,
  to: string | undefined,
  now = new Date(),
): { from: string; to: string; days: string[] } {
  const end = to && DATE.test(to) && !Number.isNaN(Date.parse(to)) ? to : todayInQuebec(now);
  const endMs = Date.parse(end);
  let startMs = from && DATE.test(from) && !Number.isNaN(Date.parse(from)) ? Date.parse(from) : endMs - 29 * DAY_MS;
  if (startMs > endMs) startMs = endMs;
  if (endMs - startMs > (MAX_DAYS - 1) * DAY_MS) startMs = endMs - (MAX_DAYS - 1) * DAY_MS;
  const days: string[] = [];
  for (let t = startMs; t <= endMs; t += DAY_MS) days.push(iso(new Date(t)));
  return { from: iso(new Date(startMs)), to: end, days };
}
