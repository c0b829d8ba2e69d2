import { csvLines } from "@/lib/csv";
import type { ExportCell, ExportWriter } from "./writer";

const encoder = new TextEncoder();

/**
 * CSV for Excel: UTF-8 with a byte order mark (so accents show), CRLF, every text quoted when it
 * needs to be, and a cell that starts like a formula (= + - @, tab, CR) prefixed with ' (papaparse's
 * escapeFormulae), written chunk by chunk.
 */
export function createCsvWriter(header: readonly string[]): ExportWriter {
  return {
    mimeType: "text/csv; charset=utf-8",
    extension: "csv",
    start: () => encoder.encode(`\uFEFF${csvLines([header])}\r\n`),
    rows: (rows) => (rows.length === 0 ? new Uint8Array() : encoder.encode(`${csvLines(rows.map(csvRow))}\r\n`)),
    end: () => new Uint8Array(),
  };
}

function csvRow(row: ExportCell[]): ExportCell[] {
  return row.map((cell) => (cell === null ? "" : cell));
}
