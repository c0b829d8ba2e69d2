import { strToU8, Zip, ZipDeflate } from "fflate";
import type { Locale } from "@/lib/i18n/routing";
import type { ExportCell, ExportWriter } from "./writer";

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Export" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

/** Money as the admin's language writes it (Excel puts the reader's own separators in place of `,` `.`). */
const MONEY_FORMAT: Record<Locale, string> = { fr: '#,##0.00\\ "$"', en: '"$"#,##0.00' };

/** Cell styles (cellXfs): 0 plain, 1 money, 2 date and time, 3 the header's bold. */
const STYLE = { money: 1, time: 2, header: 3 } as const;

function stylesXml(locale: Locale): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="${xmlText(MONEY_FORMAT[locale]).replace(/"/g, "&quot;")}"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}

/** The sheet's start: the header row stays in view, and each column is wide enough for what it shows. */
function sheetStart(widths: number[]): string {
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>`;
}
const SHEET_END = `</sheetData></worksheet>`;

/** Excel's limit for one cell's text. */
const MAX_CELL_TEXT = 32_767;
/** Column widths, in characters: a date and time needs 16 (Excel shows ##### in a narrower column). */
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;
const TIME_WIDTH = 18;

/**
 * An XLSX workbook of one sheet, written as a streamed zip (fflate): the fixed parts first, then the
 * sheet's rows deflated as they come. Text is an inline string (data, never a formula: the file has
 * no <f> element, so nothing in it can run), numbers stay numbers, yes/no are booleans, money is a
 * number shown as dollars in the admin's language and a moment a date and time (Québec's wall clock),
 * which Excel sorts and computes with. Columns are sized from the header and `sample` (the first rows).
 */
export function createXlsxWriter(
  header: readonly string[],
  { locale = "fr", sample = [] }: { locale?: Locale; sample?: readonly ExportCell[][] } = {},
): ExportWriter {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const drain = () => concat(chunks.splice(0));
  const sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 6 });
  let rowNumber = 0;
  const writeRows = (rows: ExportCell[][], style?: number) => {
    if (rows.length === 0) return;
    sheet.push(strToU8(rows.map((row) => rowXml(++rowNumber, row, style)).join("")));
  };
  return {
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extension: "xlsx",
    start() {
      for (const [name, text] of [
        ["[Content_Types].xml", CONTENT_TYPES],
        ["_rels/.rels", ROOT_RELS],
        ["xl/workbook.xml", WORKBOOK],
        ["xl/_rels/workbook.xml.rels", WORKBOOK_RELS],
        ["xl/styles.xml", stylesXml(locale)],
      ] as const) {
        const file = new ZipDeflate(name, { level: 6 });
        zip.add(file);
        file.push(strToU8(text), true);
      }
      zip.add(sheet);
      sheet.push(strToU8(sheetStart(columnWidths(header, sample))));
      writeRows([[...header]], STYLE.header);
      return drain();
    },
    rows(rows) {
      writeRows(rows);
      return drain();
    },
    end() {
      sheet.push(strToU8(SHEET_END), true);
      zip.end();
      return drain();
    },
  };
}

function rowXml(rowNumber: number, row: ExportCell[], style?: number): string {
  const cells = row.map((cell, i) => cellXml(`${columnName(i)}${rowNumber}`, cell, style)).join("");
  return `<row r="${rowNumber}">${cells}</row>`;
}

function cellXml(ref: string, cell: ExportCell, style?: number): string {
  if (cell === null || cell === "") return "";
  if (typeof cell === "number" && Number.isFinite(cell)) return `<c r="${ref}"><v>${cell}</v></c>`;
  if (typeof cell === "boolean") return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  if (typeof cell === "object" && "money" in cell) return `<c r="${ref}" s="${STYLE.money}"><v>${cell.money}</v></c>`;
  if (typeof cell === "object") return `<c r="${ref}" s="${STYLE.time}"><v>${excelSerial(cell.localTime)}</v></c>`;
  const text = xmlText(String(cell).slice(0, MAX_CELL_TEXT));
  const styled = style === undefined ? "" : ` s="${style}"`;
  return `<c r="${ref}"${styled} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
}

/** A wall-clock `YYYY-MM-DDTHH:mm` as Excel's day number (days since 1899-12-30, the time as a fraction). */
export function excelSerial(localTime: string): number {
  return Date.parse(`${localTime}:00Z`) / 86_400_000 + 25_569;
}

function columnWidths(header: readonly string[], sample: readonly ExportCell[][]): number[] {
  return header.map((label, i) => {
    const widest = Math.max(label.length + 2, ...sample.map((row) => cellWidth(row[i] ?? null)));
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest));
  });
}

function cellWidth(cell: ExportCell): number {
  if (cell === null) return 0;
  if (typeof cell !== "object") return String(cell).length + 1;
  return "money" in cell ? cell.money.toFixed(2).length + 6 : TIME_WIDTH;
}

/** A (0-based) column index as Excel names it: A … Z, AA, AB, … */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

// XML 1.0 forbids most control characters, even escaped: they are dropped.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function xmlText(text: string): string {
  return text.replace(INVALID_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
