import { withAmounts } from "@/lib/catalogue/numbers";
import type { BusinessCard, CategoryRef, ListingImage, ProvinceRef, RegionRef } from "@/lib/catalogue/types";

/**
 * The PostgREST select of a business listing card and how its row maps to BusinessCard, so
 * that cards read through the API (latest, featured, similar, seller) match the cards
 * search_entreprises returns. Only columns the API roles may read (no private ones).
 */
export const BUSINESS_CARD_SELECT =
  "id, slug, status, featured, listed_by, title_fr, title_en, description_fr, description_en, public_city, public_business_name, " +
  "confidential, asking_price, price_on_request, gross_revenue, cash_flow, ebitda, employees, year_established, real_estate, " +
  "seller_financing, images, published_at, last_confirmed_at, " +
  "category:entreprise_categories(id, name_fr, name_en), region:regions(id, slug, name_fr, name_en), " +
  "province:provinces(id, code, slug, name_fr, name_en)";

export const EXCERPT_LENGTH = 240;

export type BusinessCardRow = Omit<BusinessCard, "excerpt_fr" | "excerpt_en" | "city" | "business_name" | "images"> & {
  description_fr: string;
  description_en: string | null;
  public_city: string | null;
  public_business_name: string | null;
  images: ListingImage[] | null;
  category: CategoryRef;
  region: RegionRef | null;
  province: ProvinceRef;
};

/** The money columns of a business listing (numeric in the database). */
export const BUSINESS_AMOUNTS = [
  "asking_price", "gross_revenue", "cash_flow", "ebitda", "rent_monthly", "inventory_value", "equipment_value",
] as const;

export function toBusinessCard(row: BusinessCardRow): BusinessCard {
  const { description_fr, description_en, public_city, public_business_name, images, ...rest } = withAmounts(
    row,
    BUSINESS_AMOUNTS as unknown as (keyof BusinessCardRow)[],
  );
  return {
    ...rest,
    excerpt_fr: description_fr.slice(0, EXCERPT_LENGTH),
    excerpt_en: description_en === null ? null : description_en.slice(0, EXCERPT_LENGTH),
    city: public_city,
    business_name: public_business_name,
    images: images ?? [],
  };
}

/** Statuses a visitor sees in lists (sold listings keep their page but leave the lists). */
export const LISTED_STATUSES = ["published", "under_offer"] as const;
/** Statuses whose page is public. */
export const PUBLIC_STATUSES = ["published", "under_offer", "sold"] as const;
