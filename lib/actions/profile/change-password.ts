"use server";

import { createClient as createBareClient } from "@supabase/supabase-js";
import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { authFailure } from "@/lib/auth/auth-errors";
import { authorizeUser } from "@/lib/auth/authorize";
import { publicEnv } from "@/lib/env";
import { passwordChangeSchema, type PasswordChangeInput } from "@/lib/schemas/profile";
import { createClient } from "@/lib/supabase/server";

/** Checks the current password on a throw-away client, so the user's own session is untouched. */
async function currentPasswordMatches(email: string, password: string): Promise<boolean> {
  const env = publicEnv();
  const probe = createBareClient(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await probe.auth.signInWithPassword({ email, password });
  if (!error) await probe.auth.signOut({ scope: "local" });
  return !error;
}

// Changes the signed-in user's password after checking the current one.
export async function changePassword(input: PasswordChangeInput): Promise<ActionResult<true>> {
  const parsed = passwordChangeSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  try {
    const supabase = await createClient();
    const user = await authorizeUser(supabase);
    if (!user?.email) return fail("guards.signInRequired");
    if (!(await currentPasswordMatches(user.email, parsed.data.currentPassword))) {
      return fail("profile.errors.currentPasswordWrong", { currentPassword: "profile.errors.currentPasswordWrong" });
    }
    const { error } = await supabase.auth.updateUser({ password: parsed.data.newPassword });
    if (error) {
      const failure = authFailure(error, "newPassword");
      return fail(failure.message, failure.fieldErrors);
    }
    return ok(true);
  } catch (error) {
    console.error("[profile] password change failed:", error);
    return fail("forms.errors.server");
  }
}
