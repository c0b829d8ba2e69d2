import "server-only";
import { createTranslator } from "use-intl/core";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import { absoluteUrl } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { queueEmail } from "@/lib/mail/outbox";
import type { Client } from "@/lib/supabase/types";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { lenderLabel } from "./mark";
import { getBuyerContact, type PrequalificationMark } from "./queries";

/** The buyer's e-mail once the team records a lender's mark, in a language: who, up to how much, until when, where to see it. */
function prequalificationMailText(
  mark: Pick<PrequalificationMark, "lender_name" | "lender_company" | "amount" | "qualified_on" | "expires_on">,
  locale: Locale,
  firstName: string | null,
): { subject: string; text: string } {
  const messages = locale === "en" ? en : fr;
  const t = createTranslator({ locale, messages, namespace: "prequalification.mail" });
  const site = createTranslator({ locale, messages, namespace: "meta" })("siteName");
  const amount = formatPrice(mark.amount, locale);
  const lender = lenderLabel({ name: mark.lender_name, company: mark.lender_company });
  const text = [
    firstName ? t("greeting", { name: firstName }) : t("greetingNoName"),
    "",
    t("recorded", { lender, amount, date: formatDate(mark.qualified_on, locale) }),
    t("valid", { date: formatDate(mark.expires_on, locale) }),
    "",
    t("sellers"),
    t("notALoan"),
    "",
    t("see", { url: absoluteUrl(locale, "/profil/dossiers") }),
    "",
    t("footer", { site }),
  ].join("\n");
  return { subject: t("subject", { amount, site }), text };
}

/** Queues the buyer's e-mail (their account's address, the language they asked in); once per mark. */
export async function mailPrequalificationRecorded(
  service: Client,
  mark: PrequalificationMark,
  locale: Locale,
): Promise<void> {
  const buyer = await getBuyerContact(service, mark.buyer_id);
  if (!buyer) return;
  const { subject, text } = prequalificationMailText(mark, locale, buyer.first_name);
  await queueEmail(service, {
    kind: "financing.prequalification",
    recipientId: mark.buyer_id,
    to: buyer.email,
    locale,
    subject,
    text,
    subjectRef: `financing_prequalification:${mark.id}`,
    dedupeKey: `financing_prequalification:${mark.id}:recorded`,
  });
}
