import Papa from "papaparse";

/**
 * A CSV the site writes (a report, a template): UTF-8 with a byte order mark so Excel shows
 * accents, every cell that a spreadsheet would read as a formula (=, +, -, @, tab, return)
 * escaped with a leading quote, so nothing written back can run.
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return `\uFEFF${Papa.unparse({ fields: header, data: rows }, { escapeFormulae: true, newline: "\r\n" })}`;
}
