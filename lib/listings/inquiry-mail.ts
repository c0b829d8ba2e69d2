import "server-only";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/routing";
import type { InquiryRecipient } from "@/lib/listings/queries/inquiry-recipients";
import { serverEnv } from "@/lib/server-env";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { labelled } from "@/lib/i18n/typography";
import { mailer } from "@/lib/mail/mailer";

export type ListingInquiryMail = {
  recipient: InquiryRecipient;
  listing: { title: string; url: string };
  buyer: { name: string; email: string; phone: string | null; message: string; locale: Locale };
  /** Who writes: a buyer (businesses, properties for sale) or a prospective tenant (properties for lease). */
  party: "buyer" | "tenant";
};

/**
 * E-mails a saved inquiry to the listing's owner, in the owner's language, with the buyer
 * as reply-to so that answering the e-mail answers the buyer. Throws on failure.
 */
export async function sendListingInquiryMail({ recipient, listing, buyer, party }: ListingInquiryMail): Promise<void> {
  const env = serverEnv();
  const transport = mailer();
  if (!transport || !env.MAIL_FROM) throw new Error("Mail is not configured (SMTP_HOST, SMTP_PORT, MAIL_FROM)");
  const messages = recipient.locale === "en" ? en : fr;
  const t = createTranslator({ locale: recipient.locale, messages, namespace: "inquiry.mail" });
  const site = createTranslator({ locale: recipient.locale, messages, namespace: "meta" })("siteName");
  const lines = [
    recipient.first_name ? t("greeting", { name: recipient.first_name }) : t("greetingNoName"),
    "",
    t("intro", { name: buyer.name, title: listing.title, site }),
    "",
    labelled(recipient.locale, t("name"), buyer.name),
    labelled(recipient.locale, t("email"), buyer.email),
    labelled(recipient.locale, t("phone"), buyer.phone || t("none")),
    labelled(recipient.locale, t("language", { party }), t(buyer.locale === "en" ? "languageEn" : "languageFr")),
    "",
    "—".repeat(20),
    buyer.message,
    "—".repeat(20),
    "",
    t("replyHint", { name: buyer.name }),
    t("listingLink", { url: listing.url }),
    "",
    t("footer", { site, party }),
  ];
  await transport.sendMail({
    from: env.MAIL_FROM,
    to: recipient.email,
    replyTo: { name: buyer.name, address: buyer.email },
    subject: t("subject", { title: listing.title }),
    text: lines.join("\n"),
  });
}

export type InquiryCopy = {
  listing: { title: string; url: string };
  buyer: { name: string; message: string; locale: Locale };
  party: "buyer" | "tenant";
  /**
   * The address is the signed-in buyer's own: the copy quotes the message. To an address nobody
   * proved, only a receipt goes (no text a stranger typed), so the form cannot relay mail to others.
   */
  verified: boolean;
};

/** The buyer's copy of an inquiry, in the buyer's language, with the listing's link. */
export function composeInquiryCopy({ listing, buyer, party, verified }: InquiryCopy): {
  subject: string;
  text: string;
} {
  const messages = buyer.locale === "en" ? en : fr;
  const t = createTranslator({ locale: buyer.locale, messages, namespace: "inquiry.copy" });
  const site = createTranslator({ locale: buyer.locale, messages, namespace: "meta" })("siteName");
  const lines = [
    verified ? t("greeting", { name: buyer.name }) : t("greetingNoName"),
    "",
    t("intro", { title: listing.title, site, party }),
    ...(verified ? ["", t("yourMessage"), "—".repeat(20), buyer.message, "—".repeat(20)] : []),
    "",
    t("listingLink", { url: listing.url }),
    "",
    t("notYou"),
    t("footer", { site }),
  ];
  return { subject: t("subject", { title: listing.title }), text: lines.join("\n") };
}
