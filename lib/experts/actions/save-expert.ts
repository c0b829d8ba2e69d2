"use server";

import type { ExpertInput } from "@/lib/experts/schema";
import { saveExpertAction, submitExpertAction } from "./save-expert.core";

// Saves an expert profile draft or edit (autosave and the "Save" button).
export async function saveExpert(input: ExpertInput) {
  return saveExpertAction(input);
}

// Saves the profile and submits it for review.
export async function submitExpert(input: ExpertInput) {
  return submitExpertAction(input);
}
