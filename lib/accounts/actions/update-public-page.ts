"use server";

import type { PublicPageInput } from "@/lib/accounts/schemas/profile";
import { updatePublicPageAction } from "./profile.core";

// Turns the public seller page on or off, with its bio and slug; returns the slug the database kept.
export async function updatePublicPage(input: PublicPageInput) {
  return updatePublicPageAction(input);
}
