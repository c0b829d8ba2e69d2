import Papa from "papaparse";

/**
 * Lines of a CSV the site writes (import reports and templates, exports): CRLF, a cell quoted only
 * when it must be, and a cell that a spreadsheet would read as a formula (=, +, -, @, tab, return)
 * escaped with a leading quote (papaparse's escapeFormulae), so nothing written back can run. A comma
 * between cells unless another `delimiter` is given (Excel in French reads `;`).
 * No final line break: a writer that streams adds one after each chunk.
 */
export function csvLines(
  rows: readonly (readonly unknown[])[],
  options: { delimiter?: string; escapeFormulae?: RegExp } = {},
): string {
  return Papa.unparse(rows as unknown[][], { escapeFormulae: true, ...options, newline: "\r\n", header: false });
}

/** A whole CSV file: UTF-8 with a byte order mark, so Excel shows accents. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${csvLines([header, ...rows])}`;
}
