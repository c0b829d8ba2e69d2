import "server-only";
import { addDays, montrealMoment } from "@/lib/i18n/format";
import type { Client } from "@/lib/supabase/types";
import { exportDataset } from "./datasets";
import type { ExportRequest } from "./schema";
import type { ExportCell } from "./writer";

/** Rows per request: well under the Data API's limits, and all a page of the export keeps in memory. */
const EXPORT_PAGE_SIZE = 1000;

/**
 * The dataset's rows for the request, a page at a time (keyset on id, so page 100 costs what page 1
 * does), read with the caller's own client: RLS decides what an admin — and only an admin — sees.
 */
export async function* readExportPages(
  client: Client,
  request: ExportRequest,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportCell[][]> {
  const dataset = exportDataset(request.dataset);
  const select = [...new Set(["id", ...request.columns])].join(",");
  let after: string | number | null = null;
  for (;;) {
    let query = client.from(dataset.table).select(select).order("id", { ascending: true }).limit(pageSize);
    if (after !== null) query = query.gt("id", after);
    // The dates are Montréal days, from the first one's midnight there to the last one's end.
    if (request.from) query = query.gte("created_at", montrealMoment(request.from)!);
    if (request.to) query = query.lt("created_at", montrealMoment(addDays(request.to, 1))!);
    if (request.status && dataset.status) {
      const { kind, column } = dataset.status;
      if (kind === "enum") query = query.eq(column, request.status);
      else query = request.status === "active" ? query.is(column, null) : query.not(column, "is", null);
    }
    const { data, error } = await query;
    if (error) throw error;
    const rows = data as unknown as Record<string, unknown>[];
    if (rows.length === 0) return;
    yield rows.map((row) => request.columns.map((column) => exportCell(row[column])));
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.id as string | number;
  }
}

function exportCell(value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return JSON.stringify(value);
}
