import { readTableQuery } from "@/lib/data-table/query";

/** The sorts and filters of the business tables (workspace and back office), as URL parameters. */
export const BUSINESS_SORTS = ["updated", "title", "price", "submitted", "published", "confirmed"] as const;
export const BUSINESS_FILTERS = ["status", "q", "region", "category", "owner", "from", "to"] as const;
export const LISTING_STATUSES = ["draft", "submitted", "rejected", "published", "under_offer", "sold", "archived"] as const;

export const PAGE_SIZE = 25;

export function readBusinessTable(raw: Record<string, string | string[] | undefined>) {
  const query = readTableQuery(raw, { sorts: BUSINESS_SORTS, defaultSort: "updated", defaultDir: "desc", filters: BUSINESS_FILTERS });
  const status = query.filters.status;
  if (status && !(LISTING_STATUSES as readonly string[]).includes(status)) delete query.filters.status;
  return query;
}
