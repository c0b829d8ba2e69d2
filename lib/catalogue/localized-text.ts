import type { Locale } from "./types";

/**
 * A listing text in the page's language: the English one on English pages when there is
 * one, else the French one with `lang: "fr"` so that screen readers switch voices.
 */
export function localizedText(fr: string | null, en: string | null, locale: Locale): { text: string; lang: "fr" | undefined } | null {
  if (locale === "en" && en?.trim()) return { text: en, lang: undefined };
  if (!fr?.trim()) return null;
  return { text: fr, lang: locale === "en" ? "fr" : undefined };
}
