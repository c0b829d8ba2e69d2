import type { Client } from "@/lib/supabase/types";
import type { SearchLogFilters, SearchQueryLogEntry } from "@/lib/businesses/types";
import { fromJson } from "@/lib/supabase/db-values";
import { raise } from "@/lib/supabase/errors";

const MAX_QUERY_LENGTH = 200;

/** Only the filters that are set, so the log reads as what the visitor chose. */
function setFilters(filters: SearchLogFilters): SearchLogFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/** The row of one search (the words cut to their first 200 characters, only the filters that are set). */
function searchRow(entry: SearchQueryLogEntry) {
  return {
    query: entry.query?.trim().slice(0, MAX_QUERY_LENGTH) || null,
    filters: setFilters(entry.filters),
    result_count: Math.max(0, Math.floor(entry.resultCount)),
    locale: entry.locale,
  };
}

/**
 * Records searches in search_queries (no user, no address: the words, the filters, the number of
 * results and the language), one row each. Server only, with the secret key: the Data API refuses
 * visitors' inserts. Only admins read the log.
 */
export async function logSearchQueries(client: Client, entries: readonly SearchQueryLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const { error } = await client.from("search_queries").insert(entries.map(searchRow));
  if (error) raise(error);
}

/** Records one search (`logSearchQueries`). */
export async function logSearchQuery(client: Client, entry: SearchQueryLogEntry): Promise<void> {
  await logSearchQueries(client, [entry]);
}

export type LoggedSearchQuery = {
  id: number;
  query: string | null;
  filters: Record<string, unknown>;
  result_count: number;
  locale: string;
  created_at: string;
};

/** The most recent searches, for /admin/gestion/search-queries (admins only; others get an empty list). */
export async function listSearchQueries(client: Client, opts: { limit?: number } = {}): Promise<LoggedSearchQuery[]> {
  const { data, error } = await client
    .from("search_queries")
    .select("id, query, filters, result_count, locale, created_at")
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(Math.min(Math.max(opts.limit ?? 100, 1), 1000));
  if (error) raise(error);
  // filters is jsonb: always the object logSearchQuery wrote.
  return (data ?? []).map((row) => ({ ...row, filters: fromJson<Record<string, unknown>>(row.filters) }));
}
