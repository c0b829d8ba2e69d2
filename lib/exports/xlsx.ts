import { strToU8, Zip, ZipDeflate } from "fflate";
import type { ExportCell, ExportWriter } from "./writer";

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Export" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_END = `</sheetData></worksheet>`;

/** Excel's limit for one cell's text. */
const MAX_CELL_TEXT = 32_767;

/**
 * An XLSX workbook of one sheet, written as a streamed zip (fflate): the fixed parts first, then the
 * sheet's rows deflated as they come. Text is an inline string (data, never a formula: the file has
 * no <f> element, so nothing in it can run), numbers stay numbers, yes/no are booleans.
 */
export function createXlsxWriter(header: readonly string[]): ExportWriter {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const drain = () => concat(chunks.splice(0));
  const sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 6 });
  let rowNumber = 0;
  const writeRows = (rows: ExportCell[][]) => {
    if (rows.length === 0) return;
    sheet.push(strToU8(rows.map((row) => rowXml(++rowNumber, row)).join("")));
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
      ] as const) {
        const file = new ZipDeflate(name, { level: 6 });
        zip.add(file);
        file.push(strToU8(text), true);
      }
      zip.add(sheet);
      sheet.push(strToU8(SHEET_START));
      writeRows([[...header]]);
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

function rowXml(rowNumber: number, row: ExportCell[]): string {
  const cells = row.map((cell, i) => cellXml(`${columnName(i)}${rowNumber}`, cell)).join("");
  return `<row r="${rowNumber}">${cells}</row>`;
}

function cellXml(ref: string, cell: ExportCell): string {
  if (cell === null || cell === "") return "";
  if (typeof cell === "number" && Number.isFinite(cell)) return `<c r="${ref}"><v>${cell}</v></c>`;
  if (typeof cell === "boolean") return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  const text = xmlText(String(cell).slice(0, MAX_CELL_TEXT));
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
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
