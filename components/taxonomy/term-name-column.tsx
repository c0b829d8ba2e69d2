import type { Column } from "@/components/data-table/data-table";
import type { TermSort } from "@/lib/taxonomy/admin-list";

/** A term list's first column: the French name, the English one under it, ordered by name. */
export function termNameColumn<Row extends { name_fr: string; name_en: string | null }>(
  header: string,
): Column<Row, TermSort> {
  return {
    key: "name",
    header,
    sort: "name",
    cell: (r) => (
      <div className="min-w-40 space-y-0.5">
        <p className="font-semibold text-neutral-950 dark:text-white">{r.name_fr}</p>
        {r.name_en ? (
          <p className="text-neutral-700 dark:text-neutral-300" lang="en">
            {r.name_en}
          </p>
        ) : null}
      </div>
    ),
  };
}
