import "server-only";
import { headers } from "next/headers";
import type { Client } from "@/lib/supabase/types";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { actionLocale } from "@/lib/i18n/action-locale";
import type { Locale } from "@/lib/i18n/routing";
import { createListingInquiry, getInquiryListing, type InquiryListing } from "@/lib/listings/queries/inquiries";
import { getInquiryRecipient } from "@/lib/listings/queries/inquiry-recipients";
import { rateLimits } from "@/lib/http/rate-limits";
import { hitRateLimit } from "@/lib/http/queries";
import { clientIpHash } from "@/lib/http/client-ip";
import { itemOwnerId } from "@/lib/listings/queries/items";
import { composeInquiryCopy, sendListingInquiryMail } from "@/lib/listings/inquiry-mail";
import { queueEmail } from "@/lib/mail/outbox";
import { INQUIRY_OPEN_STATUSES, inquirySchema, type InquiryValues } from "@/lib/listings/schemas/inquiry";
import { absoluteUrl } from "@/lib/i18n/paths";
import { createAdminClient } from "@/lib/supabase/admin";
import { QueryError } from "@/lib/supabase/errors";
import { createPublicClient } from "@/lib/supabase/public";

/**
 * Who sends the inquiry: the hashed IP (rate limit), the page's language and the signed-in user, if
 * any, with the account's (verified) e-mail address.
 */
export type InquiryContext = { ipHash: string; locale: Locale; userId: string | null; userEmail?: string | null };

/**
 * `visitor` reads the listing as the anonymous visitor sees it; `service` (secret key) saves the inquiry once
 * this action's checks passed (the Data API refuses inquiries from visitors) and reads the owner's address.
 */
export type InquiryClients = { visitor: Client; service: Client };

/**
 * A buyer's message from a business or property listing page to the listing's owner, through the
 * one action wrapper (the form's values checked by inquirySchema, the caller's session read);
 * the request gives the hashed IP and the language.
 */
export const sendListingInquiryAction = defineAction({
  name: "inquiry",
  schema: inquirySchema,
  access: "public",
  handler: async (values, { user }) =>
    processListingInquiry(
      values,
      {
        ipHash: clientIpHash(await headers()),
        locale: await actionLocale(),
        userId: user?.userId ?? null,
        userEmail: user?.email ?? null,
      },
      { visitor: createPublicClient(), service: createAdminClient() },
    ),
});

/**
 * A valid inquiry to the owner of a business or property listing: bots thanked and dropped, rate
 * limited, saved first, then e-mailed to the owner, and a copy to the buyer. A mail failure is
 * logged and the buyer still hears that the message is received: it is stored and the owner reads
 * it in the dashboard.
 */
export async function processListingInquiry(
  values: InquiryValues,
  context: InquiryContext,
  clients: InquiryClients,
): Promise<ActionResult<{ outcome: "received" }>> {
  if (values.website) return ok({ outcome: "received" });

  if (!(await hitRateLimit(clients.service, rateLimits.listingInquiry, context.ipHash)))
    return fail("forms.errors.rateLimited");

  const listing = await getInquiryListing(clients.visitor, values.listingKind, values.listingSlug);
  if (!listing || !INQUIRY_OPEN_STATUSES.includes(listing.status)) return fail("inquiry.errors.unavailable");
  // The owner, read with the server key: a confidential business names none to its visitors.
  if (context.userId && context.userId === (await itemOwnerId(clients.service, values.listingKind, listing.id)))
    return fail("inquiry.errors.ownListing");

  try {
    await createListingInquiry(clients.service, {
      target: listing.target,
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      message: values.message,
      locale: context.locale,
    });
  } catch (error) {
    // 42501: the listing closed (sold, withdrawn) between the read and the insert.
    if (error instanceof QueryError && error.code === "42501") return fail("inquiry.errors.unavailable");
    throw error;
  }

  try {
    await mailOwner(clients.service, listing, values, context.locale);
  } catch (mailError) {
    console.error(`[inquiry] e-mail to the owner of ${listing.path} failed (the inquiry is saved):`, mailError);
  }
  await copyToBuyer(clients.service, listing, values, context);
  return ok({ outcome: "received" });
}

/** The buyer's copy, in the page's language, through the outbox (kept and retried there; never throws). */
async function copyToBuyer(service: Client, listing: InquiryListing, values: InquiryValues, context: InquiryContext) {
  try {
    const verified = !!context.userEmail && context.userEmail.toLowerCase() === values.email.toLowerCase();
    const title = context.locale === "en" ? (listing.titleEn ?? listing.titleFr) : listing.titleFr;
    const mail = composeInquiryCopy({
      listing: { title, url: absoluteUrl(context.locale, listing.path) },
      buyer: { name: values.name, message: values.message, locale: context.locale },
      party: listing.lease ? "tenant" : "buyer",
      verified,
    });
    await queueEmail(service, {
      kind: "inquiry.copy",
      recipientId: verified ? context.userId : null,
      to: values.email,
      locale: context.locale,
      subject: mail.subject,
      text: mail.text,
      subjectRef: `${"entrepriseId" in listing.target ? "entreprise" : "immobilier"}:${listing.id}`,
    });
  } catch (error) {
    console.error(`[inquiry] copy to the buyer of ${listing.path} not saved:`, error);
  }
}

async function mailOwner(service: Client, listing: InquiryListing, values: InquiryValues, buyerLocale: Locale) {
  const recipient = await getInquiryRecipient(service, listing.target);
  if (!recipient) throw new Error("the owner has no e-mail address");
  const title = recipient.locale === "en" ? (listing.titleEn ?? listing.titleFr) : listing.titleFr;
  await sendListingInquiryMail({
    recipient,
    listing: { title, url: absoluteUrl(recipient.locale, listing.path) },
    buyer: {
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      message: values.message,
      locale: buyerLocale,
    },
    party: listing.lease ? "tenant" : "buyer",
  });
}
