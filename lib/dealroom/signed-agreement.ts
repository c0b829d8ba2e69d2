import "server-only";
import { createTranslator } from "use-intl/core";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import type { SignedAgreement } from "./agreement";
import { agreementPdf } from "./pdf";
import type { AccessRequest } from "./queries/requests";

/** next-intl's translator of the deal room's messages in a language, for e-mails and PDFs (no request). */
export function dealroomText(locale: Locale) {
  return createTranslator({ locale, messages: locale === "en" ? en : fr, namespace: "dealroom" });
}

/** A kept request as the agreement it records: the exact text signed, never rebuilt. */
export function signedAgreementOf(request: AccessRequest, listingTitle: string): SignedAgreement {
  return {
    requestId: request.id,
    version: request.agreement_version,
    locale: request.agreement_locale === "en" ? "en" : "fr",
    text: request.agreement_text,
    sha256: request.agreement_sha256,
    signedName: request.signed_name,
    signedAt: request.signed_at,
    buyerEmail: request.buyer_email,
    ipHash: request.signer_ip_hash,
    listingTitle,
  };
}

/** The signed agreement as a PDF, its record written in `locale` (the text stays in the language it was signed in). */
export async function signedAgreementPdf(agreement: SignedAgreement, locale: Locale): Promise<Uint8Array> {
  const t = dealroomText(locale);
  return agreementPdf(agreement, {
    record: t("pdf.record"),
    signedBy: t("pdf.signedBy"),
    email: t("pdf.email"),
    signedAt: t("pdf.signedAt"),
    language: t("pdf.language"),
    languageName: t(agreement.locale === "en" ? "pdf.english" : "pdf.french"),
    version: t("pdf.version"),
    hash: t("pdf.hash"),
    ipHash: t("pdf.ipHash"),
    request: t("pdf.request"),
    page: (page, pages) => t("pdf.page", { page, pages }),
    producer: t("pdf.producer"),
    when: formatDateTime(agreement.signedAt, locale),
  });
}

/** The file name of a signed agreement's PDF. */
export function agreementFileName(agreement: SignedAgreement, locale: Locale): string {
  return `${dealroomText(locale)("pdf.fileName")}-${agreement.requestId}.pdf`;
}
