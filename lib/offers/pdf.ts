import "server-only";
import { rgb, type PDFFont, type RGB } from "pdf-lib";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { INK, MUTED, PdfWriter, wrap } from "@/lib/pdf/writer";
import { changedFields, describeTerms, type CashFlow } from "./describe";
import type { OfferVersion } from "./queries";
import { offersText } from "./text";

const MARGIN = 56;
const LEADING = 14;
const LABEL_WIDTH = 170;
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
  const pdf = await PdfWriter.create({ margin: MARGIN });
  const { regular, bold, width, clean } = pdf;
  const write = pdf.write.bind(pdf);
  /** Lines one under the other from the current line, at `x`. */
  const column = (lines: string[], x: number, size: number, font: PDFFont, color: RGB) =>
    lines.forEach((line, i) => pdf.page.drawText(line, { x, y: pdf.y - 10 - i * LEADING, size, font, color }));

  write(t("pdf.title"), bold, 16);
  write(input.listingTitle, regular, 11);
  pdf.y -= 4;
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
  pdf.y -= 8;
  const boxTop = pdf.y;
  pdf.y -= 8;
  write(t("nonBinding.title"), bold, 11, { x: MARGIN + 10, color: MARK });
  write(t("nonBinding.text"), regular, 9.5, { x: MARGIN + 10 });
  pdf.y -= 4;
  pdf.page.drawRectangle({
    x: MARGIN,
    y: pdf.y,
    width,
    height: boxTop - pdf.y,
    borderColor: MARK,
    borderWidth: 1,
  });
  pdf.y -= LEADING;

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
    pdf.y -= 4;
  }
  for (const section of describeTerms(version, tt, locale, input.cashFlow)) {
    pdf.room(LEADING * 4);
    pdf.y -= 6;
    write(section.heading, bold, 12);
    pdf.y -= 2;
    for (const row of section.rows) {
      const mark = row.fields.some((f) => changed.has(f));
      // The label on the left, its value beside it; a row is never split across two pages.
      const labels = wrap(clean(mark ? `${row.label} *` : row.label), bold, 9, LABEL_WIDTH);
      const values = wrap(clean(row.value), regular, 10, width - LABEL_WIDTH - 12);
      const lines = Math.max(labels.length, values.length);
      pdf.room(lines * LEADING);
      column(labels, MARGIN, 9, bold, mark ? MARK : MUTED);
      column(values, MARGIN + LABEL_WIDTH + 12, 10, regular, INK);
      pdf.y -= lines * LEADING + 3;
    }
  }
  if (changed.size > 0) {
    pdf.y -= 4;
    write(t("pdf.changeMark"), regular, 8.5, { color: MARK });
  }
  if (version.message) {
    pdf.room(LEADING * 3);
    pdf.y -= 6;
    write(t("terms.message"), bold, 12);
    for (const paragraph of version.message.split(/\r?\n/)) write(paragraph, regular, 10);
  }

  return pdf.save((page, pages) => t("pdf.footer", { page, pages, offer: input.offerId, version: version.version }), {
    title: `${t("pdf.title")} — ${input.listingTitle} — v${version.version}`,
    subject: t("nonBinding.title"),
    producer: t("pdf.producer"),
    locale,
    date: version.created_at,
  });
}

/** The PDF's file name: `offre-12-v2.pdf` / `offer-12-v2.pdf`. */
export function offerPdfFileName(offerId: number, version: number, locale: Locale): string {
  return `${offersText(locale)("pdf.fileName")}-${offerId}-v${version}.pdf`;
}
