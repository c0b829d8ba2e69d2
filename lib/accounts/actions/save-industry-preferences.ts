"use server";

import { saveIndustryPreferencesAction } from "./profile.core";

// Replaces the signed-in user's industry preferences in one transaction.
export async function saveIndustryPreferences(input: { industryIds: number[] }) {
  return saveIndustryPreferencesAction(input);
}
