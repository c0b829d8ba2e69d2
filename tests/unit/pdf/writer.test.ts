import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PdfWriter, wrap } from "@/lib/pdf/writer";

describe("the PDF writer", () => {
  it("wraps to the width and cuts a word wider than the page", async () => {
    const pdf = await PdfWriter.create({ margin: 64, mono: true });
    const hash = "a".repeat(64);
    const lines = wrap(`SHA-256 ${hash}`, pdf.mono!, 8.5, 120);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(pdf.mono!.widthOfTextAtSize(line, 8.5)).toBeLessThanOrEqual(120);
    expect(lines.join("").replace("SHA-256", "")).toBe(hash);
  });

  it("starts a new page at the foot, numbers every page and says what the document is", async () => {
    const pdf = await PdfWriter.create({ margin: 56 });
    for (let i = 0; i < 80; i++) pdf.write(`Ligne ${i} — une offre non engageante`, pdf.regular, 10);
    const bytes = await pdf.save((page, pages) => `Page ${page} de ${pages}`, {
      title: "Offre 😀 — v1",
      subject: "Offre non engageante",
      producer: "Marché des entreprises",
      locale: "fr",
      date: "2026-05-01T12:00:00Z",
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    // A character the standard fonts cannot draw becomes "?" (the emoji is two UTF-16 units, one code point).
    expect(doc.getTitle()).toBe("Offre ? — v1");
    expect(doc.getSubject()).toBe("Offre non engageante");
    expect(doc.getCreationDate()?.toISOString()).toBe("2026-05-01T12:00:00.000Z");
  });
});
