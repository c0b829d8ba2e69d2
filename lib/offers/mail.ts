import "server-only";
import { getRecipient, getRoomOwnerId, type Recipient } from "@/lib/dealroom/queries/recipients";
import { getRoomListingOfRoom } from "@/lib/dealroom/queries/rooms";
import { formatDate } from "@/lib/i18n/format";
import { absoluteUrl } from "@/lib/i18n/paths";
import { labelled } from "@/lib/i18n/typography";
import { queueEmail } from "@/lib/mail/outbox";
import { createAdminClient } from "@/lib/supabase/admin";
import type { Client } from "@/lib/supabase/types";
import { formatCents } from "./format";
import { buyerOfferPath, sellerOffersPath } from "./paths";
import type { Offer } from "./queries";
import { offersText } from "./text";
import type { OfferParty } from "./types";

/** Each step of an offer the other party hears of; a lapse is told to both. */
export type OfferMailKind = "received" | "countered" | "accepted" | "declined" | "withdrawn" | "lapsed";

type Listing = { id: number; slug: string; title_fr: string; title_en: string | null };

/** One e-mail in the recipient's language: what happened, the current terms in short, the message, the link. */
function compose(kind: OfferMailKind, offer: Offer, listing: Listing, to: Recipient, role: OfferParty) {
  const t = offersText(to.locale);
  const title = to.locale === "en" && listing.title_en ? listing.title_en : listing.title_fr;
  const current = offer.versions.at(-1);
  const path = role === "buyer" ? buyerOfferPath(listing.slug) : sellerOffersPath(listing.id);
  const note =
    kind === "declined"
      ? offer.decision_message
      : kind === "received" || kind === "countered"
        ? current?.message
        : null;
  const details = current
    ? [
        labelled(to.locale, t("mail.price"), formatCents(current.price_cents, to.locale)),
        labelled(to.locale, t("mail.version"), String(current.version)),
        labelled(to.locale, t("mail.lapse"), formatDate(current.lapse_date, to.locale)),
        ...(note ? [labelled(to.locale, t("mail.message"), note)] : []),
      ]
    : [];
  const lines = [
    to.first_name ? t("mail.greeting", { name: to.first_name }) : t("mail.greetingNoName"),
    "",
    t(`mail.${kind}.intro`, { title }),
    "",
    ...details,
    "",
    t("mail.nonBinding"),
    "",
    t("mail.action", { url: absoluteUrl(to.locale, path) }),
    "",
    t("mail.footer"),
  ];
  return { subject: t(`mail.${kind}.subject`, { title }), text: lines.join("\n") };
}

/**
 * Tells the other party of a step (or both, for a lapse), each in their account's language, through
 * the outbox (a failure is recorded there and retried). The listing's title only, never a
 * confidential business's name; the link leads to the recipient's own page of the offer.
 */
export async function mailOfferStep(offer: Offer, kind: OfferMailKind, to: OfferParty | "both"): Promise<void> {
  const service = createAdminClient() as Client;
  const listing = await getRoomListingOfRoom(service, offer.dealroom_id);
  if (!listing) return;
  const parties: OfferParty[] = to === "both" ? ["buyer", "seller"] : [to];
  const version = offer.versions.at(-1)?.version ?? 0;
  for (const role of parties) {
    const userId = role === "buyer" ? offer.buyer_id : await getRoomOwnerId(service, offer.dealroom_id);
    const recipient = userId ? await getRecipient(service, userId) : null;
    if (!recipient) continue;
    const { subject, text } = compose(kind, offer, listing, recipient, role);
    await queueEmail(service, {
      kind: `offers.${kind}`,
      recipientId: recipient.userId,
      to: recipient.email,
      locale: recipient.locale,
      subject,
      text,
      subjectRef: `offer:${offer.id}`,
      dedupeKey: `offer:${offer.id}:${version}:${kind}:${role}`,
    });
  }
}
