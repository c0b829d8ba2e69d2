import type { Client } from "@/lib/supabase/types";
import { withAmounts } from "@/lib/supabase/numbers";
import { clampPage, clampPageSize } from "@/lib/http/paging";
import type { FranchiseCard, FranchiseCategory, FranchiseDetail, FranchiseSearchParams } from "@/lib/franchises/types";
import type { Page } from "@/lib/http/paging";
import { fromJson } from "@/lib/supabase/db-values";
import { raise } from "@/lib/supabase/errors";

const FRANCHISE_DETAIL_SELECT =
  "id, slug, status, featured, owner_id, name, description_fr, description_en, investment_min, investment_max, franchise_fee, royalty_percent, advertising_fee_percent, units_count, year_founded, training_support_fr, training_support_en, headquarters_city, website, logo_url, published_at, updated_at, category:franchise_categories(id, slug, name_fr, name_en)";

/** What search_franchises returns (jsonb). */
type SearchResponse = { total: number; page: number; page_size: number; rows: FranchiseCard[] };

/** Franchise categories, by French name. */
export async function listFranchiseCategories(client: Client): Promise<FranchiseCategory[]> {
  const { data, error } = await client
    .from("franchise_categories")
    .select("id, slug, name_fr, name_en")
    .order("name_fr");
  if (error) raise(error);
  return data ?? [];
}

/** The /franchises list (public.search_franchises): text, category, a budget range and a sort (relevance then name by default). */
export async function searchFranchises(
  client: Client,
  params: FranchiseSearchParams = {},
): Promise<Page<FranchiseCard>> {
  const { data, error } = await client.rpc("search_franchises", {
    // An argument left out takes its default (null: no filter, the default sort).
    p_query: params.query?.trim() || undefined,
    p_category_id: params.categoryId ?? undefined,
    p_investment_min: params.investmentMin ?? undefined,
    p_investment_max: params.investmentMax ?? undefined,
    p_sort: params.sort ?? undefined,
    p_page: clampPage(params.page),
    p_page_size: clampPageSize(params.pageSize),
  });
  if (error) raise(error);
  const response = fromJson<SearchResponse>(data);
  return { rows: response.rows, total: Number(response.total), page: response.page, pageSize: response.page_size };
}

/** A franchise by id (/franchises/{id}), or null when the caller may not see it. */
export async function getFranchise(client: Client, id: number): Promise<FranchiseDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const { data, error } = await client.from("franchises").select(FRANCHISE_DETAIL_SELECT).eq("id", id).maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  const row = withAmounts(data, [
    "investment_min",
    "investment_max",
    "franchise_fee",
    "royalty_percent",
    "advertising_fee_percent",
  ]);
  return {
    ...row,
    excerpt_fr: row.description_fr.slice(0, 240),
    excerpt_en: row.description_en?.slice(0, 240) ?? null,
  };
}
