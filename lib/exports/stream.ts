import "server-only";
import { montrealDay } from "@/lib/i18n/format";
import type { Client } from "@/lib/supabase/types";
import { exportDataset } from "./datasets";
import { readExportPages } from "./read";
import type { ExportRequest } from "./schema";
import type { ExportWriter } from "./writer";

/**
 * The export as a byte stream: each pull reads one page from the database and writes it, so only a
 * page is ever in memory whatever the row count. An export of personal data is written to the audit
 * log (who, dataset, filters, rows) before the file ends; if that fails, the download fails too.
 */
export function exportStream(client: Client, request: ExportRequest, writer: ExportWriter): ReadableStream<Uint8Array> {
  const pages = readExportPages(client, request);
  let rowCount = 0;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!started) {
            started = true;
            controller.enqueue(writer.start());
            return;
          }
          const page = await pages.next();
          if (!page.done) {
            rowCount += page.value.length;
            controller.enqueue(writer.rows(page.value));
            return;
          }
          if (exportDataset(request.dataset).personal) await recordExport(client, request, rowCount);
          controller.enqueue(writer.end());
          controller.close();
        } catch (error) {
          console.error("[exports] export failed:", error);
          controller.error(error);
        }
      },
      async cancel() {
        await pages.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** Writes one export of personal data to the audit log, as the admin (the function checks is_admin). */
async function recordExport(client: Client, request: ExportRequest, rowCount: number): Promise<void> {
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
  if (error) throw error;
}

/** The download's file name: the dataset and today's date in Montréal. */
export function exportFileName(request: ExportRequest, writer: ExportWriter, now = new Date()): string {
  return `export-${request.dataset}-${montrealDay(now)}.${writer.extension}`;
}
