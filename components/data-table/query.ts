/**
 * A dashboard table's state in the URL (sort, direction, page, filters), so a view can be
 * reloaded, shared and used without JavaScript. Values not understood fall back to defaults.
 */
export type SortDirection = "asc" | "desc";

export type TableQuery<S extends string, F extends string> = {
  sort: S;
  dir: SortDirection;
  page: number;
  filters: Partial<Record<F, string>>;
};

type Raw = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function readTableQuery<S extends string, F extends string>(
  raw: Raw,
  spec: { sorts: readonly S[]; defaultSort: S; defaultDir: SortDirection; filters: readonly F[] },
): TableQuery<S, F> {
  const sort = first(raw.sort);
  const dir = first(raw.dir);
  const page = Number(first(raw.page));
  const filters: Partial<Record<F, string>> = {};
  for (const name of spec.filters) {
    const value = first(raw[name])?.trim();
    if (value) filters[name] = value.slice(0, 200);
  }
  return {
    sort: (spec.sorts as readonly string[]).includes(sort ?? "") ? (sort as S) : spec.defaultSort,
    dir: dir === "asc" || dir === "desc" ? dir : spec.defaultDir,
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
    filters,
  };
}

/** The query string of a table state, without default values (one URL per view). */
export function tableHref<S extends string, F extends string>(
  pathname: string,
  query: TableQuery<S, F>,
  change: Partial<Omit<TableQuery<S, F>, "filters">> & { filters?: Partial<Record<F, string>> },
): string {
  const next = { ...query, ...change, filters: { ...query.filters, ...change.filters } };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(next.filters)) if (typeof v === "string" && v) params.set(k, v);
  params.set("sort", next.sort);
  params.set("dir", next.dir);
  if (next.page > 1) params.set("page", String(next.page));
  return `${pathname}?${params.toString()}`;
}
