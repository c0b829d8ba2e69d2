"use server";

import { cookies } from "next/headers";
import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { authFailure } from "@/lib/auth/auth-errors";
import { actionLocale } from "@/lib/auth/locale";
import { localizePath } from "@/lib/auth/locale-path";
import { REDIRECT_COOKIE } from "@/lib/auth/redirect-cookie";
import { authRoutes } from "@/lib/auth/routes";
import { safeLocalPath } from "@/lib/auth/safe-redirect";
import { loginSchema, type LoginInput } from "@/lib/schemas/auth";
import { createClient } from "@/lib/supabase/server";

// Signs in with e-mail and password; returns where to go: the safe `redirect`, the saved page, or /admin.
export async function signIn(input: LoginInput): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  const { email, password, redirect } = parsed.data;
  try {
    const supabase = await createClient();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    const store = await cookies();
    const saved = store.get(REDIRECT_COOKIE)?.value;
    store.delete(REDIRECT_COOKIE);
    const redirectTo = safeLocalPath(redirect) ?? safeLocalPath(saved) ?? localizePath(authRoutes.home, await actionLocale());
    return ok({ redirectTo });
  } catch (error) {
    console.error("[auth] sign-in failed:", error);
    return fail("auth.errors.unknown");
  }
}
