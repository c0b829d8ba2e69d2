import { getTranslations } from "next-intl/server";
import type { Column } from "@/components/data-table/data-table";
import { pendingRevisionIds, type ListingKind } from "@/lib/listings/queries/revisions";
import { createClient } from "@/lib/supabase/server";

/**
 * A workspace list's columns with a "changes pending" badge under the status of each listing whose
 * changes await review (issue 18); read with its own query, the list's SQL stays as it is.
 */
export async function withRevisionBadges<Row extends { id: number }, S extends string>(
  kind: ListingKind,
  rows: Row[],
  columns: Column<Row, S>[],
): Promise<Column<Row, S>[]> {
  const pending = await pendingRevisionIds(
    await createClient(),
    kind,
    rows.map((r) => r.id),
  );
  if (pending.size === 0) return columns;
  const t = await getTranslations("revisions");
  return columns.map((column) =>
    column.key !== "status"
      ? column
      : {
          ...column,
          cell: (row: Row) => (
            <div className="space-y-1">
              {column.cell(row)}
              {pending.has(row.id) ? (
                <p className="inline-block rounded bg-warning-50 px-1.5 py-0.5 text-xs font-medium text-warning-950 dark:bg-warning-950 dark:text-warning-50">
                  {t("badge")}
                </p>
              ) : null}
            </div>
          ),
        },
  );
}
