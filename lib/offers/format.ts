import { intlLocale } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

/** An amount in cents of CAD, with its cents only when it has some: `450 000 $`, `35 000,50 $` / `$35,000.50`. */
export function formatCents(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency: "CAD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A share in tenths of a percent: `33,4 %` / `33.4%`. */
export function formatTenths(tenths: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 1 }).format(
    tenths / 1000,
  );
}

/** A ratio to the hundredth: `1,85` / `1.85`. */
export function formatRatio(ratio: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    ratio,
  );
}

/** A yearly rate in percent as typed (6.25 → `6,25 %` / `6.25%`). */
export function formatRate(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 3 }).format(rate / 100);
}
