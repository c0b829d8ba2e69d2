import "server-only";
import { mailOfferStep, type OfferMailKind } from "./mail";
import type { Offer } from "./queries";
import type { OfferParty } from "./types";

/** Mails a step to its recipient; an e-mail that cannot be queued never undoes the step (the outbox retries what it saved). */
export async function notifyOfferStep(offer: Offer, kind: OfferMailKind, to: OfferParty | "both"): Promise<void> {
  try {
    await mailOfferStep(offer, kind, to);
  } catch (error) {
    console.error(`[offers.${kind}] e-mail not queued:`, error);
  }
}
