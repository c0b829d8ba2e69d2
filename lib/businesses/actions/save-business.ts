"use server";

import type { BusinessInput } from "@/lib/businesses/schema";
import { saveBusinessAction, submitBusinessAction } from "./save-business.core";

// Saves a business listing draft or edit (autosave and the "Save" button).
export async function saveBusiness(input: BusinessInput) {
  return saveBusinessAction(input);
}

// Saves the business and submits it for review.
export async function submitBusiness(input: BusinessInput) {
  return submitBusinessAction(input);
}
