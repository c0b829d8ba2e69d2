import "server-only";
import { createTranslator } from "use-intl/core";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import type { FinancingRequestValues } from "@/lib/financing/schema";
import { serverEnv } from "@/lib/server-env";
import { absoluteUrl } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { labelled } from "@/lib/i18n/typography";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { queueEmail } from "@/lib/mail/outbox";
import type { Client } from "@/lib/supabase/types";

type Saved = Omit<FinancingRequestValues, "website"> & {
  id: string;
  businessTitle: string | null;
  /** The province's name in French (the team's language). */
  provinceName: string;
  userId: string | null;
  /** The signed-in buyer's account address (verified by Auth), the only one the confirmation goes to. */
  userEmail: string | null;
  /** A pre-qualification request's lenders asked, by name; null for a financing request. */
  lenders?: string[] | null;
};

/** A pre-qualification request's own texts (its lenders asked, its words), in a language; null for a financing request. */
function prequalificationTexts(r: Saved, locale: Locale) {
  if (!r.lenders) return null;
  const t = createTranslator({ locale, messages: locale === "en" ? en : fr, namespace: "prequalification.mail" });
  return { t, lenders: labelled(locale, t("lendersAsked"), r.lenders.join(", ")) };
}

/**
 * The buyer's confirmation, in the buyer's language: what was received and what happens next. It goes
 * to the signed-in account's address only, never to one typed in the form (the site cannot be made
 * to mail anyone), and repeats nothing typed as text: amounts, the listing's own title, the reference.
 */
function buyerMail(r: Saved) {
  const messages = r.locale === "en" ? en : fr;
  const t = createTranslator({ locale: r.locale, messages, namespace: "financing.mail" });
  const site = createTranslator({ locale: r.locale, messages, namespace: "meta" })("siteName");
  const money = (v: number) => formatPrice(v, r.locale);
  const line = (label: string, value: string) => labelled(r.locale, label, value);
  const pq = prequalificationTexts(r, r.locale);
  const text = [
    t("greeting"),
    "",
    pq ? pq.t("requestReceived", { site }) : t("received", { site }),
    "",
    ...(r.businessTitle ? [line(t("deal"), r.businessTitle)] : []),
    ...(pq ? [pq.lenders] : []),
    line(t("price"), money(r.price)),
    line(t("downPayment"), money(r.down_payment)),
    line(t("amountRequested"), money(r.amount_requested)),
    ...consentLine(r, pq, t, line),
    "",
    pq ? pq.t("requestNext") : t("next"),
    "",
    t("reference", { id: r.id.slice(0, 8) }),
    pq
      ? pq.t("requestSee", { url: absoluteUrl(r.locale, "/profil/dossiers") })
      : absoluteUrl(r.locale, "/services/financement"),
  ].join("\n");
  return { subject: pq ? pq.t("requestSubject", { site }) : t("buyerSubject", { site }), text };
}

/** The team's notice, in French (the team's language), with everything needed to call back, in words. */
function teamMail(r: Saved) {
  const t = createTranslator({ locale: "fr", messages: fr, namespace: "financing.mail" });
  const form = createTranslator({ locale: "fr", messages: fr, namespace: "financing.form" });
  const money = (v: number | null) => (v === null ? "—" : formatPrice(v, "fr"));
  const line = (label: string, value: string) => labelled("fr", label, value);
  const pq = prequalificationTexts(r, "fr");
  // A calendar day: noon UTC is the same day in Montréal.
  const text = [
    pq ? pq.t("teamIntro") : t("teamIntro"),
    ...(pq ? [pq.lenders] : []),
    "",
    line(t("name"), r.name),
    line(t("email"), r.email),
    line(t("phone"), r.phone ?? "—"),
    line(t("province"), r.provinceName),
    line(t("experience"), r.experience),
    line(t("deal"), r.businessTitle ?? r.deal_description),
    line(t("purchaseType"), form(`purchaseTypes.${r.purchase_type}`)),
    line(t("targetDate"), r.target_date ? formatDate(r.target_date, "fr") : "—"),
    line(t("price"), money(r.price)),
    line(t("downPayment"), `${money(r.down_payment)} (${r.down_payment_source})`),
    line(t("amountRequested"), money(r.amount_requested)),
    line(t("sellerFinancing"), money(r.seller_financing)),
    line(t("workingCapital"), money(r.working_capital)),
    line(t("programs"), r.programs.map((p) => form(`programs.${p}`)).join(", ") || "—"),
    ...consentLine(r, pq, t, line),
    "",
    absoluteUrl("fr", pq ? "/admin/gestion/prequalifications" : "/admin/gestion/financement"),
  ].join("\n");
  return { subject: pq ? pq.t("teamSubject", { name: r.name }) : t("teamSubject", { name: r.name }), text };
}

/**
 * A financing request's line on sending it to partner lenders; none for a pre-qualification, which is
 * sent only with the buyer's consent and only to the lenders its own line names.
 */
function consentLine(
  r: Saved,
  pq: ReturnType<typeof prequalificationTexts>,
  t: (key: "consent" | "consentYes" | "consentNo") => string,
  line: (label: string, value: string) => string,
): string[] {
  return pq ? [] : [line(t("consent"), r.consent_lenders ? t("consentYes") : t("consentNo"))];
}

/**
 * Queues (saves, then sends) the buyer's confirmation (signed-in buyers: to their account's address)
 * and the team's notice. A mail that fails is recorded in the outbox and retried; the request itself
 * is already saved.
 */
export async function queueFinancingRequestMails(service: Client, saved: Saved) {
  const results = [];
  if (saved.userEmail) {
    const buyer = buyerMail(saved);
    results.push(
      await queueEmail(service, {
        kind: "financing_request_confirmation",
        recipientId: saved.userId,
        to: saved.userEmail,
        locale: saved.locale,
        subject: buyer.subject,
        text: buyer.text,
        subjectRef: `financing_request:${saved.id}`,
        dedupeKey: `financing_request:${saved.id}:buyer`,
      }),
    );
  }
  const inbox = serverEnv().CONTACT_INBOX;
  if (inbox) {
    const team = teamMail(saved);
    results.push(
      await queueEmail(service, {
        kind: "financing_request_notice",
        recipientId: null,
        to: inbox,
        locale: "fr",
        subject: team.subject,
        text: team.text,
        subjectRef: `financing_request:${saved.id}`,
        dedupeKey: `financing_request:${saved.id}:team`,
      }),
    );
  } else console.error(`[financing] CONTACT_INBOX is not set: no team notice for request ${saved.id}`);
  return results;
}
