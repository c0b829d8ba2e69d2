import { readSheet } from "read-excel-file/node";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { createCsvWriter } from "@/lib/exports/csv";
import { createExportWriter } from "@/lib/exports/formats";
import type { ExportCell, ExportWriter } from "@/lib/exports/writer";
import { columnName, createXlsxWriter, excelSerial } from "@/lib/exports/xlsx";

const header = ["Nom", "Montant", "Note"];
const rows: ExportCell[][] = [
  ["Boulangerie Émilie", 125000, "dit « bonjour »,\nà demain"],
  ['=HYPERLINK("http://x")', -3, '"cité"'],
  ["+1+1", null, true],
];

/** Writes the rows two pages at a time, as the route does. */
function write(writer: ExportWriter, cells = rows): Buffer {
  const parts = [writer.start(), writer.rows(cells.slice(0, 2)), writer.rows(cells.slice(2)), writer.end()];
  return Buffer.concat(parts);
}

// What a file for people holds: words, money, a moment in Québec's time, a negative amount, a decimal.
const readable: ExportCell[][] = [
  ["Boulangerie; Émilie", { money: 389000 }, { localTime: "2026-11-28T14:05" }],
  ["Publié", { money: -12000.5 }, 12.5],
];

describe("CSV export", () => {
  const bytes = write(createCsvWriter(header));
  const text = bytes.toString("utf8");

  it("starts with a UTF-8 byte order mark so Excel shows accents", () => {
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain("Boulangerie Émilie");
  });

  it("quotes commas, quotes and newlines, one CRLF line per row", () => {
    expect(text.slice(1)).toBe(
      [
        "Nom,Montant,Note",
        'Boulangerie Émilie,125000,"dit « bonjour »,\nà demain"',
        `"'=HYPERLINK(""http://x"")",-3,"""cité"""`,
        `"'+1+1",,true`,
        "",
      ].join("\r\n"),
    );
  });

  it("prefixes every cell that starts like a formula, numbers stay numbers", () => {
    expect(text).not.toMatch(/(^|,|")[=+@]/m);
    expect(text).toContain(",-3,");
  });
});

describe("CSV for Excel", () => {
  it("in French: semicolons, decimal commas, money with two decimals, local date and time", () => {
    const text = write(createExportWriter("csv-excel", header, { locale: "fr", sample: [] }), readable).toString(
      "utf8",
    );
    expect(text).toBe(
      [
        "\uFEFFNom;Montant;Note",
        '"Boulangerie; Émilie";389000,00;2026-11-28 14:05',
        // A negative amount is a number for Excel, not a formula: it is not escaped.
        "Publié;-12000,50;12,5",
        "",
      ].join("\r\n"),
    );
  });

  it("in English: commas and decimal points, the same words and moments", () => {
    const text = write(createExportWriter("csv-excel", header, { locale: "en", sample: [] }), readable).toString(
      "utf8",
    );
    expect(text.split("\r\n").slice(1, 3)).toEqual([
      "Boulangerie; Émilie,389000.00,2026-11-28 14:05",
      "Publié,-12000.50,12.5",
    ]);
  });
});

describe("XLSX export", () => {
  const bytes = write(createXlsxWriter(header));

  it("is a workbook a spreadsheet reader opens, with text, numbers and yes/no kept", async () => {
    const sheet = await readSheet(bytes);
    expect(sheet).toEqual([
      ["Nom", "Montant", "Note"],
      ["Boulangerie Émilie", 125000, "dit « bonjour »,\nà demain"],
      ['=HYPERLINK("http://x")', -3, '"cité"'],
      ["+1+1", null, true],
    ]);
  });

  it("holds no formula: text that looks like one is an inline string", () => {
    const sheetXml = strFromU8(unzipSync(bytes)["xl/worksheets/sheet1.xml"]!);
    expect(sheetXml).not.toContain("<f>");
    expect(sheetXml).toContain(
      '<c r="A3" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK("http://x")</t></is></c>',
    );
  });

  it("shows money in the admin's language and a moment as a date and time, both numbers a spreadsheet computes with", async () => {
    const fr = write(createXlsxWriter(header, { locale: "fr", sample: readable }), readable);
    const files = unzipSync(fr);
    const sheetXml = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    expect(strFromU8(files["xl/styles.xml"]!)).toContain(
      '<numFmt numFmtId="164" formatCode="#,##0.00\\ &quot;$&quot;"/>',
    );
    expect(sheetXml).toContain('<c r="B2" s="1"><v>389000</v></c>');
    expect(sheetXml).toContain(`<c r="C2" s="2"><v>${excelSerial("2026-11-28T14:05")}</v></c>`);
    // The header is bold and stays in view; the date column is wide enough not to show #####.
    expect(sheetXml).toContain('<c r="A1" s="3" t="inlineStr">');
    expect(sheetXml).toContain('state="frozen"');
    expect(sheetXml).toMatch(/<col min="3" max="3" width="18" customWidth="1"\/>/);
    expect(await readSheet(fr)).toEqual([
      ["Nom", "Montant", "Note"],
      ["Boulangerie; Émilie", 389000, new Date("2026-11-28T14:05:00Z")],
      ["Publié", -12000.5, 12.5],
    ]);
    const en = unzipSync(write(createXlsxWriter(header, { locale: "en" }), readable));
    expect(strFromU8(en["xl/styles.xml"]!)).toContain('formatCode="&quot;$&quot;#,##0.00"');
  });

  it("names columns as Excel does", () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AB", "ZZ", "AAA"]);
  });
});
