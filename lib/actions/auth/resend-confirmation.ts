"use server";

import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { authFailure } from "@/lib/auth/auth-errors";
import { actionLocale } from "@/lib/auth/locale";
import { localizePath } from "@/lib/auth/locale-path";
import { authRoutes } from "@/lib/auth/routes";
import { siteOrigin } from "@/lib/auth/site-url";
import { resendConfirmationSchema } from "@/lib/schemas/auth";
import { createClient } from "@/lib/supabase/server";

// Sends the sign-up confirmation e-mail again.
export async function resendConfirmation(input: { email: string }): Promise<ActionResult<true>> {
  const parsed = resendConfirmationSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  try {
    const supabase = await createClient();
    const { error } = await supabase.auth.resend({
      type: "signup",
      email: parsed.data.email,
      options: { emailRedirectTo: `${await siteOrigin()}${localizePath(authRoutes.callback, await actionLocale())}` },
    });
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    return ok(true);
  } catch (error) {
    console.error("[auth] resend failed:", error);
    return fail("auth.errors.unknown");
  }
}
