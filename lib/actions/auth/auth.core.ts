import "server-only";
import { cookies } from "next/headers";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { authFailure } from "@/lib/auth/auth-errors";
import { actionLocale } from "@/lib/auth/locale";
import { localizePath } from "@/lib/auth/locale-path";
import { REDIRECT_COOKIE, redirectCookieOptions } from "@/lib/auth/redirect-cookie";
import { authRoutes } from "@/lib/auth/routes";
import { safeLocalPath } from "@/lib/auth/safe-redirect";
import { siteOrigin } from "@/lib/auth/site-url";
import { loginSchema, passwordResetSchema, resendConfirmationSchema, signupSchema, updatePasswordSchema } from "@/lib/schemas/auth";

/** Where the Auth API's e-mail links lead: the callback in the visitor's language. */
async function callbackUrl(next?: string): Promise<string> {
  const base = `${await siteOrigin()}${localizePath(authRoutes.callback, await actionLocale())}`;
  return next ? `${base}?next=${encodeURIComponent(next)}` : base;
}

/** Signs in with e-mail and password; returns where to go: the safe `redirect`, the saved page, or /admin. */
export const signInAction = defineAction({
  name: "auth.signIn",
  schema: loginSchema,
  access: "public",
  failure: "auth.errors.unknown",
  handler: async ({ email, password, redirect }, { client }) => {
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    const store = await cookies();
    const saved = store.get(REDIRECT_COOKIE)?.value;
    store.delete(REDIRECT_COOKIE);
    return ok({ redirectTo: safeLocalPath(redirect) ?? safeLocalPath(saved) ?? localizePath(authRoutes.home, await actionLocale()) });
  },
});

export type SignupOutcome = { status: "confirm-email"; email: string } | { status: "signed-in"; redirectTo: string };

/** Creates an account; with e-mail confirmation on, the visitor is asked to open the e-mailed link. */
export const signUpAction = defineAction({
  name: "auth.signUp",
  schema: signupSchema,
  access: "public",
  failure: "auth.errors.unknown",
  handler: async ({ email, password, firstName, lastName, redirect }, { client }) => {
    const locale = await actionLocale();
    const { data, error } = await client.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: await callbackUrl(), data: { first_name: firstName, last_name: lastName, locale } },
    });
    // An address that already has an account gets the answer a new one gets: the form tells no one who is registered.
    if (error?.code === "user_already_exists" || error?.code === "email_exists") return ok<SignupOutcome>({ status: "confirm-email", email });
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    const wanted = safeLocalPath(redirect);
    if (data.session) return ok<SignupOutcome>({ status: "signed-in", redirectTo: wanted ?? localizePath(authRoutes.home, locale) });
    // The page asked for before sign-up is where the confirmation link will lead.
    if (wanted) (await cookies()).set(REDIRECT_COOKIE, wanted, { ...redirectCookieOptions, maxAge: 60 * 60 * 24 });
    // An existing address gets the same answer as a new one (the Auth API does not reveal it either).
    return ok<SignupOutcome>({ status: "confirm-email", email });
  },
});

/** Sends the password-recovery e-mail; the answer is the same whether the account exists or not. */
export const requestPasswordResetAction = defineAction({
  name: "auth.passwordReset",
  schema: passwordResetSchema,
  access: "public",
  failure: "auth.errors.unknown",
  handler: async ({ email }, { client }) => {
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: await callbackUrl("/update-password") });
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    return ok({ email });
  },
});

/** Sends the sign-up confirmation e-mail again. */
export const resendConfirmationAction = defineAction({
  name: "auth.resend",
  schema: resendConfirmationSchema,
  access: "public",
  failure: "auth.errors.unknown",
  handler: async ({ email }, { client }) => {
    const { error } = await client.auth.resend({ type: "signup", email, options: { emailRedirectTo: await callbackUrl() } });
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    return ok(true as const);
  },
});

/** Sets a new password for the signed-in user (the recovery link signs them in first). */
export const updatePasswordAction = defineAction({
  name: "auth.updatePassword",
  schema: updatePasswordSchema,
  access: "user",
  refusal: "auth.errors.recoverySessionMissing",
  failure: "auth.errors.unknown",
  handler: async ({ password }, { client }) => {
    const { error } = await client.auth.updateUser({ password });
    if (error) {
      const failure = authFailure(error);
      return fail(failure.message, failure.fieldErrors);
    }
    return ok({ redirectTo: localizePath(authRoutes.home, await actionLocale()) });
  },
});
