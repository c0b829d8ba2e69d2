import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { writeAnswer, type Offer } from "../queries";
import { offerRefusal } from "../refusal";
import { answerOfferSchema } from "../schema";
import { notifyOfferStep } from "../notify";

const STATUS = { accept: "accepted", decline: "declined", withdraw: "withdrawn" } as const;

/**
 * The awaited party accepts the current version in principle or declines it (with a message); its
 * author withdraws it. Postgres decides who and when (offers_05_guard); the other party is e-mailed.
 */
export const answerOfferAction = defineAction({
  name: "offers.answer",
  access: "user",
  schema: answerOfferSchema,
  handler: async (input, { client }) => {
    const status = STATUS[input.answer];
    let offer: Offer | null;
    try {
      offer = await writeAnswer(client, input.offerId, status, input.message.trim() || null);
    } catch (error) {
      return offerRefusal(error);
    }
    if (!offer) return fail("offers.errors.notAllowed");
    const author = offer.versions.at(-1)?.author_party ?? "buyer";
    // An answer goes to the version's author; a withdrawal to the party who was to answer it.
    const to = status === "withdrawn" ? (author === "buyer" ? "seller" : "buyer") : author;
    await notifyOfferStep(offer, status, to);
    return ok({ status: offer.status });
  },
});
