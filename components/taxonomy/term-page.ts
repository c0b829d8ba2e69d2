import { TABLE_PAGE_SIZE } from "@/components/data-table/list-page";
import { readTableQuery } from "@/components/data-table/query";
import { pageOfTerms, TERM_SORTS, type TermSort } from "@/lib/taxonomy/admin-list";

/**
 * A back-office list of terms read whole (the taxonomy's, the blog's categories and authors): the
 * URL's state (search, order by name or use, page) and the page of terms it shows, with their counts.
 */
export function termPage<T extends { id: number; name_fr: string; name_en: string | null }>(
  searchParams: Record<string, string | string[] | undefined>,
  terms: readonly T[],
  counts: ReadonlyMap<number, number>,
) {
  const query = readTableQuery<TermSort, "q">(searchParams, {
    sorts: TERM_SORTS,
    defaultSort: "name",
    defaultDir: "asc",
    filters: ["q"],
  });
  const { sort, dir, page } = query;
  return {
    query,
    ...pageOfTerms(terms, counts, { search: query.filters.q, sort, dir, page, pageSize: TABLE_PAGE_SIZE }),
  };
}
