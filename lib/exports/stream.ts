import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import { montrealDay } from "@/lib/i18n/format";
import { QueryError } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";
import { exportDataset } from "./datasets";
import { createExportWriter, isReadableFormat } from "./formats";
import { createPresenter, type Label } from "./present";
import { countExportRows, readExportPages, recordExport } from "./queries";
import type { ExportRequest } from "./schema";
import type { ExportCell, ExportWriter } from "./writer";

/** Why an export was refused before its first byte: a column the admin may not read, another read, the audit. */
export type ExportFailureReason = "permission" | "read" | "audit";
export const EXPORT_FAILURE_REASONS: readonly ExportFailureReason[] = ["permission", "read", "audit"];

export class ExportFailure extends Error {
  constructor(
    readonly reason: ExportFailureReason,
    options: { cause: unknown },
  ) {
    super(`export refused (${reason})`, options);
    this.name = "ExportFailure";
  }
}

export type ExportFile = { body: ReadableStream<Uint8Array>; fileName: string; mimeType: string };

/**
 * Opens an export: everything that can be checked is done before the first byte — the first page is
 * read (a column the admin may not read is refused there) and an export of personal data is written to
 * the audit log (who, dataset, filters, the rows it matches) — so that a failure is an ExportFailure
 * the page shows, never a download cut after its header. The rest streams, one page per pull: only a
 * page is ever in memory whatever the row count.
 */
export async function openExport(
  client: Client,
  request: ExportRequest,
  { locale, label }: { locale: Locale; label: Label },
  now = new Date(),
): Promise<ExportFile> {
  const pages = readExportPages(client, request);
  const first = await failingAs(pages.next(), (error) =>
    error instanceof QueryError && error.code === "42501" ? "permission" : "read",
  );
  if (exportDataset(request.dataset).personal)
    await failingAs(
      countExportRows(client, request).then((rows) => recordExport(client, request, rows)),
      () => "audit",
    );
  const present = createPresenter(request.columns, {
    readable: isReadableFormat(request.format),
    locale,
    label,
  });
  const firstRows = first.done ? [] : first.value.map(present);
  const header = request.columns.map((column) => label(`exports.columns.${column}`) ?? column);
  const writer = createExportWriter(request.format, header, { locale, sample: firstRows });
  return {
    body: exportStream(writer, firstRows, pages, present),
    fileName: exportFileName(request, writer, now),
    mimeType: writer.mimeType,
  };
}

async function failingAs<T>(work: Promise<T>, reason: (error: unknown) => ExportFailureReason): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new ExportFailure(reason(error), { cause: error });
  }
}

function exportStream(
  writer: ExportWriter,
  firstRows: ExportCell[][],
  pages: AsyncGenerator<Record<string, unknown>[]>,
  present: (row: Record<string, unknown>) => ExportCell[],
): ReadableStream<Uint8Array> {
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!started) {
            started = true;
            controller.enqueue(writer.start());
            controller.enqueue(writer.rows(firstRows));
            return;
          }
          const page = await pages.next();
          if (!page.done) {
            controller.enqueue(writer.rows(page.value.map(present)));
            return;
          }
          controller.enqueue(writer.end());
          controller.close();
        } catch (error) {
          // A later page failed (the first was checked): the download is cut, and the server says why.
          console.error("[exports] export failed after its first page:", error);
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

/** The download's file name: the dataset, the format and today's date in Montréal. */
function exportFileName(request: ExportRequest, writer: ExportWriter, now: Date): string {
  const variant = request.format === "csv-excel" ? "-excel" : "";
  return `export-${request.dataset}-${montrealDay(now)}${variant}.${writer.extension}`;
}
