import { intlLocale } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";

/** A file's size in the page's language: "840 ko" / "840 kB", "1,2 Mo" / "1.2 MB". */
export function formatFileSize(bytes: number, locale: Locale): string {
  const mega = bytes >= 1_000_000;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "unit",
    unit: mega ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
