import { slugify } from "@/lib/slug";

/** How a back-office taxonomy list can be ordered: by French name (French collation) or by use. */
export const TERM_SORTS = ["name", "count"] as const;
export type TermSort = (typeof TERM_SORTS)[number];

export type TermListQuery = { search?: string; sort: TermSort; dir: "asc" | "desc"; page: number; pageSize: number };

const frenchOrder = new Intl.Collator("fr-CA", { sensitivity: "base", numeric: true });

/**
 * One page of a taxonomy list with each term's listing count: the lists are reference tables of
 * tens of rows, read whole, so the search (accents and case ignored, French or English name),
 * order and page are applied here, on the server, from the URL's state.
 */
export function pageOfTerms<T extends { id: number; name_fr: string; name_en: string | null }>(
  terms: readonly T[],
  counts: ReadonlyMap<number, number>,
  query: TermListQuery,
): { rows: (T & { listing_count: number })[]; total: number } {
  const needle = query.search ? slugify(query.search) : "";
  const sign = query.dir === "asc" ? 1 : -1;
  const rows = terms
    .map((term) => ({ ...term, listing_count: counts.get(term.id) ?? 0 }))
    .filter((term) => !needle || [term.name_fr, term.name_en ?? ""].some((name) => slugify(name).includes(needle)))
    .sort((a, b) =>
      query.sort === "count"
        ? sign * (a.listing_count - b.listing_count) || frenchOrder.compare(a.name_fr, b.name_fr)
        : sign * frenchOrder.compare(a.name_fr, b.name_fr),
    );
  const start = (query.page - 1) * query.pageSize;
  return { rows: rows.slice(start, start + query.pageSize), total: rows.length };
}
