import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { agreementParagraphs, type SignedAgreement } from "./agreement";

/** The texts around the agreement, in the recipient's language (messages `dealroom.pdf`). */
export type AgreementPdfLabels = {
  record: string;
  signedBy: string;
  email: string;
  signedAt: string;
  language: string;
  languageName: string;
  version: string;
  hash: string;
  ipHash: string;
  request: string;
  page: (page: number, pages: number) => string;
  producer: string;
  /** The signature time, written in Montréal's time in the recipient's language. */
  when: string;
};

const PAGE = { width: 612, height: 792 }; // US Letter, as Quebec prints
const MARGIN = 64;
const BODY = 10.5;
const LEADING = 14.5;

/** The characters the standard fonts can draw (WinAnsi); anything else becomes "?" in the PDF only. */
export function encoder(font: PDFFont) {
  const known = new Set(font.getCharacterSet());
  return (text: string) =>
    [...text.normalize("NFC").replace(/\u202f/g, "\u00a0")]
      .map((c) => (known.has(c.codePointAt(0)!) || c === "\n" ? c : "?"))
      .join("");
}

/** Breaks a line of text into lines no wider than `width`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
    // A single word wider than the page (a hash) is cut where it must be.
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}

/**
 * The signed agreement as a PDF, drawn on the server with pdf-lib: the text exactly as kept (never
 * rebuilt from a template), then the signature record (who, when in Montréal time, which language,
 * which version, the text's SHA-256, the keyed hash of the address). The hash is also the document's
 * subject and keywords, so a reader can compare it with the one the site keeps.
 */
export async function agreementPdf(agreement: SignedAgreement, labels: AgreementPdfLabels): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const clean = encoder(regular);
  const width = PAGE.width - 2 * MARGIN;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const room = (height: number) => {
    if (y - height < MARGIN + 24) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
  };
  const write = (text: string, font: PDFFont, size: number, leading = LEADING) => {
    for (const line of wrap(clean(text), font, size, width)) {
      room(leading);
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= leading;
    }
  };

  agreementParagraphs(agreement.text).forEach((lines, index) => {
    lines.forEach((line, n) => {
      const title = index === 0 && n === 0;
      const heading = n === 0 && /^\d+\.\s/.test(line);
      if (heading) room(LEADING * 3);
      write(line, title || heading ? bold : regular, title ? 15 : BODY, title ? 20 : LEADING);
    });
    y -= LEADING * 0.6;
  });

  y -= LEADING;
  room(LEADING * 10);
  write(labels.record, bold, 12, 18);
  const rows: Array<[string, string, PDFFont]> = [
    [labels.signedBy, agreement.signedName, regular],
    ...(agreement.buyerEmail
      ? ([[labels.email, agreement.buyerEmail, regular]] as Array<[string, string, PDFFont]>)
      : []),
    [labels.signedAt, labels.when, regular],
    [labels.language, labels.languageName, regular],
    [labels.version, String(agreement.version), regular],
    [labels.request, String(agreement.requestId), regular],
    [labels.hash, agreement.sha256, mono],
    ...(agreement.ipHash ? ([[labels.ipHash, agreement.ipHash, mono]] as Array<[string, string, PDFFont]>) : []),
  ];
  for (const [label, value, font] of rows) {
    write(label, bold, 9, 12);
    write(value, font, font === mono ? 8.5 : BODY, font === mono ? 12 : LEADING);
    y -= 4;
  }

  const pages = doc.getPages();
  pages.forEach((p, index) => {
    const footer = clean(`${labels.page(index + 1, pages.length)} · SHA-256 ${agreement.sha256.slice(0, 16)}…`);
    p.drawText(footer, { x: MARGIN, y: MARGIN - 28, size: 8, font: regular, color: rgb(0.35, 0.35, 0.35) });
  });

  const title = clean(agreement.text.split("\n", 1)[0] ?? "");
  doc.setTitle(`${title} — ${clean(agreement.listingTitle)}`);
  doc.setSubject(`SHA-256 ${agreement.sha256}`);
  doc.setKeywords([
    agreement.sha256,
    `request:${agreement.requestId}`,
    `version:${agreement.version}`,
    agreement.locale,
  ]);
  doc.setProducer(clean(labels.producer));
  doc.setCreator(clean(labels.producer));
  doc.setAuthor(clean(agreement.signedName));
  doc.setLanguage(agreement.locale === "en" ? "en-CA" : "fr-CA");
  doc.setCreationDate(new Date(agreement.signedAt));
  doc.setModificationDate(new Date(agreement.signedAt));
  return doc.save();
}
