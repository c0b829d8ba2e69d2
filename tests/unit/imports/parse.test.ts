/**
 * Issue 22 (imports): reading a file as people save it (any separator, with or without BOM,
 * quoted line breaks, French or English headers) and their values (amounts and dates in French
 * and English formats); what the site writes back cannot run as a formula.
 */
import { strToU8, zipSync } from "fflate";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import fr from "@/messages/fr.json";
import en from "@/messages/en.json";
import { BUSINESS_FIELDS } from "@/lib/imports/businesses";
import { toCsv } from "@/lib/csv";
import { detectMapping, rowSchema } from "@/lib/imports/fields";
import { ImportFileError, parseCsv, parseUpload } from "@/lib/imports/parse";
import { parseAmount, parseDate, parseYesNo } from "@/lib/imports/values";

describe("parseCsv", () => {
  const expected = { headers: ["Titre", "Prix"], rows: [["Boulangerie", "1 250 000 $"]] };

  it.each([",", ";", "\t", "|"])("guesses the separator %j", (sep) => {
    expect(parseCsv(`Titre${sep}Prix\nBoulangerie${sep}1 250 000 $\n`)).toEqual(expected);
  });

  it("reads UTF-8 with and without a byte order mark the same", async () => {
    const text = "Titre;Prix\r\nBoulangerie;1 250 000 $\r\n";
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    expect(await parseUpload("a.csv", withBom)).toEqual(expected);
    expect(await parseUpload("a.csv", Buffer.from(text))).toEqual(expected);
  });

  it("keeps separators and line breaks inside quoted cells, skips blank lines", () => {
    const table = parseCsv('Titre,Description\n"Café, bar","Ligne 1\nLigne 2 ""citée"""\n\n');
    expect(table.rows).toEqual([["Café, bar", 'Ligne 1\nLigne 2 "citée"']]);
  });

  it("reads Excel's Windows-1252 and UTF-16 CSVs with their accents", async () => {
    const text = "Titre;Ville\r\nCafé;Montréal\r\n";
    const expectedAccents = { headers: ["Titre", "Ville"], rows: [["Café", "Montréal"]] };
    expect(await parseUpload("a.csv", Buffer.from(text, "latin1"))).toEqual(expectedAccents);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    expect(await parseUpload("a.txt", utf16)).toEqual(expectedAccents);
  });

  it("refuses a file that is not text (a workbook, an image, a PDF renamed .csv) as unreadable", async () => {
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
      "hex",
    );
    await expect(parseUpload("photo.csv", png)).rejects.toMatchObject({ code: "unreadable" });
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.7\n"),
      Buffer.from([...Array(600).keys()].map((i) => (i * 37) % 256)),
    ]);
    await expect(parseUpload("rapport.csv", pdf)).rejects.toMatchObject({ code: "unreadable" });
    await expect(parseUpload("classeur.csv", xlsx([["Titre"], ["Café"]]))).rejects.toMatchObject({
      code: "unreadable",
    });
  });

  it("refuses an empty file and other types", async () => {
    expect(() => parseCsv("Titre;Prix\n")).toThrow(ImportFileError);
    await expect(parseUpload("a.pdf", Buffer.from("x"))).rejects.toMatchObject({ code: "type" });
  });
});

/** The smallest workbook Excel writes the same way: one sheet, inline strings and numbers. */
function xlsx(rows: (string | number)[][]): Buffer {
  const cell = (v: string | number, r: number, c: number) => {
    const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
    return typeof v === "number"
      ? `<c r="${ref}"><v>${v}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`;
  };
  const sheet = rows.map((row, r) => `<row r="${r + 1}">${row.map((v, c) => cell(v, r, c)).join("")}</row>`).join("");
  const main = "http://schemas.openxmlformats.org";
  return Buffer.from(
    zipSync({
      "[Content_Types].xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${main}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
      "_rels/.rels": strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${main}/package/2006/relationships"><Relationship Id="rId1" Type="${main}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      "xl/workbook.xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}/spreadsheetml/2006/main" xmlns:r="${main}/officeDocument/2006/relationships"><sheets><sheet name="Feuil1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      "xl/_rels/workbook.xml.rels": strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${main}/package/2006/relationships"><Relationship Id="rId1" Type="${main}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      "xl/worksheets/sheet1.xml": strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`,
      ),
    }),
  );
}

