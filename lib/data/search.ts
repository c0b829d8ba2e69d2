import type { SupabaseClient } from "@supabase/supabase-js";
import { clampPage, clampPageSize } from "@/lib/catalogue/paging";
import type { ListingCard, ListingSearchParams, Page } from "@/lib/catalogue/types";
import { dataError, fail, ok, type Result } from "./errors";

type SearchRow = ListingCard & { rank: number };
type SearchResponse = { total: number; page: number; page_size: number; rows: SearchRow[] };

/**
 * An array argument as a PostgreSQL array literal ("{leased,none}"): hosted PostgREST casts it
 * like a JSON array, and @supabase/lite 0.10 mangles a JSON array passed to an enum[] argument.
 * Enum labels are plain words, so no quoting is needed.
 */
function arrayLiteral(values: readonly (string | number)[] | null | undefined): string | null {
  return values?.length ? `{${values.join(",")}}` : null;
}

/** A search row without its rank (an ordering detail, not part of the card). */
function toCard(row: SearchRow): ListingCard {
  const card: Partial<SearchRow> = { ...row, images: row.images ?? [] };
  delete card.rank;
  return card as ListingCard;
}

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The /entreprises search (public.search_entreprises): French and English full text with
 * accents ignored, prefixes and typos tolerated, the filters of ListingSearchParams, a sort
 * and one page, over public listings only (sold ones only with includeSold). Pages below 1
 * become page 1; a page past the end gives no rows and the real total. Log the search with
 * logSearchQuery (lib/data/search-queries.ts) once the page is rendered.
 */
export async function searchListings(client: SupabaseClient, params: ListingSearchParams = {}): Promise<Result<Page<ListingCard>>> {
  const { data, error } = await client.rpc("search_entreprises", {
    p_query: blank(params.query),
    p_industry_ids: arrayLiteral(params.industryIds),
    p_category_ids: arrayLiteral(params.categoryIds),
    p_region_ids: arrayLiteral(params.regionIds),
    p_province_id: params.provinceId ?? null,
    p_price_min: params.priceMin ?? null,
    p_price_max: params.priceMax ?? null,
    p_revenue_min: params.revenueMin ?? null,
    p_revenue_max: params.revenueMax ?? null,
    p_real_estate: arrayLiteral(params.realEstate),
    p_seller_financing: params.sellerFinancing ?? null,
    p_include_sold: params.includeSold ?? false,
    p_sort: params.sort ?? "relevance",
    p_page: clampPage(params.page),
    p_page_size: clampPageSize(params.pageSize),
  });
  if (error) return fail(dataError(error));
  const response = data as SearchResponse;
  return ok({
    rows: response.rows.map((row) => toCard(row)),
    total: Number(response.total),
    page: response.page,
    pageSize: response.page_size,
  });
}
