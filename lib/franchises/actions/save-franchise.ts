"use server";

import type { FranchiseInput } from "@/lib/franchises/schema";
import { saveFranchiseAction, submitFranchiseAction } from "./save-franchise.core";

// Saves a franchise page draft or edit (autosave and the "Save" button).
export async function saveFranchise(input: FranchiseInput) {
  return saveFranchiseAction(input);
}

// Saves the franchise page and submits it for review.
export async function submitFranchise(input: FranchiseInput) {
  return submitFranchiseAction(input);
}
