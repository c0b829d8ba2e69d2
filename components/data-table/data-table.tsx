import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { tableHref, type TableQuery } from "@/components/data-table/query";
import { Link } from "@/lib/i18n/navigation";

export type Column<Row, S extends string> = {
  key: string;
  header: string;
  /** The sort key this column orders by, if it can. */
  sort?: S;
  cell: (row: Row) => ReactNode;
  align?: "start" | "end";
  /** Hidden on phones (the first columns and the actions always show). */
  wide?: boolean;
};

/** A table's rows, columns and URL state (sort, page), as the table and the list around it take them. */
export type DataTableProps<Row, S extends string, F extends string> = {
  caption: string;
  rows: Row[];
  columns: Column<Row, S>[];
  rowKey: (row: Row) => string;
  query: TableQuery<S, F>;
  pathname: string;
  /** Bulk selection: the id of the form the checkboxes belong to and each row's accessible name. */
  selection?: { formId: string; rowLabel: (row: Row) => string };
};

/**
 * On a phone the row's first column (its name) stays in view while the others scroll under it, so an
 * action at the end is never seen without the row it acts on (a first column keeps itself narrow there).
 */
const STICKY = "sticky left-0 z-[1]";
const firstColumn = (selection: boolean) => (selection ? "sticky left-10 z-[1]" : STICKY);
const ROW_BACKGROUND = "bg-white dark:bg-neutral-950";

/**
 * A dashboard table rendered on the server: headers sort through links (state in the URL, so
 * it works without JavaScript), rows may carry a checkbox tied to a bulk-action form by its id,
 * and the table scrolls sideways on a phone instead of squeezing.
 */
export function DataTable<Row, S extends string, F extends string>({
  caption,
  rows,
  columns,
  rowKey,
  query,
  pathname,
  selection,
  empty,
}: DataTableProps<Row, S, F> & { empty: ReactNode }) {
  // Its own words (the sort buttons' names), in the request's language: server-rendered, no hook state.
  const t = useTranslations("dataTable");
  if (rows.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-neutral-300 p-8 text-center dark:border-neutral-700">
        {empty}
      </div>
    );
  // `relative`: the sr-only sort labels of columns scrolled out of view stay inside the
  // scroller; positioned against the page, they widened it (the page scrolled sideways).
  return (
    <div className="overflow-hidden rounded-xl border border-neutral-200 dark:border-neutral-800">
      <div className="relative scroll-cue-end overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-neutral-50 text-xs tracking-wide text-neutral-700 uppercase dark:bg-neutral-900 dark:text-neutral-300">
            <tr>
              {selection ? (
                <th scope="col" className={cn("w-10 px-3 py-3", STICKY, "bg-neutral-50 dark:bg-neutral-900")}>
                  <span className="sr-only">{caption}</span>
                </th>
              ) : null}
              {columns.map((c, i) => {
                const active = c.sort !== undefined && query.sort === c.sort;
                const nextDir = active && query.dir === "asc" ? "desc" : "asc";
                return (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
                    className={cn(
                      "px-3 py-3 font-semibold",
                      c.align === "end" && "text-right",
                      c.wide && "hidden md:table-cell",
                      i === 0 && firstColumn(Boolean(selection)),
                      i === 0 && "bg-neutral-50 dark:bg-neutral-900",
                    )}
                  >
                    {c.sort ? (
                      <Link
                        href={tableHref(pathname, query, { sort: c.sort, dir: nextDir, page: 1 })}
                        className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
                        aria-label={t("sortBy", { column: c.header })}
                      >
                        {c.header}
                        {active ? <span aria-hidden>{query.dir === "asc" ? "▲" : "▼"}</span> : null}
                        {active ? (
                          <span className="sr-only">{query.dir === "asc" ? t("sortedAsc") : t("sortedDesc")}</span>
                        ) : null}
                      </Link>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {rows.map((row) => (
              <tr key={rowKey(row)} className={cn("align-top", ROW_BACKGROUND)}>
                {selection ? (
                  <td className={cn("px-3 py-3", STICKY, ROW_BACKGROUND)}>
                    <input
                      type="checkbox"
                      name="ids"
                      value={rowKey(row)}
                      form={selection.formId}
                      aria-label={selection.rowLabel(row)}
                      className="size-4 accent-primary-700 dark:accent-primary-400"
                    />
                  </td>
                ) : null}
                {columns.map((c, i) => (
                  <td
                    key={c.key}
                    className={cn(
                      "px-3 py-3",
                      c.align === "end" && "text-right tabular-nums",
                      c.wide && "hidden md:table-cell",
                      i === 0 && firstColumn(Boolean(selection)),
                      i === 0 && ROW_BACKGROUND,
                    )}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
