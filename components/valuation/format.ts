import { intlLocale } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

/** A multiple as people read it: "2,75x" in French, "2.75x" in English. */
export function formatMultiple(value: number, locale: Locale): string {
  return `${new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value)}x`;
}
