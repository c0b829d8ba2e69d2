import type { BusinessCard, Locale, PropertyCard } from "./types";

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

/** City and region (or province), without saying the same place twice; the city is null on confidential listings. */
export function listingPlace(
  listing: Pick<BusinessCard | PropertyCard, "city" | "region" | "province">,
  locale: Locale,
): string {
  const area = listing.region ? localName(listing.region, locale) : localName(listing.province, locale);
  return listing.city && listing.city.localeCompare(area, locale, { sensitivity: "base" }) !== 0
    ? `${listing.city}, ${area}`
    : area;
}
