import { readSheet } from "read-excel-file/node";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { createCsvWriter } from "@/lib/exports/csv";
import type { ExportCell, ExportWriter } from "@/lib/exports/writer";
import { columnName, createXlsxWriter } from "@/lib/exports/xlsx";

const header = ["Nom", "Montant", "Note"];
const rows: ExportCell[][] = [
  ["Boulangerie Émilie", 125000, "dit « bonjour »,\nà demain"],
  ['=HYPERLINK("http://x")', -3, '"cité"'],
  ["+1+1", null, true],
];

/** Writes the rows two pages at a time, as the route does. */
function write(writer: ExportWriter): Buffer {
  const parts = [writer.start(), writer.rows(rows.slice(0, 2)), writer.rows(rows.slice(2)), writer.end()];
  return Buffer.concat(parts);
}

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

  it("names columns as Excel does", () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AB", "ZZ", "AAA"]);
  });
});
