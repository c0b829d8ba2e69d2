"use server";

import type { SendOfferInput } from "../schema";
import { sendOfferAction } from "./send-offer.core";

// A buyer sends an offer, or either party a counter; Postgres checks again.
export async function sendOffer(input: SendOfferInput) {
  return sendOfferAction(input);
}
