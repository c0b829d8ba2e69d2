"use server";

import type { LoginInput } from "@/lib/accounts/schemas/auth";
import { signInAction } from "./auth.core";

// Signs in with e-mail and password; returns where to go: the safe `redirect`, the saved page, or /admin.
export async function signIn(input: LoginInput) {
  return signInAction(input);
}
