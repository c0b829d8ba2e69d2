"use server";

import type { PasswordResetInput } from "@/lib/accounts/schemas/auth";
import { requestPasswordResetAction } from "./auth.core";

// Sends the password-recovery e-mail; the answer is the same whether the account exists or not.
export async function requestPasswordReset(input: PasswordResetInput) {
  return requestPasswordResetAction(input);
}
