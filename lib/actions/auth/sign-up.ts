"use server";

import { cookies } from "next/headers";
import { fail, fieldErrorsOf, ok, type ActionResult } from "@/lib/actions/result";
import { authFailure } from "@/lib/auth/auth-errors";
import { actionLocale } from "@/lib/auth/locale";
import { localizePath } from "@/lib/auth/locale-path";
import { REDIRECT_COOKIE, redirectCookieOptions } from "@/lib/auth/redirect-cookie";
import { authRoutes } from "@/lib/auth/routes";
import { safeLocalPath } from "@/lib/auth/safe-redirect";
import { siteOrigin } from "@/lib/auth/site-url";
import { signupSchema, type SignupInput } from "@/lib/schemas/auth";
import { createClient } from "@/lib/supabase/server";

export type SignupOutcome = { status: "confirm-email"; email: string } | { status: "signed-in"; redirectTo: string };

// Creates an account; with e-mail confirmation on, the visitor is asked to open the e-mailed link.
export async function signUp(input: SignupInput): Promise<ActionResult<SignupOutcome>> {
  const parsed = signupSchema.safeParse(input);
  if (!parsed.success) return fail("forms.errors.invalid", fieldErrorsOf(parsed.error));
  const { email, password, firstName, lastName, redirect } = parsed.data;
  try {
    const locale = await actionLocale();
    const supabase = await createClient();
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: {
        emailRedirectTo: `${await siteOrigin()}${localizePath(authRoutes.callback, locale)}`,
        data: { first_name: firstName, last_name: lastName, locale },
      },
    });
    // An address that already has an account gets the answer a new one gets: the form tells no one who is registered.
    if (error?.code === "user_already_exists" || error?.code === "email_exists") return ok({ status: "confirm-email", email });
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    const wanted = safeLocalPath(redirect);
    if (data.session) return ok({ status: "signed-in", redirectTo: wanted ?? localizePath(authRoutes.home, locale) });
    // The page asked for before sign-up is where the confirmation link will lead.
    if (wanted) (await cookies()).set(REDIRECT_COOKIE, wanted, { ...redirectCookieOptions, maxAge: 60 * 60 * 24 });
    // An existing address gets the same answer as a new one (the Auth API does not reveal it either).
    return ok({ status: "confirm-email", email });
  } catch (error) {
    console.error("[auth] sign-up failed:", error);
    return fail("auth.errors.unknown");
  }
}
