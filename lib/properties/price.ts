import { formatPrice, intlLocale } from "@/lib/i18n/format";
import { toAmount } from "@/lib/supabase/numbers";
import type { Locale } from "@/lib/i18n/routing";
import type { PropertyCard, PropertyType } from "./types";

/** A rent per square foot keeps its cents (14,50 $); other amounts are whole dollars. */
function formatRate(amount: number, locale: Locale): string {
  if (Number.isInteger(amount)) return formatPrice(amount, locale);
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency: "CAD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

type PriceTexts = { onRequest: string; leaseRate: (unit: "per_month" | "per_sqft_year", amount: string) => string };

/** The price of a property for sale, or its rent with its unit; "price on request" otherwise. */
export function propertyPrice(
  property: Pick<PropertyCard, "transaction_type" | "price" | "lease_rate" | "lease_rate_unit" | "price_on_request">,
  locale: Locale,
  texts: PriceTexts,
): string {
  const price = toAmount(property.price);
  const rate = toAmount(property.lease_rate);
  if (property.price_on_request) return texts.onRequest;
  if (property.transaction_type === "lease" && rate !== null && property.lease_rate_unit) {
    return texts.leaseRate(property.lease_rate_unit, formatRate(rate, locale));
  }
  return price === null ? texts.onRequest : formatPrice(price, locale);
}

/**
 * A rent in its other unit, so leases compare at a glance: the monthly equivalent of a rate per
 * sq. ft. per year (area × rate / 12, as public.immobilier_monthly_rent), or the yearly rate per
 * sq. ft. of a monthly rent. Null without an area or for a sale.
 */
export function rentEquivalent(
  property: Pick<
    PropertyCard,
    "transaction_type" | "lease_rate" | "lease_rate_unit" | "area_sqft" | "price_on_request"
  >,
  locale: Locale,
  texts: PriceTexts,
): string | null {
  const rate = toAmount(property.lease_rate);
  const area = property.area_sqft;
  if (property.price_on_request || property.transaction_type !== "lease" || rate === null || !area) return null;
  if (property.lease_rate_unit === "per_sqft_year")
    return texts.leaseRate("per_month", formatPrice(Math.round((rate * area) / 12), locale));
  if (property.lease_rate_unit === "per_month")
    return texts.leaseRate("per_sqft_year", formatRate(Math.round(((rate * 12) / area) * 100) / 100, locale));
  return null;
}

/** The illustration drawn for a property without photos: a word the illustration matcher knows per type. */
export const PROPERTY_ILLUSTRATION: Record<PropertyType, string> = {
  retail: "Commerce",
  office: "Cabinet",
  industrial: "Fabrication",
  multi_residential: "Gestion immobilière",
  land: "Ferme",
  mixed_use: "Magasin",
  hospitality: "Hôtel",
};
