import "server-only";
import type { PDFFont } from "pdf-lib";
import { PdfWriter } from "@/lib/pdf/writer";
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

const MARGIN = 64;
const BODY = 10.5;
const LEADING = 14.5;

/**
 * The signed agreement as a PDF, drawn on the server with pdf-lib: the text exactly as kept (never
 * rebuilt from a template), then the signature record (who, when in Montréal time, which language,
 * which version, the text's SHA-256, the keyed hash of the address). The hash is also the document's
 * subject and keywords, so a reader can compare it with the one the site keeps.
 */
export async function agreementPdf(agreement: SignedAgreement, labels: AgreementPdfLabels): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({ margin: MARGIN, mono: true });
  const { regular, bold } = pdf;
  const mono = pdf.mono!;
  const write = (text: string, font: PDFFont, size: number, leading = LEADING) =>
    pdf.write(text, font, size, { leading });

  agreementParagraphs(agreement.text).forEach((lines, index) => {
    lines.forEach((line, n) => {
      const title = index === 0 && n === 0;
      const heading = n === 0 && /^\d+\.\s/.test(line);
      if (heading) pdf.room(LEADING * 3);
      write(line, title || heading ? bold : regular, title ? 15 : BODY, title ? 20 : LEADING);
    });
    pdf.y -= LEADING * 0.6;
  });

  pdf.y -= LEADING;
  pdf.room(LEADING * 10);
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
    pdf.y -= 4;
  }

  return pdf.save((page, pages) => `${labels.page(page, pages)} · SHA-256 ${agreement.sha256.slice(0, 16)}…`, {
    title: `${agreement.text.split("\n", 1)[0] ?? ""} — ${agreement.listingTitle}`,
    subject: `SHA-256 ${agreement.sha256}`,
    keywords: [agreement.sha256, `request:${agreement.requestId}`, `version:${agreement.version}`, agreement.locale],
    producer: labels.producer,
    author: agreement.signedName,
    locale: agreement.locale,
    date: agreement.signedAt,
  });
}
