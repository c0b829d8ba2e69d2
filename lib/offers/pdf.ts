import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { encoder, wrap } from "@/lib/dealroom/pdf";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { changedFields, describeTerms, type CashFlow } from "./describe";
import type { OfferVersion } from "./queries";
import { offersText } from "./text";

const PAGE = { width: 612, height: 792 }; // US Letter, as Quebec prints
const MARGIN = 56;
const LEADING = 14;
const LABEL_WIDTH = 170;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const MARK = rgb(0.55, 0.33, 0);

type OfferPdfInput = {
  offerId: number;
  version: OfferVersion;
  previous: OfferVersion | undefined;
  listingTitle: string;
  cashFlow: CashFlow;
  locale: Locale;
};

/**
 * One version of an offer as a PDF, drawn on the server with pdf-lib (as the deal room's agreement):
 * "non-binding" at the top of the first page and at the foot of every page, the terms by section with
 * what changed since the previous version marked, the debt service and its coverage with the formula,
 * and the message. Written in the reader's language.
 */
export async function offerPdf(input: OfferPdfInput): Promise<Uint8Array> {
  const { version, locale } = input;
  const t = offersText(locale);
  const tt = (key: string, values?: Record<string, string | number>) => t(key as never, values as never);
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
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
  const write = (text: string, font: PDFFont, size: number, options: { x?: number; color?: typeof INK } = {}) => {
    const x = options.x ?? MARGIN;
    for (const line of wrap(clean(text), font, size, width - (x - MARGIN))) {
      room(size + 4);
      page.drawText(line, { x, y: y - size, size, font, color: options.color ?? INK });
      y -= size + 4;
    }
  };

  write(t("pdf.title"), bold, 16);
  write(input.listingTitle, regular, 11);
  y -= 4;
  write(
    t("pdf.versionLine", {
      version: version.version,
      author: t(`parties.${version.author_party}`),
      date: formatDateTime(version.created_at, locale),
      offer: input.offerId,
    }),
    regular,
    9,
    { color: MUTED },
  );
  y -= 8;
  const boxTop = y;
  y -= 8;
  write(t("nonBinding.title"), bold, 11, { x: MARGIN + 10, color: MARK });
  write(t("nonBinding.text"), regular, 9.5, { x: MARGIN + 10 });
  y -= 4;
  page.drawRectangle({
    x: MARGIN,
    y,
    width,
    height: boxTop - y,
    borderColor: MARK,
    borderWidth: 1,
  });
  y -= LEADING;

  const changed = changedFields(input.previous, version);
  if (input.previous) {
    write(
      changed.size > 0
        ? t("pdf.changedSince", { version: input.previous.version })
        : t("pdf.unchangedSince", { version: input.previous.version }),
      regular,
      9,
      { color: MUTED },
    );
    y -= 4;
  }
  for (const section of describeTerms(version, tt, locale, input.cashFlow)) {
    room(LEADING * 4);
    y -= 6;
    write(section.heading, bold, 12);
    y -= 2;
    for (const row of section.rows) {
      const mark = row.fields.some((f) => changed.has(f));
      // The label on the left, its value beside it; a row is never split across two pages.
      const labels = wrap(clean(mark ? `${row.label} *` : row.label), bold, 9, LABEL_WIDTH);
      const values = wrap(clean(row.value), regular, 10, width - LABEL_WIDTH - 12);
      const lines = Math.max(labels.length, values.length);
      room(lines * LEADING);
      labels.forEach((line, i) =>
        page.drawText(line, { x: MARGIN, y: y - 10 - i * LEADING, size: 9, font: bold, color: mark ? MARK : MUTED }),
      );
      values.forEach((line, i) =>
        page.drawText(line, {
          x: MARGIN + LABEL_WIDTH + 12,
          y: y - 10 - i * LEADING,
          size: 10,
          font: regular,
          color: INK,
        }),
      );
      y -= lines * LEADING + 3;
    }
  }
  if (changed.size > 0) {
    y -= 4;
    write(t("pdf.changeMark"), regular, 8.5, { color: MARK });
  }
  if (version.message) {
    room(LEADING * 3);
    y -= 6;
    write(t("terms.message"), bold, 12);
    for (const paragraph of version.message.split(/\r?\n/)) write(paragraph, regular, 10);
  }

  const pages = doc.getPages();
  pages.forEach((p, index) => {
    const footer = clean(
      t("pdf.footer", { page: index + 1, pages: pages.length, offer: input.offerId, version: version.version }),
    );
    p.drawText(footer, { x: MARGIN, y: MARGIN - 28, size: 8, font: regular, color: MUTED });
  });
  doc.setTitle(clean(`${t("pdf.title")} — ${input.listingTitle} — v${version.version}`));
  doc.setSubject(clean(t("nonBinding.title")));
  doc.setProducer(clean(t("pdf.producer")));
  doc.setCreator(clean(t("pdf.producer")));
  doc.setLanguage(locale === "en" ? "en-CA" : "fr-CA");
  doc.setCreationDate(new Date(version.created_at));
  doc.setModificationDate(new Date(version.created_at));
  return doc.save();
}

/** The PDF's file name: `offre-12-v2.pdf` / `offer-12-v2.pdf`. */
export function offerPdfFileName(offerId: number, version: number, locale: Locale): string {
  return `${offersText(locale)("pdf.fileName")}-${offerId}-v${version}.pdf`;
}
