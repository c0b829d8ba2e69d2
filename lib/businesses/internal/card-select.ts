import { withAmounts } from "@/lib/supabase/numbers";
import type { BusinessCard } from "@/lib/businesses/types";
import type { CategoryRef, ProvinceRef, RegionRef } from "@/lib/taxonomy/types";
import type { Tables } from "@/lib/supabase/types";
import { imagesFromJson } from "@/lib/listings/photos";

/**
 * The PostgREST select of a business listing card and how its row maps to BusinessCard, so
 * that cards read through the API (latest, featured, similar, seller) match the cards
 * search_entreprises returns. Only columns the API roles may read (no private ones).
 * Select strings are string literal types, so that supabase-js types the rows they read.
 */
const CARD_COLUMNS =
  "id, slug, status, featured, highlighted, listed_by, title_fr, title_en, description_fr, description_en, public_city, public_business_name, confidential, asking_price, price_on_request, gross_revenue, cash_flow, ebitda, employees, year_established, real_estate, seller_financing, images, published_at, last_confirmed_at";
const CARD_REFS =
  "category:entreprise_categories(id, name_fr, name_en), region:regions(id, slug, name_fr, name_en), province:provinces(id, code, slug, name_fr, name_en)";
export const BUSINESS_CARD_SELECT = `${CARD_COLUMNS}, ${CARD_REFS}` as const;

const EXCERPT_LENGTH = 240;

/** A row of BUSINESS_CARD_SELECT. */
export type BusinessCardRow = Pick<
  Tables<"entreprises">,
  | "id"
  | "slug"
  | "status"
  | "featured"
  | "highlighted"
  | "listed_by"
  | "title_fr"
  | "title_en"
  | "description_fr"
  | "description_en"
  | "public_city"
  | "public_business_name"
  | "confidential"
  | "asking_price"
  | "price_on_request"
  | "gross_revenue"
  | "cash_flow"
  | "ebitda"
  | "employees"
  | "year_established"
  | "real_estate"
  | "seller_financing"
  | "images"
  | "published_at"
  | "last_confirmed_at"
> & {
  category: CategoryRef;
  region: RegionRef | null;
  province: ProvinceRef;
};

/** The money columns of a business listing (numeric in the database). */
export const BUSINESS_AMOUNTS = [
  "asking_price",
  "gross_revenue",
  "cash_flow",
  "ebitda",
  "rent_monthly",
  "inventory_value",
  "equipment_value",
] as const;

/**
 * A card from its row. A listing page's row comes through here too (lib/businesses/queries/public.ts), so
 * every money column is converted, the card's and those only a page reads.
 */
export function toBusinessCard(
  row: BusinessCardRow & Partial<Pick<Tables<"entreprises">, (typeof BUSINESS_AMOUNTS)[number]>>,
): BusinessCard {
  const { description_fr, description_en, public_city, public_business_name, images, ...rest } = withAmounts(
    row,
    BUSINESS_AMOUNTS,
  );
  return {
    ...rest,
    excerpt_fr: description_fr.slice(0, EXCERPT_LENGTH),
    excerpt_en: description_en === null ? null : description_en.slice(0, EXCERPT_LENGTH),
    city: public_city,
    business_name: public_business_name,
    images: imagesFromJson(images),
  };
}

/** Statuses a visitor sees in lists (sold listings keep their page but leave the lists). */
export const LISTED_STATUSES = ["published", "under_offer"] as const;
