import type { Locale } from "@/lib/i18n/routing";

/**
 * Locale formatting for the whole site: CAD amounts without cents (fr-CA `1 250 000 $`, en-CA
 * `$1,250,000`), numbers, areas, percentages, dates and times, and the "since" durations. It is the
 * one place that formats a date or a time (an ESLint rule keeps `Intl.DateTimeFormat`,
 * `toLocale…String` and next-intl's date formatting out of every other file): every date and time
 * is shown in Montréal's time zone whatever the server's or the browser's, and a day is a Montréal
 * calendar day. A calendar day (`YYYY-MM-DD`, as Postgres returns a `date`) is that day, never the
 * UTC midnight that `new Date("YYYY-MM-DD")` would make of it.
 */

/** The site's time zone (Montréal's). */
export const SITE_TIME_ZONE = "America/Toronto";

/** A moment (ISO timestamp or Date), or a calendar day as `YYYY-MM-DD`. */
export type DateValue = string | Date;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Intl locale of a site language (Canadian French and English). */
export function intlLocale(locale: Locale): string {
  return locale === "fr" ? "fr-CA" : "en-CA";
}

const cached = <K, V>(make: (key: K) => V) => {
  const cache = new Map<K, V>();
  return (key: K) => {
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = make(key)));
    return value;
  };
};

const currency = cached(
  (locale: Locale) =>
    new Intl.NumberFormat(intlLocale(locale), {
      style: "currency",
      currency: "CAD",
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);
const integer = cached((locale: Locale) => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }));
const relative = cached((locale: Locale) => new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: "auto" }));

/** A CAD amount, rounded to the dollar. */
export function formatPrice(amount: number, locale: Locale): string {
  return currency(locale).format(Math.round(amount));
}

/** A whole number with the locale's grouping (1 250 / 1,250). */
export function formatNumber(value: number, locale: Locale): string {
  return integer(locale).format(value);
}

/** Square-foot unit symbols (Intl has no square-foot unit). */
const AREA_UNIT: Record<Locale, string> = { fr: "pi²", en: "sq. ft." };

/** An area in square feet: `12 500 pi²` / `12,500 sq. ft.`. */
export function formatArea(squareFeet: number, locale: Locale): string {
  return `${formatNumber(squareFeet, locale)}\u00a0${AREA_UNIT[locale]}`;
}

/** A percentage as the locale writes it: "5,5 %" / "5.5%". */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
}

// ---------------------------------------------------------------------------------------------
// Montréal's calendar
// ---------------------------------------------------------------------------------------------

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The moment a value stands for: a calendar day is taken at noon in Montréal, which is that day there. */
function moment(value: DateValue): Date {
  if (typeof value === "string") {
    const day = DAY.exec(value);
    if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 17));
  }
  return new Date(value);
}

