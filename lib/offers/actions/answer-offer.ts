"use server";

import type { AnswerOfferInput } from "../schema";
import { answerOfferAction } from "./answer-offer.core";

// Accept in principle, decline with a message, or withdraw an offer's current version; Postgres checks again.
export async function answerOffer(input: AnswerOfferInput) {
  return answerOfferAction(input);
}
