import { raise, type ErrorLike } from "@/lib/supabase/errors";

/**
 * One page of a `count: "exact"` select and the total over all pages. PostgREST refuses a range
 * that starts past the last row (416, PGRST103) and the local Data API then sends no count: the
 * page is empty and its total is counted alone (`countAll`, the same filters with `head: true`),
 * so a list can say how many pages there are instead of "nothing". `paging` (the page and its size,
 * for a `Page`) is returned as it is.
 */
export async function pageOf<Row, Paging extends object = object>(
  result: { data: Row[] | null; error: ErrorLike; count: number | null },
  countAll: () => PromiseLike<{ error: ErrorLike; count: number | null }>,
  paging: Paging = {} as Paging,
): Promise<{ rows: Row[]; total: number } & Paging> {
  if (result.error?.code === "PGRST103") {
    if (result.count != null) return { rows: [], total: result.count, ...paging };
    const all = await countAll();
    if (all.error) raise(all.error);
    return { rows: [], total: all.count ?? 0, ...paging };
  }
  if (result.error) raise(result.error);
  return { rows: result.data ?? [], total: result.count ?? 0, ...paging };
}

/**
 * A list whose database function gives the total on each of its rows has no row to read it from
 * past its last page: the first row is asked for it then (only on that path), so the list can say
 * how many pages there are instead of "nothing".
 */
export function withTotalPastTheEnd<
  A extends [client: unknown, query?: { offset?: number; limit?: number }],
  R extends { rows: unknown[]; total: number },
>(list: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    const page = await list(...args);
    const [client, query] = args;
    if (page.rows.length > 0 || !query?.offset) return page;
    const first = [client, { ...query, offset: 0, limit: 1 }] as unknown as A;
    return { ...page, total: (await list(...first)).total };
  };
}