/** A moment as Montréal's clock shows it: `YYYY-MM-DDTHH:mm` (what a datetime-local field holds). */
export function montrealWallClock(value: DateValue): string {
  const p = Object.fromEntries(wallClock.formatToParts(moment(value)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The Montréal calendar day of a moment (today by default), as `YYYY-MM-DD`. */
export function montrealDay(value: DateValue = new Date()): string {
  return montrealWallClock(value).slice(0, 10);
}

/**
 * The calendar day a date without a zone stands for, as `YYYY-MM-DD`: a YAML or spreadsheet date
 * (read as that day's UTC midnight), or one made with `Date.UTC`. Never a moment: use montrealDay.
 */
export function calendarDayOf(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A calendar day `n` days after (or before) another, as `YYYY-MM-DD`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return calendarDayOf(new Date(Date.UTC(y, m - 1, d + n)));
}

/** Whole calendar days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The moment a Montréal wall-clock time stands for (`YYYY-MM-DDTHH:mm`, or a day for its first
 * minute), as an ISO timestamp; null when the value is not such a time.
 */
export function montrealMoment(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(local);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment (twice: the first guess may sit across a change of time).
  let at = asUtc;
  for (let i = 0; i < 2; i++) at += asUtc - Date.parse(`${montrealWallClock(new Date(at))}:00Z`);
  return new Date(at).toISOString();
}

// ---------------------------------------------------------------------------------------------
// Dates and times as people read them
// ---------------------------------------------------------------------------------------------

type Style = "date" | "dayMonth" | "dateTime" | "time";

const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: "long" },
  dayMonth: { day: "numeric", month: "short" },
  dateTime: { dateStyle: "long", timeStyle: "short" },
  time: { timeStyle: "short" },
};

const dateFormat = cached((key: `${Locale}:${Style}`) => {
  const [locale, style] = key.split(":") as [Locale, Style];
  return new Intl.DateTimeFormat(intlLocale(locale), { ...STYLES[style], timeZone: SITE_TIME_ZONE });
});

function format(value: DateValue, locale: Locale, style: Style): string {
  const parts = dateFormat(`${locale}:${style}`).formatToParts(moment(value));
  // French writes the first of the month as an ordinal: « le 1er avril ».
  return parts.map((p) => (locale === "fr" && p.type === "day" && p.value === "1" ? "1er" : p.value)).join("");
}

/** A calendar date: `1er avril 2027`, `21 novembre 2026` / `April 1, 2027`. */
export function formatDate(value: DateValue, locale: Locale): string {
  return format(value, locale, "date");
}

/** A day and short month, for a chart's axis: `1er avr.`, `28 nov.` / `Apr 1`. */
export function formatDayMonth(value: DateValue, locale: Locale): string {
  return format(value, locale, "dayMonth");
}

/** A date and time: `1er avril 2027 à 14 h 53` / `April 1, 2027 at 2:53 p.m.`. */
export function formatDateTime(value: DateValue, locale: Locale): string {
  return format(value, locale, "dateTime");
}

/** A time of day: `14 h 53` / `2:53 p.m.`. */
export function formatTime(value: DateValue, locale: Locale): string {
  return format(value, locale, "time");
}

// ---------------------------------------------------------------------------------------------
// "Since" durations: whole Montréal days, the same rule everywhere
// ---------------------------------------------------------------------------------------------

/** Montréal calendar days from a moment to now: 0 the same day, 1 the day after, … (never negative). */
function daysSince(since: DateValue, now: Date = new Date()): number {
  return Math.max(0, daysBetween(montrealDay(since), montrealDay(now)));
}

export type DurationUnit = "day" | "week" | "month" | "year";

/** The Montréal days since a moment, in their largest sensible unit (0 days: the same day). */
export function elapsed(since: DateValue, now: Date = new Date()): { value: number; unit: DurationUnit } {
  const days = daysSince(since, now);
  if (days < 14) return { value: days, unit: "day" };
  if (days < 60) return { value: Math.floor(days / 7), unit: "week" };
  if (days < 730) return { value: Math.floor(days / 30.44), unit: "month" };
  return { value: Math.floor(days / 365.25), unit: "year" };
}

const durationFormat = cached((key: `${Locale}:${DurationUnit}`) => {
  const [locale, unit] = key.split(":") as [Locale, DurationUnit];
  return new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit, unitDisplay: "long" });
});

/**
 * How long since a moment, for "on the market for …": the Montréal days (0 the same day, which a
 * message says as "since today") and the duration in its largest unit (`3 mois` / `3 months`).
 * Messages take both: `{days, plural, =0 {…since today} other {…for {duration}}}`.
 */
export function durationSince(
  since: DateValue,
  locale: Locale,
  now: Date = new Date(),
): { days: number; duration: string } {
  const { value, unit } = elapsed(since, now);
  return { days: daysSince(since, now), duration: durationFormat(`${locale}:${unit}`).format(value) };
}

/** When a moment was, in Montréal days: `aujourd'hui`, `hier`, `il y a 3 jours` / `today`, `3 weeks ago`. */
export function formatRelativeDate(when: DateValue, locale: Locale, now: Date = new Date()): string {
  const { value, unit } = elapsed(when, now);
  return relative(locale).format(-value, unit);
}
