import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { formatDate } from "@/lib/i18n/format";
import { absoluteUrl } from "@/lib/i18n/paths";
import { labelled } from "@/lib/i18n/typography";
import { createAdminClient } from "@/lib/supabase/admin";
import { QueryError } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";
import { sendDealroomMail } from "../mail";
import { buyerFilePath } from "../paths";
import { getRecipient } from "../queries/recipients";
import { writeDecision, type AccessRequest, type Decision } from "../queries/requests";
import { decisionSchema } from "../schema";
import { getRoomListingOfRoom } from "../queries/rooms";
import { dealroomText } from "../signed-agreement";

function decisionRefusal(error: unknown): ActionResult<never> {
  if (!(error instanceof QueryError)) throw error;
  if (/decline needs a message/.test(error.message))
    return fail("forms.errors.invalid", { message: "dealroom.decision.errors.messageRequired" });
  if (/listing not open/.test(error.message)) return fail("dealroom.decision.errors.closed");
  if (error.code === "42501") return fail("dealroom.decision.errors.notAllowed");
  throw error;
}

/** The buyer hears of each decision in the language they signed in (the listing's title only, never its identity). */
async function mailBuyer(request: AccessRequest, kind: "approved" | "declined" | "revoked" | "extended") {
  const service = createAdminClient() as Client;
  const buyer = await getRecipient(service, request.buyer_id);
  const listing = await getRoomListingOfRoom(service, request.dealroom_id);
  if (!buyer || !listing) return;
  const locale = request.agreement_locale === "en" ? "en" : "fr";
  const title = locale === "en" && listing.title_en ? listing.title_en : listing.title_fr;
  const note = kind === "declined" ? request.decision_message : kind === "revoked" ? request.revoke_reason : null;
  await sendDealroomMail(service, {
    kind,
    to: { ...buyer, locale },
    title,
    values: { date: request.expires_at ? formatDate(request.expires_at, locale) : "" },
    details: note ? [labelled(locale, dealroomText(locale)("mail.sellerMessage"), note)] : [],
    url: absoluteUrl(locale, buyerFilePath(listing.kind, listing.slug)),
    subjectRef: `dealroom_request:${request.id}`,
  });
}

const MAILS = { approve: "approved", decline: "declined", revoke: "revoked", extend: "extended" } as const;

/**
 * The listing's owner (or an admin) decides a request. Postgres checks who and which move
 * (dealroom_requests_05_guard: never the buyer; pending → approved or declined, approved → revoked,
 * an approval extended by 90 days); the buyer is e-mailed at each step.
 */
export const decideRequestAction = defineAction({
  name: "dealroom.decide",
  access: "user",
  schema: decisionSchema,
  handler: async (input, { client }) => {
    const decision: Decision =
      input.decision === "approve"
        ? { kind: "approve", message: input.message }
        : input.decision === "decline"
          ? { kind: "decline", message: input.message }
          : input.decision === "revoke"
            ? { kind: "revoke", reason: input.message }
            : { kind: "extend" };
    let request: AccessRequest | null;
    try {
      request = await writeDecision(client, input.requestId, decision);
    } catch (error) {
      return decisionRefusal(error);
    }
    if (!request) return fail("dealroom.decision.errors.notAllowed");
    try {
      await mailBuyer(request, MAILS[input.decision]);
    } catch (error) {
      console.error("[dealroom.decide] e-mail not queued:", error);
    }
    return ok({ status: request.status, expiresAt: request.expires_at });
  },
});
