import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { getOffer, insertOffer, insertVersion } from "../queries";
import { offerRefusal } from "../refusal";
import { sendOfferSchema } from "../schema";
import { notifyOfferStep } from "../notify";

/**
 * Sends a version from the builder: a buyer's new offer on a file, or a counter by the party whose
 * turn it is. Postgres decides who and when (approved, open access; one open offer per buyer and
 * listing; the awaited party only; before the lapse date); the other party is e-mailed.
 */
export const sendOfferAction = defineAction({
  name: "offers.send",
  access: "user",
  schema: sendOfferSchema,
  handler: async (input, { client }) => {
    let offerId = input.offerId;
    try {
      if (offerId === null) offerId = await insertOffer(client, input.dealroomId, input.terms);
      else await insertVersion(client, offerId, input.terms);
    } catch (error) {
      return offerRefusal(error);
    }
    const offer = await getOffer(client, offerId);
    if (!offer?.awaiting) return fail("offers.errors.notAllowed");
    await notifyOfferStep(offer, input.offerId === null ? "received" : "countered", offer.awaiting);
    return ok({ offerId, version: offer.current_version });
  },
});
