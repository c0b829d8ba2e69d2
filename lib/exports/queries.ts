import "server-only";
import { addDays, montrealMoment } from "@/lib/i18n/format";
import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";
import { columnFields } from "./columns";
import { exportDataset, type ExportDataset } from "./datasets";
import type { ExportRequest } from "./schema";

/** Rows per request: well under the Data API's limits, and all a page of the export keeps in memory. */
const EXPORT_PAGE_SIZE = 1000;

type ExportRow = Record<string, unknown>;

/**
 * The dataset's rows for the request, a page at a time (keyset on id, so page 100 costs what page 1
 * does), read with the caller's own client: RLS decides what an admin — and only an admin — sees.
 * A refused read throws a QueryError.
 */
export async function* readExportPages(
  client: Client,
  request: ExportRequest,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportRow[]> {
  const select = [...new Set(["id", ...request.columns.flatMap(columnFields)])].join(",");
  let after: string | number | null = null;
  for (;;) {
    let query = filtered(source(client, request).select(select), request)
      .order("id", { ascending: true })
      .limit(pageSize);
    if (after !== null) query = query.gt("id", after);
    const { data, error } = await query;
    if (error) raise(error);
    const rows = data as unknown as ExportRow[];
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.id as string | number;
  }
}

/** How many rows the request matches (for the audit log, before the file starts). */
export async function countExportRows(client: Client, request: ExportRequest): Promise<number> {
  const { count, error } = await filtered(
    source(client, request).select("id", { count: "exact", head: true }),
    request,
  );
  if (error) raise(error);
  return count ?? 0;
}

/** Writes one export of personal data to the audit log, as the admin (the function checks is_admin). */
export async function recordExport(client: Client, request: ExportRequest, rowCount: number): Promise<void> {
  const filters = Object.fromEntries(
    Object.entries({ from: request.from, to: request.to, status: request.status, format: request.format }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  const { error } = await client.rpc("log_data_export", {
    p_dataset: request.dataset,
    p_filters: { ...filters, columns: request.columns },
    p_row_count: rowCount,
  });
  if (error) raise(error);
}

/**
 * The dataset's table or view. Its columns are chosen at run time, so its rows are read untyped: the
 * name is given as a table's, which supabase-js's overloads (one for tables, one for views) then accept.
 */
function source(client: Client, request: ExportRequest) {
  return client.from(exportDataset(request.dataset).table as Exclude<ExportDataset["table"], "entreprises_export">);
}

/** The request's filters: its creation dates and its status. */
function filtered<Q extends Filterable<Q>>(query: Q, request: ExportRequest): Q {
  const status = exportDataset(request.dataset).status;
  // The dates are Montréal days: from the first one's midnight there to the end of the last one.
  if (request.from) query = query.gte("created_at", montrealMoment(request.from)!);
  if (request.to) query = query.lt("created_at", montrealMoment(addDays(request.to, 1))!);
  if (request.status && status) {
    if (status.kind === "enum") query = query.eq(status.column, request.status);
    else query = request.status === "active" ? query.is(status.column, null) : query.not(status.column, "is", null);
  }
  return query;
}

type Filterable<Q> = {
  gte(column: string, value: string): Q;
  lt(column: string, value: string): Q;
  eq(column: string, value: string): Q;
  is(column: string, value: null): Q;
  not(column: string, operator: string, value: null): Q;
};
