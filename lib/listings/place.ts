import type { Locale } from "@/lib/i18n/routing";
import { localName } from "@/lib/i18n/localized-text";
import type { ProvinceRef, RegionRef } from "@/lib/taxonomy/types";

/** A city and its area (region or province) as the public reads them, without saying the same place twice. */
export function placeLine(city: string | null, area: string, locale: Locale): string {
  return city && city.localeCompare(area, locale, { sensitivity: "base" }) !== 0 ? `${city}, ${area}` : area;
}

/** City and region (or province), without saying the same place twice; the city is null on confidential listings. */
export function listingPlace(
  listing: { city: string | null; region: RegionRef | null; province: ProvinceRef },
  locale: Locale,
): string {
  const area = listing.region ? localName(listing.region, locale) : localName(listing.province, locale);
  return placeLine(listing.city, area, locale);
}
