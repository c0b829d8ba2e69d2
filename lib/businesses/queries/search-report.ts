import type { Client } from "@/lib/supabase/types";
import { fromJson } from "@/lib/supabase/db-values";
import { raise } from "@/lib/supabase/errors";

/**
 * The search log's report for /admin/gestion/search-queries, read from the daily rollups
 * (search_query_days, search_filter_days) a trigger keeps: a date range reads a few rows per day,
 * never the log. Admins only (RLS: anyone else reads nothing).
 */
export type SearchRange = { from: string; to: string; locale?: "fr" | "en" };

export type ReportedSearch = {
  key: string;
  query: string | null;
  filters: Record<string, unknown>;
  searches: number;
  zeroResults: number;
  lastDay: string;
};

export type SearchReportQuery = SearchRange & {
  zeroOnly: boolean;
  search?: string;
  sort: "searches" | "zero" | "query" | "last";
  dir: "asc" | "desc";
  limit: number;
  offset: number;
};

/** The searches of the range, grouped by words and filters, with how often each ran and found nothing. */
export async function listReportedSearches(
  client: Client,
  q: SearchReportQuery,
): Promise<{ rows: ReportedSearch[]; total: number }> {
  const { data, error } = await client.rpc("search_report_queries", {
    p_from: q.from,
    p_to: q.to,
    p_locale: q.locale,
    p_zero_only: q.zeroOnly,
    p_search: q.search,
    p_sort: q.sort,
    p_dir: q.dir,
    p_limit: q.limit,
    p_offset: q.offset,
  });
  if (error) raise(error);
  const raw = data ?? [];
  return {
    total: raw[0] ? Number(raw[0].total_count) : 0,
    rows: raw.map((r) => ({
      key: r.search_key,
      query: r.query,
      filters: fromJson<Record<string, unknown>>(r.filters),
      searches: Number(r.searches),
      zeroResults: Number(r.zero_results),
      lastDay: r.last_day,
    })),
  };
}

export type SearchDay = { day: string; locale: string; searches: number; zeroResults: number };

/** Searches and searches without a result per day and language. */
export async function listSearchDays(client: Client, range: SearchRange): Promise<SearchDay[]> {
  const { data, error } = await client.rpc("search_report_days", { p_from: range.from, p_to: range.to });
  if (error) raise(error);
  return (data ?? []).map((r) => ({
    day: r.day,
    locale: r.locale,
    searches: Number(r.searches),
    zeroResults: Number(r.zero_results),
  }));
}

export type FilterUse = { filter: string; value: string; searches: number };

/** The filter values used most in the range. */
export async function listTopSearchFilters(client: Client, range: SearchRange, limit = 15): Promise<FilterUse[]> {
  const { data, error } = await client.rpc("search_report_filters", {
    p_from: range.from,
    p_to: range.to,
    p_locale: range.locale,
    p_limit: limit,
  });
  if (error) raise(error);
  return (data ?? []).map((r) => ({ filter: r.filter, value: r.value, searches: Number(r.searches) }));
}

/** The /entreprises address of a logged search: its words and filters (the page and order left out). */
export function searchHref(search: { query: string | null; filters: Record<string, unknown> }): string {
  const params = new URLSearchParams();
  if (search.query) params.set("search", search.query);
  for (const [key, value] of Object.entries(search.filters)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === null || v === undefined || v === "" || v === false) continue;
      params.append(key, String(v));
    }
  }
  const query = params.toString();
  return query ? `/entreprises?${query}` : "/entreprises";
}
