"use server";

import type { PasswordChangeInput } from "@/lib/accounts/schemas/profile";
import { changePasswordAction } from "./profile.core";

// Changes the signed-in user's password after checking the current one.
export async function changePassword(input: PasswordChangeInput) {
  return changePasswordAction(input);
}
