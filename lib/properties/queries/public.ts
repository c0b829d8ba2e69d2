import type { Client } from "@/lib/supabase/types";
import { withAmounts } from "@/lib/supabase/numbers";
import { clampPage, clampPageSize } from "@/lib/http/paging";
import type { Page } from "@/lib/http/paging";
import type { PropertyCard, PropertyDetail, PropertySearchParams } from "@/lib/properties/types";
import { fromJson } from "@/lib/supabase/db-values";
import { imagesFromJson } from "@/lib/listings/photos";
import { raise } from "@/lib/supabase/errors";

const PROPERTY_DETAIL_SELECT =
  "id, slug, status, featured, highlighted, listed_by, owner_id, title_fr, title_en, description_fr, description_en, property_type, transaction_type, price, lease_rate, lease_rate_unit, price_on_request, area_sqft, lot_area_sqft, year_built, zoning, address, postal_code, city, images, view_count, created_at, updated_at, published_at, last_confirmed_at, region:regions(id, slug, name_fr, name_en), province:provinces(id, code, slug, name_fr, name_en)";

/** What search_immobilier returns (jsonb). */
type SearchResponse = { total: number; page: number; page_size: number; rows: PropertyCard[] };

/**
 * The /immobilier list (public.search_immobilier): text, property type, sale or lease,
 * region, province, price (sale price or rent) and area ranges; newest first by default.
 */
export async function searchProperties(client: Client, params: PropertySearchParams = {}): Promise<Page<PropertyCard>> {
  const { data, error } = await client.rpc("search_immobilier", {
    // An argument left out takes its default (null: no filter).
    p_query: params.query?.trim() || undefined,
    p_property_type: params.propertyType ?? undefined,
    p_transaction_type: params.transactionType ?? undefined,
    p_region_id: params.regionId ?? undefined,
    p_province_id: params.provinceId ?? undefined,
    p_price_min: params.priceMin ?? undefined,
    p_price_max: params.priceMax ?? undefined,
    p_area_min: params.areaMin ?? undefined,
    p_area_max: params.areaMax ?? undefined,
    p_sort: params.sort ?? (params.query?.trim() ? "relevance" : "newest"),
    p_page: clampPage(params.page),
    p_page_size: clampPageSize(params.pageSize),
  });
  if (error) raise(error);
  const response = fromJson<SearchResponse>(data);
  return {
    rows: response.rows.map((row) => ({ ...row, images: row.images ?? [] })),
    total: Number(response.total),
    page: response.page,
    pageSize: response.page_size,
  };
}

/** A property by slug, or null when the caller may not see it (drafts: owner and admins only). */
export async function getPropertyBySlug(client: Client, slug: string): Promise<PropertyDetail | null> {
  const { data, error } = await client.from("immobilier").select(PROPERTY_DETAIL_SELECT).eq("slug", slug).maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  const row = withAmounts(data, ["price", "lease_rate"]);
  return {
    ...row,
    images: imagesFromJson(row.images),
    excerpt_fr: row.description_fr.slice(0, 240),
    excerpt_en: row.description_en === null ? null : row.description_en.slice(0, 240),
  };
}

/** Counts one view of a public property's page, once per visitor mark and day (server only, like recordBusinessView). */
export async function recordPropertyView(service: Client, slug: string, visitor: string): Promise<boolean> {
  const { data, error } = await service.rpc("record_listing_view", {
    p_kind: "immobilier",
    p_slug: slug,
    p_visitor: visitor,
  });
  if (error) raise(error);
  return data === true;
}
