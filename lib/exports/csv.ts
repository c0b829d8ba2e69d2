import { csvLines } from "@/lib/csv";
import type { ExportCell, ExportWriter } from "./writer";

const encoder = new TextEncoder();

/** How a CSV separates its columns and writes a decimal. */
export type CsvConventions = { delimiter: "," | ";"; decimal: "." | "," };

/** The plain CSV: commas and decimal points, what software and English-language Excel read. */
export const PLAIN_CSV: CsvConventions = { delimiter: ",", decimal: "." };

// papaparse's formula escape, except for a negative number: Excel reads it as a number, not a formula.
const FORMULA = /^(?!-\d+(?:[.,]\d+)?$)[=+\-@\t\r]/;

/**
 * A CSV, UTF-8 with a byte order mark (so Excel shows accents), CRLF, every text quoted when it needs
 * to be, and a cell that starts like a formula (= + - @, tab, CR) prefixed with ' (papaparse's
 * escapeFormulae), written chunk by chunk. Money has two decimals, a moment is `YYYY-MM-DD HH:mm`.
 */
export function createCsvWriter(header: readonly string[], conventions: CsvConventions = PLAIN_CSV): ExportWriter {
  const lines = (rows: readonly (readonly unknown[])[]) =>
    `${csvLines(rows, { delimiter: conventions.delimiter, escapeFormulae: FORMULA })}\r\n`;
  const cell = (value: ExportCell) => csvCell(value, conventions.decimal);
  return {
    mimeType: "text/csv; charset=utf-8",
    extension: "csv",
    start: () => encoder.encode(`\uFEFF${lines([header])}`),
    rows: (rows) => (rows.length === 0 ? new Uint8Array() : encoder.encode(lines(rows.map((row) => row.map(cell))))),
    end: () => new Uint8Array(),
  };
}

function csvCell(cell: ExportCell, decimal: CsvConventions["decimal"]): string | number | boolean {
  if (cell === null) return "";
  if (typeof cell === "number") return decimal === "." ? cell : String(cell).replace(".", decimal);
  if (typeof cell !== "object") return cell;
  if ("money" in cell) return cell.money.toFixed(2).replace(".", decimal);
  return cell.localTime.replace("T", " ");
}
