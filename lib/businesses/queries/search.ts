import type { Client } from "@/lib/supabase/types";
import { clampPage, clampPageSize } from "@/lib/http/paging";
import type { BusinessCard, BusinessSearchParams } from "@/lib/businesses/types";
import type { Page } from "@/lib/http/paging";
import { fromJson, pgArray } from "@/lib/supabase/db-values";
import { raise } from "@/lib/supabase/errors";

type SearchRow = BusinessCard & { rank: number };
/** What search_entreprises returns (jsonb). */
type SearchResponse = { total: number; page: number; page_size: number; rows: SearchRow[] };

/**
 * An array argument as a PostgreSQL array literal ("{leased,none}"), or undefined (no filter)
 * when empty: see pgArray.
 */
function arrayLiteral<T extends string | number>(values: readonly T[] | null | undefined): T[] | undefined {
  return values?.length ? pgArray(values) : undefined;
}

/** A search row without its rank (an ordering detail, not part of the card). */
function toCard(row: SearchRow): BusinessCard {
  const card: BusinessCard & Partial<Pick<SearchRow, "rank">> = { ...row, images: row.images ?? [] };
  delete card.rank;
  return card;
}

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The /entreprises search (public.search_entreprises): French and English full text with
 * accents ignored, prefixes and typos tolerated, the filters of BusinessSearchParams, a sort
 * and one page, over public businesses only (sold ones only with includeSold). Pages below 1
 * become page 1; a page past the end gives no rows and the real total. Log the search with
 * logSearchQuery (lib/businesses/queries/search-log.ts) once the page is rendered.
 */
export async function searchBusinesses(client: Client, params: BusinessSearchParams = {}): Promise<Page<BusinessCard>> {
  const { data, error } = await client.rpc("search_entreprises", {
    p_query: blank(params.query),
    // PostgreSQL array literals (see arrayLiteral); a left-out argument takes its default (null: no filter).
    p_industry_ids: arrayLiteral(params.industryIds),
    p_category_ids: arrayLiteral(params.categoryIds),
    p_region_ids: arrayLiteral(params.regionIds),
    p_province_id: params.provinceId ?? undefined,
    p_price_min: params.priceMin ?? undefined,
    p_price_max: params.priceMax ?? undefined,
    p_revenue_min: params.revenueMin ?? undefined,
    p_revenue_max: params.revenueMax ?? undefined,
    p_real_estate: arrayLiteral(params.realEstate),
    p_seller_financing: params.sellerFinancing ?? undefined,
    p_include_sold: params.includeSold ?? false,
    p_sort: params.sort ?? "relevance",
    p_page: clampPage(params.page),
    p_page_size: clampPageSize(params.pageSize),
  });
  if (error) raise(error);
  const response = fromJson<SearchResponse>(data);
  return {
    rows: response.rows.map((row) => toCard(row)),
    total: Number(response.total),
    page: response.page,
    pageSize: response.page_size,
  };
}
