import type { Locale } from "./routing";

/**
 * A listing text in the page's language: the English one on English pages when there is
 * one, else the French one with `lang: "fr"` so that screen readers switch voices.
 */
export function localizedText(
  fr: string | null,
  en: string | null,
  locale: Locale,
): { text: string; lang: "fr" | undefined } | null {
  if (locale === "en" && en?.trim()) return { text: en, lang: undefined };
  if (!fr?.trim()) return null;
  return { text: fr, lang: locale === "en" ? "fr" : undefined };
}

/** A name in the page's language, French when there is no English one. */
export function localName(row: { name_fr: string; name_en?: string | null }, locale: Locale): string {
  return (locale === "en" && row.name_en) || row.name_fr;
}

/** Rows as a select's options, by id, named in the page's language and in its alphabetical order. */
export function nameOptions(
  rows: readonly { id: number; name_fr: string; name_en?: string | null }[],
  locale: Locale,
): { value: string; label: string }[] {
  return rows
    .map((r) => ({ value: String(r.id), label: localName(r, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
