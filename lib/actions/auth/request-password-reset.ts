"use server";

import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { authFailure } from "@/lib/auth/auth-errors";
import { actionLocale } from "@/lib/auth/locale";
import { localizePath } from "@/lib/auth/locale-path";
import { authRoutes } from "@/lib/auth/routes";
import { siteOrigin } from "@/lib/auth/site-url";
import { passwordResetSchema, type PasswordResetInput } from "@/lib/schemas/auth";
import { createClient } from "@/lib/supabase/server";

// Sends the password-recovery e-mail; the answer is the same whether the account exists or not.
export async function requestPasswordReset(input: PasswordResetInput): Promise<ActionResult<{ email: string }>> {
  const parsed = passwordResetSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  try {
    const supabase = await createClient();
    const { error } = await supabase.auth.resetPasswordForEmail(parsed.data.email, {
      redirectTo: `${await siteOrigin()}${localizePath(authRoutes.callback, await actionLocale())}?next=${encodeURIComponent("/update-password")}`,
    });
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    return ok({ email: parsed.data.email });
  } catch (error) {
    console.error("[auth] password reset request failed:", error);
    return fail("auth.errors.unknown");
  }
}
