import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { formatPrice } from "@/lib/i18n/format";
import { absoluteUrl } from "@/lib/i18n/paths";
import { labelled } from "@/lib/i18n/typography";
import type { Locale } from "@/lib/i18n/routing";
import { createAdminClient } from "@/lib/supabase/admin";
import { QueryError, UNIQUE_VIOLATION } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";
import { sendDealroomMail } from "../mail";
import { buyerFilePath, sellerFilePath } from "../paths";
import { getRecipient, getRoomOwnerId } from "../queries/recipients";
import { getRequest, saveBuyerProfile, signRequest, type AccessRequest } from "../queries/requests";
import { getRoomListing, getRoomSummary, type RoomListing } from "../queries/rooms";
import { accessRequestSchema } from "../schema";
import { agreementFileName, dealroomText, signedAgreementOf, signedAgreementPdf } from "../signed-agreement";

/** dealroom_requests_guard's refusals, as the buyer reads them. */
const REFUSALS = [
  [/own listing/, "dealroom.request.errors.ownListing"],
  [/listing sold/, "dealroom.request.errors.sold"],
  [/listing not open|no such room/, "dealroom.request.errors.closed"],
  [/empty file/, "dealroom.request.errors.emptyFile"],
  [/agreement changed/, "dealroom.request.errors.changed"],
] as const;

function requestRefusal(error: unknown): ActionResult<never> {
  if (!(error instanceof QueryError)) throw error;
  if (error.code === UNIQUE_VIOLATION) return fail("dealroom.request.errors.already");
  const known = REFUSALS.find(([pattern]) => pattern.test(error.message));
  if (known) return fail(known[1]);
  throw error;
}

const titleIn = (listing: RoomListing, locale: Locale) =>
  locale === "en" && listing.title_en ? listing.title_en : listing.title_fr;

/** The buyer's profile as lines of the seller's e-mail, in the seller's language. */
function profileLines(request: AccessRequest, locale: Locale): string[] {
  const t = dealroomText(locale);
  return [
    labelled(locale, t("request.profile.signedName"), request.signed_name),
    labelled(locale, t("request.profile.email"), request.buyer_email ?? ""),
    labelled(locale, t("request.profile.capital"), formatPrice(Number(request.capital_available ?? 0), locale)),
    labelled(locale, t("request.profile.timeline"), request.timeline ? t(`timelines.${request.timeline}`) : ""),
    labelled(
      locale,
      t("request.profile.financing"),
      (request.financing ?? []).map((f) => t(`financing.${f}`)).join(", "),
    ),
    ...(request.financing_details
      ? [labelled(locale, t("request.profile.financingDetails"), request.financing_details)]
      : []),
    labelled(locale, t("request.profile.experience"), request.experience ?? ""),
  ];
}

/** The signed agreement to both parties, each in their language, with its PDF. A failure is the outbox's to retry. */
async function mailSignedAgreement(listing: RoomListing, roomId: number, request: AccessRequest): Promise<void> {
  const service = createAdminClient() as Client;
  const [buyer, ownerId] = await Promise.all([
    getRecipient(service, request.buyer_id),
    getRoomOwnerId(service, roomId),
  ]);
  const owner = ownerId ? await getRecipient(service, ownerId) : null;
  const subjectRef = `dealroom_request:${request.id}`;
  if (buyer) {
    const locale = request.agreement_locale === "en" ? "en" : "fr";
    const agreement = signedAgreementOf(request, titleIn(listing, locale));
    await sendDealroomMail(service, {
      kind: "requestSent",
      to: { ...buyer, locale },
      title: titleIn(listing, locale),
      url: absoluteUrl(locale, buyerFilePath(listing.kind, listing.slug)),
      subjectRef,
      attachment: {
        filename: agreementFileName(agreement, locale),
        bytes: await signedAgreementPdf(agreement, locale),
      },
    });
  }
  if (owner) {
    const agreement = signedAgreementOf(request, titleIn(listing, owner.locale));
    await sendDealroomMail(service, {
      kind: "requestReceived",
      to: owner,
      title: titleIn(listing, owner.locale),
      details: profileLines(request, owner.locale),
      url: absoluteUrl(owner.locale, sellerFilePath(listing.kind, listing.id)),
      subjectRef,
      attachment: {
        filename: agreementFileName(agreement, owner.locale),
        bytes: await signedAgreementPdf(agreement, owner.locale),
      },
    });
  }
}

/**
 * A buyer asks for a listing's file: their profile is saved on their account, then the request is
 * signed (Postgres composes and keeps the agreement, checks its hash against the one read, and
 * refuses one's own listing, a second request, a sold or closed listing, an empty file). Both
 * parties then get the signed agreement as a PDF.
 */
export const requestAccessAction = defineAction({
  name: "dealroom.request",
  access: "user",
  schema: accessRequestSchema,
  handler: async (input, { client, user }) => {
    const ref = { kind: input.kind, id: input.listingId };
    const [listing, room] = await Promise.all([
      getRoomListing(client, ref.kind, { id: ref.id }),
      getRoomSummary(client, ref),
    ]);
    if (!listing || !room) return fail("dealroom.request.errors.closed");
    let request: AccessRequest | null;
    try {
      await saveBuyerProfile(client, user.userId, {
        capital_available: input.capitalAvailable,
        experience: input.experience,
        timeline: input.timeline,
        financing: input.financing,
        financing_details: input.financingDetails || null,
      });
      // The signature's record is the server's: the buyer is the session's, the address's hash ours.
      const id = await signRequest(createAdminClient() as Client, {
        roomId: room.id,
        buyerId: user.userId,
        locale: input.locale,
        sha256: input.sha256,
        signedName: input.signedName,
        ipHash: input.ipHash,
      });
      request = await getRequest(client, id);
    } catch (error) {
      return requestRefusal(error);
    }
    if (!request) return fail("dealroom.request.errors.closed");
    try {
      await mailSignedAgreement(listing, room.id, request);
    } catch (error) {
      // The request stands; what could not be sent is in the outbox (or the log) for the team.
      console.error("[dealroom.request] e-mails not queued:", error);
    }
    return ok({ requestId: request.id });
  },
});
