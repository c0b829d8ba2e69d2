import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

const PAGE = { width: 612, height: 792 }; // US Letter, as Quebec prints
export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.35, 0.35, 0.35);

/** The characters the standard fonts can draw (WinAnsi); anything else becomes "?" in the PDF only. */
function encoder(font: PDFFont) {
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

/** What a document says of itself (its texts as the fonts can draw them); `date` is its creation and modification date. */
type PdfInfo = {
  title: string;
  subject: string;
  keywords?: string[];
  producer: string;
  author?: string;
  locale: string;
  date: string;
};

/**
 * A document written top to bottom on US Letter pages with pdf-lib's standard fonts (Helvetica, its
 * bold, and Courier when asked): `write` wraps text to the margins and starts a new page when the
 * next lines would reach the foot; `y` is where the next line goes. `save` puts a footer on every
 * page and the document's information. The deal room's signed agreement and the offers' versions are
 * written with it.
 */
export class PdfWriter {
  page: PDFPage;
  y: number;
  readonly width: number;
  readonly clean: (text: string) => string;

  private constructor(
    readonly doc: PDFDocument,
    readonly margin: number,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly mono: PDFFont | undefined,
  ) {
    this.clean = encoder(regular);
    this.width = PAGE.width - 2 * margin;
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - margin;
  }

  static async create({ margin, mono = false }: { margin: number; mono?: boolean }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const courier = mono ? await doc.embedFont(StandardFonts.Courier) : undefined;
    return new PdfWriter(doc, margin, regular, bold, courier);
  }

  /** A new page when `height` more would reach the foot. */
  room(height: number) {
    if (this.y - height < this.margin + 24) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - this.margin;
    }
  }

  /** Text wrapped to the margins (from `x`), a line every `leading` points (the size + 4 unless told). */
  write(text: string, font: PDFFont, size: number, options: { x?: number; color?: RGB; leading?: number } = {}) {
    const x = options.x ?? this.margin;
    const leading = options.leading ?? size + 4;
    for (const line of wrap(this.clean(text), font, size, this.width - (x - this.margin))) {
      this.room(leading);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: options.color ?? INK });
      this.y -= leading;
    }
  }

  /** The footer of every page (given its number and the count), then the document's information and bytes. */
  async save(footer: (page: number, pages: number) => string, info: PdfInfo): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((p, index) => {
      const text = this.clean(footer(index + 1, pages.length));
      p.drawText(text, { x: this.margin, y: this.margin - 28, size: 8, font: this.regular, color: MUTED });
    });
    const doc = this.doc;
    doc.setTitle(this.clean(info.title));
    doc.setSubject(this.clean(info.subject));
    if (info.keywords) doc.setKeywords(info.keywords);
    doc.setProducer(this.clean(info.producer));
    doc.setCreator(this.clean(info.producer));
    if (info.author !== undefined) doc.setAuthor(this.clean(info.author));
    doc.setLanguage(info.locale === "en" ? "en-CA" : "fr-CA");
    doc.setCreationDate(new Date(info.date));
    doc.setModificationDate(new Date(info.date));
    return doc.save();
  }
}
