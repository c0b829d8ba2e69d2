"use server";

import type { ProfileDetailsInput } from "@/lib/accounts/schemas/profile";
import { updateProfileDetailsAction } from "./profile.core";

// Saves the signed-in user's names, mobile phone and address.
export async function updateProfileDetails(input: ProfileDetailsInput) {
  return updateProfileDetailsAction(input);
}
