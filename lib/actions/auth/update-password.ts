"use server";

import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { authFailure } from "@/lib/auth/auth-errors";
import { authorizeUser } from "@/lib/auth/authorize";
import { actionLocale } from "@/lib/auth/locale";
import { localizePath } from "@/lib/auth/locale-path";
import { authRoutes } from "@/lib/auth/routes";
import { updatePasswordSchema, type UpdatePasswordInput } from "@/lib/schemas/auth";
import { createClient } from "@/lib/supabase/server";

// Sets a new password for the signed-in user (the recovery link signs them in first).
export async function updatePassword(input: UpdatePasswordInput): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = updatePasswordSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  try {
    const supabase = await createClient();
    if (!(await authorizeUser(supabase))) return fail("auth.errors.recoverySessionMissing");
    const { error } = await supabase.auth.updateUser({ password: parsed.data.password });
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    return ok({ redirectTo: localizePath(authRoutes.home, await actionLocale()) });
  } catch (error) {
    console.error("[auth] password update failed:", error);
    return fail("auth.errors.unknown");
  }
}
