import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";

/**
 * The search log's report for /admin/gestion/search-queries, read from the daily rollups
 * (search_query_days, search_filter_days) a trigger keeps: a date range reads a few rows per day,
 * never the log. Admins only (RLS: anyone else reads nothing).
 */
type SearchRange = { from: string; to: string; locale?: "fr" | "en" };

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

type SearchDay = { day: string; locale: string; searches: number; zeroResults: number };

type FilterUse = { filter: string; value: string; searches: number };

export type SearchReport = {
  /** Searches and searches without a result per day and language. */
  days: SearchDay[];
  /** One page of the searches of the range, grouped by words and filters, and how many there are. */
  searches: { rows: ReportedSearch[]; total: number };
  /** The filter values used most in the range (and language). */
  filters: FilterUse[];
};

type Row<T> = { [K in keyof T]: T[K] extends number ? number | string : T[K] };

/** The report's page in one request (public.search_report over the three rollup readers). */
export async function getSearchReport(client: Client, q: SearchReportQuery, filters = 15): Promise<SearchReport> {
  const { data, error } = await client.rpc("search_report", {
    p_from: q.from,
    p_to: q.to,
    p_locale: q.locale,
    p_zero_only: q.zeroOnly,
    p_search: q.search,
    p_sort: q.sort,
    p_dir: q.dir,
    p_limit: q.limit,
    p_offset: q.offset,
    p_filters: filters,
  });
  if (error) raise(error);
  const report = data as unknown as {
    days: Row<{ day: string; locale: string; searches: number; zero_results: number }>[];
    queries: Row<{
      search_key: string;
      query: string | null;
      filters: Record<string, unknown>;
      searches: number;
      zero_results: number;
      last_day: string;
      total_count: number;
    }>[];
    filters: Row<FilterUse>[];
  };
  return {
    days: report.days.map((r) => ({
      day: r.day,
      locale: r.locale,
      searches: Number(r.searches),
      zeroResults: Number(r.zero_results),
    })),
    searches: {
      total: report.queries[0] ? Number(report.queries[0].total_count) : 0,
      rows: report.queries.map((r) => ({
        key: r.search_key,
        query: r.query,
        filters: r.filters ?? {},
        searches: Number(r.searches),
        zeroResults: Number(r.zero_results),
        lastDay: r.last_day,
      })),
    },
    filters: report.filters.map((r) => ({ filter: r.filter, value: r.value, searches: Number(r.searches) })),
  };
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
