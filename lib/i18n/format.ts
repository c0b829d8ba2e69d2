import type { Locale } from "@/lib/i18n/routing";

/**
 * Locale formatting for the catalogue: CAD amounts without cents (fr-CA `1 250 000 $`,
 * en-CA `$1,250,000`), numbers, areas, dates and the "on the market for" / "confirmed"
 * durations. Dates are shown in Québec's time zone whatever the server's.
 */

const TIME_ZONE = "America/Toronto";
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
const longDate = cached(
  (locale: Locale) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: TIME_ZONE }),
);
const dateTime = cached(
  (locale: Locale) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }),
);
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

/** A calendar date: `21 novembre 2026` / `November 21, 2026`. */
export function formatDate(iso: string | Date, locale: Locale): string {
  return longDate(locale).format(new Date(iso));
}

/** A date and time in Montréal's time zone: `2 décembre 2026 à 14 h 05` / `December 2, 2026 at 2:05 p.m.`. */
export function formatDateTime(iso: string | Date, locale: Locale): string {
  return dateTime(locale).format(new Date(iso));
}

export type DurationUnit = "day" | "week" | "month" | "year";

/** The time elapsed since a moment, in its largest sensible unit (at least one day). */
export function elapsed(since: string | Date, now: Date = new Date()): { value: number; unit: DurationUnit } {
  const days = Math.max(1, Math.floor((now.getTime() - new Date(since).getTime()) / DAY_MS));
  if (days < 14) return { value: days, unit: "day" };
  if (days < 60) return { value: Math.floor(days / 7), unit: "week" };
  if (days < 730) return { value: Math.floor(days / 30.44), unit: "month" };
  return { value: Math.floor(days / 365.25), unit: "year" };
}

const durationFormat = cached((key: `${Locale}:${DurationUnit}`) => {
  const [locale, unit] = key.split(":") as [Locale, DurationUnit];
  return new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit, unitDisplay: "long" });
});

/** How long since a moment, as a duration: `3 mois` / `3 months` (for "on the market for …"). */
export function formatDurationSince(since: string | Date, locale: Locale, now: Date = new Date()): string {
  const { value, unit } = elapsed(since, now);
  return durationFormat(`${locale}:${unit}`).format(value);
}

/** When a moment was, relative to now: `aujourd'hui`, `il y a 3 jours` / `today`, `3 days ago`. */
export function formatRelativeDate(when: string | Date, locale: Locale, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(when).getTime()) / DAY_MS);
  if (days < 1) return relative(locale).format(0, "day");
  const { value, unit } = elapsed(when, now);
  return relative(locale).format(-value, unit);
}

/** A percentage as the locale writes it: "5,5 %" / "5.5%". */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
}
