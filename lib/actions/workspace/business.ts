"use server";

import type { BusinessInput } from "@/lib/schemas/business";
import { saveBusinessAction, submitBusinessAction } from "./business.core";

// Saves a business listing draft or edit (autosave and the "Save" button).
export async function saveBusiness(input: BusinessInput) {
  return saveBusinessAction(input);
}

// Saves the business and submits it for review.
export async function submitBusiness(input: BusinessInput) {
  return submitBusinessAction(input);
}
