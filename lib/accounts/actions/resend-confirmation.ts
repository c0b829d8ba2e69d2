"use server";

import { resendConfirmationAction } from "./auth.core";

// Sends the sign-up confirmation e-mail again.
export async function resendConfirmation(input: { email: string }) {
  return resendConfirmationAction(input);
}
