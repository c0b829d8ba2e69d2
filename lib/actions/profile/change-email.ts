"use server";

import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { authFailure } from "@/lib/auth/auth-errors";
import { authorizeUser } from "@/lib/auth/authorize";
import { actionLocale } from "@/lib/auth/locale";
import { localizePath } from "@/lib/auth/locale-path";
import { authRoutes } from "@/lib/auth/routes";
import { siteOrigin } from "@/lib/auth/site-url";
import { emailChangeSchema } from "@/lib/schemas/profile";
import { createClient } from "@/lib/supabase/server";

// Asks the Auth API to change the account's e-mail; it takes effect once the e-mailed link is opened.
export async function changeEmail(input: { email: string }): Promise<ActionResult<true>> {
  const parsed = emailChangeSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  try {
    const supabase = await createClient();
    const user = await authorizeUser(supabase);
    if (!user) return fail("guards.signInRequired");
    if (user.email?.toLowerCase() === parsed.data.email) return fail("profile.email.same", { email: "profile.email.same" });
    const { error } = await supabase.auth.updateUser(
      { email: parsed.data.email },
      { emailRedirectTo: `${await siteOrigin()}${localizePath(authRoutes.callback, await actionLocale())}` },
    );
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    return ok(true);
  } catch (error) {
    console.error("[profile] e-mail change failed:", error);
    return fail("forms.errors.server");
  }
}
