import "server-only";
import Papa from "papaparse";
import { readSheet } from "read-excel-file/node";
import { calendarDayOf } from "@/lib/i18n/format";

/** The most rows an import reads (after its header row). */
const MAX_IMPORT_ROWS = 50_000;

/** A file read as a table: its header row and its rows (every cell as text, trimmed). */
export type Table = { headers: string[]; rows: string[][] };

/** Why a file cannot be read: a code of `imports.fileErrors`. */
export class ImportFileError extends Error {
  constructor(
    readonly code: "unreadable" | "empty" | "tooManyRows" | "type",
    readonly values: Record<string, string | number> = {},
  ) {
    super(`import file: ${code}`);
  }
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return calendarDayOf(value);
  return String(value).trim();
};

function table(cells: unknown[][]): Table {
  const rows = cells.map((row) => row.map(cellText)).filter((row) => row.some((c) => c !== ""));
  const [headers, ...body] = rows;
  if (!headers || !body.length) throw new ImportFileError("empty");
  if (body.length > MAX_IMPORT_ROWS) throw new ImportFileError("tooManyRows", { max: MAX_IMPORT_ROWS });
  return { headers, rows: body };
}

/**
 * A CSV's text (UTF-8, with or without its byte order mark): the separator is guessed among
 * comma, semicolon, tab and vertical bar; quoted cells may hold separators and line breaks.
 */
export function parseCsv(text: string): Table {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: "",
    delimitersToGuess: [",", ";", "\t", "|"],
    skipEmptyLines: "greedy",
  });
  const fatal = parsed.errors.find((e) => e.type === "Quotes");
  if (fatal) throw new ImportFileError("unreadable");
  return table(parsed.data);
}

/** Control characters no text table holds (tab, line breaks, vertical tab and form feed aside). */
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F]/g;

/**
 * A CSV file's text: UTF-8 (with or without its byte order mark), UTF-16 with its mark (Excel's
 * "Unicode text"), else Windows-1252 (Excel's "CSV" on a French Windows). A file whose text has
 * a NUL or more than one control character in a hundred is not text at all (a workbook, an image,
 * a PDF renamed .csv): unreadable, rather than read as rows of noise.
 */
function csvText(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder("utf-16le").decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder("utf-16be").decode(bytes);
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder("windows-1252").decode(bytes);
    }
  }
  const sample = text.slice(0, 65_536);
  if (sample.includes("\u0000") || (sample.match(CONTROL)?.length ?? 0) * 100 > sample.length)
    throw new ImportFileError("unreadable");
  return text;
}

/** An upload as a table: a .csv (or .txt) file, or the first sheet of an .xlsx workbook. */
export async function parseUpload(name: string, bytes: Buffer): Promise<Table> {
  if (/\.xlsx$/i.test(name)) {
    try {
      return table(await readSheet(bytes));
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw new ImportFileError("unreadable");
    }
  }
  if (!/\.(csv|txt|tsv)$/i.test(name)) throw new ImportFileError("type");
  return parseCsv(csvText(bytes));
}