describe("parseUpload (XLSX)", () => {
  it("reads the first sheet, every cell as text", async () => {
    const table = await parseUpload(
      "entreprises.xlsx",
      xlsx([
        ["Titre", "Prix"],
        ["Boulangerie", 1250000],
      ]),
    );
    expect(table).toEqual({ headers: ["Titre", "Prix"], rows: [["Boulangerie", "1250000"]] });
  });

  it("says a broken workbook is unreadable", async () => {
    await expect(parseUpload("a.xlsx", Buffer.from("not a zip"))).rejects.toMatchObject({ code: "unreadable" });
  });
});

describe("headers", () => {
  it("maps French and English headers (accents, case and punctuation aside)", () => {
    const mapping = detectMapping(BUSINESS_FIELDS, ["RÉFÉRENCE", "Titre", "Catégorie", "Prix demandé", "Courriel"]);
    expect(mapping).toMatchObject({
      reference: 0,
      title_fr: 1,
      category: 2,
      asking_price: 3,
      owner_email: 4,
      city: null,
    });
    expect(detectMapping(BUSINESS_FIELDS, ["Reference", "Title", "Category", "Asking price"])).toMatchObject({
      reference: 0,
      title_fr: 1,
      category: 2,
      asking_price: 3,
    });
  });

  it("recognises the template's own headers in both languages", () => {
    for (const messages of [fr, en]) {
      const labels = BUSINESS_FIELDS.map((f) => messages.imports.fields[f.key]);
      const mapping = detectMapping(BUSINESS_FIELDS, labels);
      expect(Object.values(mapping)).toEqual(BUSINESS_FIELDS.map((_, i) => i));
    }
  });
});

describe("values", () => {
  it.each([
    ["1 250 000 $", 1_250_000],
    ["1\u00a0250\u00a0000,50 $", 1_250_000.5],
    ["1,250,000", 1_250_000],
    ["$1,250,000.50", 1_250_000.5],
    ["1.250.000,75", 1_250_000.75],
    ["250000", 250_000],
    ["0,5", 0.5],
    ["-12 000 $", -12_000],
  ])("reads the amount %j", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(["abc", "12 $ 34", "1,2,3", "", "$"])("refuses %j as an amount", (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it.each([
    ["2026-11-26", "2026-11-26"],
    ["26/11/2026", "2026-11-26"],
    ["11/26/2026", "2026-11-26"],
    ["03/04/2026", "2026-04-03"],
    ["26 novembre 2026", "2026-11-26"],
    ["1er mars 2026", "2026-03-01"],
    ["November 26, 2026", "2026-11-26"],
    ["26 Nov 2026", "2026-11-26"],
  ])("reads the date %j", (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each(["31/02/2026", "2026-13-01", "demain"])("refuses %j as a date", (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it("reads yes and no in both languages", () => {
    expect(["Oui", "yes", "VRAI", "x"].map(parseYesNo)).toEqual([true, true, true, true]);
    expect(["non", "No", "faux", "0"].map(parseYesNo)).toEqual([false, false, false, false]);
    expect(parseYesNo("peut-être")).toBeNull();
  });

  it("says each bad cell with its code through the row schema", () => {
    const result = rowSchema(BUSINESS_FIELDS).safeParse({
      reference: "",
      title_fr: "Épicerie",
      category: "Commerce",
      asking_price: "beaucoup",
      confirmed_on: "31/02/2026",
    });
    expect(result.success).toBe(false);
    const codes = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(codes).toEqual({ reference: "required", asking_price: "amount", confirmed_on: "date" });
  });
});

describe("toCsv", () => {
  it("starts with a BOM and escapes every cell a spreadsheet would run", () => {
    const csv = toCsv(
      ["a", "b"],
      [
        ['=HYPERLINK("http://x")', "+1"],
        ["-2", "@SUM(A1)"],
        ["ok", "\tx"],
      ],
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1)).data;
    expect(rows.slice(1)).toEqual([
      ['\'=HYPERLINK("http://x")', "'+1"],
      ["'-2", "'@SUM(A1)"],
      ["ok", "'\tx"],
    ]);
  });
});
