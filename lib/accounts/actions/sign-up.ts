"use server";

import type { SignupInput } from "@/lib/accounts/schemas/auth";
import { signUpAction } from "./auth.core";

// Creates an account; with e-mail confirmation on, the visitor is asked to open the e-mailed link.
export async function signUp(input: SignupInput) {
  return signUpAction(input);
}
