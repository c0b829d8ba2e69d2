import { readTableQuery } from "@/components/data-table/query";

/** The sorts and filters of the workspace's and back office's item tables, as URL parameters. */
export const ITEM_SORTS = ["updated", "title", "price", "submitted", "published", "confirmed"] as const;
const ITEM_FILTERS = ["status", "q", "region", "category", "owner", "from", "to"] as const;
export const LISTING_STATUSES = [
  "draft",
  "submitted",
  "rejected",
  "published",
  "under_offer",
  "sold",
  "archived",
] as const;
/** An expert profile is never under offer or sold. */
export const EXPERT_STATUSES = ["draft", "submitted", "rejected", "published", "archived"] as const;

export const PAGE_SIZE = 25;

export type ItemTableQuery = ReturnType<typeof readItemTable>;

/** The table's state from the URL; a status the kind does not have is dropped. */
export function readItemTable(
  raw: Record<string, string | string[] | undefined>,
  statuses: readonly string[] = LISTING_STATUSES,
) {
  const query = readTableQuery(raw, {
    sorts: ITEM_SORTS,
    defaultSort: "updated",
    defaultDir: "desc",
    filters: ITEM_FILTERS,
  });
  const status = query.filters.status;
  if (status && !statuses.includes(status)) delete query.filters.status;
  return query;
}
