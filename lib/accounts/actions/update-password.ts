"use server";

import type { UpdatePasswordInput } from "@/lib/accounts/schemas/auth";
import { updatePasswordAction } from "./auth.core";

// Sets a new password for the signed-in user (the recovery link signs them in first).
export async function updatePassword(input: UpdatePasswordInput) {
  return updatePasswordAction(input);
}
