import "server-only";
import type { AuthError } from "@supabase/supabase-js";
import { cookies } from "next/headers";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import {
  attemptKeys,
  currentPasswordRefusal,
  limitedPasswordCheck,
  lockedMessage,
  mayMailAddress,
  type AttemptKeys,
} from "@/lib/accounts/internal/attempt-limits";
import { authFailure } from "@/lib/accounts/auth-errors";
import { getSuspension } from "@/lib/accounts/queries/admin-users";
import { authorizeUser } from "@/lib/auth/authorize";
import { withValues } from "@/lib/i18n/message-keys";
import { actionLocale } from "@/lib/i18n/action-locale";
import { localizePath } from "@/lib/i18n/locale-path";
import { isRecoverySession, RECOVERY_COOKIE } from "@/lib/accounts/recovery-session";
import { REDIRECT_COOKIE, redirectCookieOptions } from "@/lib/auth/redirect-cookie";
import { authRoutes } from "@/lib/auth/routes";
import { safeLocalPath } from "@/lib/auth/safe-redirect";
import { siteOrigin } from "@/lib/auth/site-url";
import { authLimits, type RateLimitRule } from "@/lib/http/rate-limits";
import { refundRateLimit, takeRateLimit } from "@/lib/http/queries";
import type { Locale } from "@/lib/i18n/routing";
import {
  loginSchema,
  passwordResetSchema,
  resendConfirmationSchema,
  signupSchema,
  updatePasswordSchema,
  type LoginInput,
  type SignupInput,
  type UpdatePasswordInput,
} from "@/lib/accounts/schemas/auth";
import type { Client } from "@/lib/supabase/types";

/**
 * What the auth actions read from the request, gathered once by each action so that its core runs
 * outside a request too (the integration tests call the cores with their own clients and addresses).
 */
export type AuthRequest = AttemptKeys & { locale: Locale; origin: string };

async function authRequest(): Promise<AuthRequest> {
  return { ...(await attemptKeys()), locale: await actionLocale(), origin: await siteOrigin() };
}

/** Where the Auth API's e-mail links lead: the callback in the visitor's language. */
function callbackUrl({ origin, locale }: AuthRequest, next?: string): string {
  const base = `${origin}${localizePath(authRoutes.callback, locale)}`;
  return next ? `${base}?next=${encodeURIComponent(next)}` : base;
}

function failed(error: AuthError): ActionResult<never> {
  const failure = authFailure(error);
  return fail(failure.message, failure.fieldErrors);
}

/** Signs in under the sign-in limits (failures per account and per address); the session lands on `client`. */
export async function signInWithLimits(
  client: Client,
  { email, password }: Pick<LoginInput, "email" | "password">,
  request: AuthRequest,
): Promise<ActionResult<true>> {
  const checked = await limitedPasswordCheck(
    request,
    email,
    async () => (await client.auth.signInWithPassword({ email, password })).error,
  );
  if (checked.locked !== null) return fail(checked.locked);
  return checked.error ? failed(checked.error) : ok(true as const);
}

/** Why an admin blocked the signed-in caller's account ("" without a reason), or null when it is not blocked. */
async function blockedReason(client: Client): Promise<string | null> {
  const user = await authorizeUser(client);
  const suspension = user ? await getSuspension(client, user.userId) : null;
  return suspension ? (suspension.reason ?? "") : null;
}

/** Signs in with e-mail and password; returns where to go: the safe `redirect`, the saved page, or /admin. */
export const signInAction = defineAction({
  name: "auth.signIn",
  schema: loginSchema,
  access: "public",
  failure: "auth.errors.unknown",
  handler: async (input, { client }) => {
    const request = await authRequest();
    const signedIn = await signInWithLimits(client, input, request);
    if (!signedIn.ok) return signedIn;
    // A blocked account signs in to nothing: its session ends here and the form says why.
    const blocked = await blockedReason(client);
    if (blocked !== null) {
      await client.auth.signOut({ scope: "local" });
      return fail(withValues("auth.errors.blocked", { reason: blocked }));
    }
    const store = await cookies();
    const saved = store.get(REDIRECT_COOKIE)?.value;
    store.delete(REDIRECT_COOKIE);
    return ok({
      redirectTo:
        safeLocalPath(input.redirect) ?? safeLocalPath(saved) ?? localizePath(authRoutes.home, request.locale),
    });
  },
});

export type SignupOutcome = { status: "confirm-email"; email: string } | { status: "signed-in"; redirectTo: string };

/**
 * Creates an account, at most authLimits.signUpAddress a visitor. An address that already has an
 * account gets exactly the answer a new one gets (the Auth API answers both alike, and both start
 * the minute during which the confirmation cannot be sent again), so the form tells no one who is registered.
 */
export async function signUpWithLimits(
  client: Client,
  input: Omit<SignupInput, "acceptTerms" | "redirect"> & { redirect?: string },
  request: AuthRequest,
): Promise<ActionResult<SignupOutcome>> {
  const { email, password, firstName, lastName, plan } = input;
  const wait = await takeRateLimit(request.service, authLimits.signUpAddress, request.ipHash);
  if (wait) return fail(lockedMessage(wait));
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: {
      emailRedirectTo: callbackUrl(request),
      // The plan travels with the account's metadata, so it survives the e-mail confirmation.
      data: { first_name: firstName, last_name: lastName, locale: request.locale, ...(plan ? { plan } : {}) },
    },
  });
  // A registered address (or one that signed up a moment ago: Auth will not mail it again yet) answers like a new one.
  const taken =
    error?.code === "user_already_exists" ||
    error?.code === "email_exists" ||
    error?.code === "over_email_send_rate_limit";
  if (error && !taken) {
    // Nothing was created or sent: a refused password does not use up the visitor's sign-ups.
    await refundRateLimit(request.service, authLimits.signUpAddress, request.ipHash);
    return failed(error);
  }
  if (data.session)
    return ok<SignupOutcome>({
      status: "signed-in",
      redirectTo: safeLocalPath(input.redirect) ?? localizePath(authRoutes.home, request.locale),
    });
  await mayMailAddress(request.service, authLimits.confirmationMail, email);
  return ok<SignupOutcome>({ status: "confirm-email", email });
}

/** Creates an account; with e-mail confirmation on, the visitor is asked to open the e-mailed link. */
export const signUpAction = defineAction({
  name: "auth.signUp",
  schema: signupSchema,
  access: "public",
  failure: "auth.errors.unknown",
  handler: async (input, { client }) => {
    const result = await signUpWithLimits(client, input, await authRequest());
    const wanted = safeLocalPath(input.redirect);
    // The page asked for before sign-up is where the confirmation link will lead.
    if (result.ok && result.data.status === "confirm-email" && wanted)
      (await cookies()).set(REDIRECT_COOKIE, wanted, { ...redirectCookieOptions, maxAge: 60 * 60 * 24 });
    return result;
  },
});

/**
 * Asks Auth for an e-mail to `email` unless one went there in the last minute (the visitor is told
 * so, account or not: the count is the address's, so the answer tells no one who is registered) or
 * this visitor asked for too many. Auth and the database hold the same minute for callers that skip
 * the app (max_frequency; on_auth_user_recovery_requested).
 */
async function authMail(
  request: AuthRequest,
  rule: RateLimitRule,
  email: string,
  send: () => Promise<AuthError | null>,
): Promise<ActionResult<{ email: string }>> {
  const wait = await takeRateLimit(request.service, authLimits.mailAddress, request.ipHash);
  if (wait) return fail(lockedMessage(wait));
  if (!(await mayMailAddress(request.service, rule, email))) return fail("auth.errors.emailRateLimit");
  const error = await send();
  if (error?.code === "over_email_send_rate_limit") return fail("auth.errors.emailRateLimit");
  if (error) return failed(error);
  return ok({ email });
}

/** Sends the password-recovery e-mail, one a minute per address; the answers are the same whether the account exists or not. */
export async function requestPasswordResetWithLimits(client: Client, email: string, request: AuthRequest) {
  return authMail(
    request,
    authLimits.recoveryMail,
    email,
    async () =>
      (await client.auth.resetPasswordForEmail(email, { redirectTo: callbackUrl(request, "/update-password") })).error,
  );
}

/** Sends the password-recovery e-mail; the answer is the same whether the account exists or not. */
export const requestPasswordResetAction = defineAction({
  name: "auth.passwordReset",
  schema: passwordResetSchema,
  access: "public",
  failure: "auth.errors.unknown",
  handler: async ({ email }, { client }) => requestPasswordResetWithLimits(client, email, await authRequest()),
});

/** Sends the sign-up confirmation again, one a minute per address (a sign-up starts that minute too). */
export async function resendConfirmationWithLimits(client: Client, email: string, request: AuthRequest) {
  return authMail(
    request,
    authLimits.confirmationMail,
    email,
    async () =>
      (await client.auth.resend({ type: "signup", email, options: { emailRedirectTo: callbackUrl(request) } })).error,
  );
}

/** Sends the sign-up confirmation e-mail again. */
export const resendConfirmationAction = defineAction({
  name: "auth.resend",
  schema: resendConfirmationSchema,
  access: "public",
  failure: "auth.errors.unknown",
  handler: async ({ email }, { client }) => {
    const result = await resendConfirmationWithLimits(client, email, await authRequest());
    return result.ok ? ok(true as const) : result;
  },
});

/**
 * Sets a new password for the signed-in user. The session a recovery link opened (its marker cookie,
 * `recoveryMarker`) needs nothing more; any other session must give the current password, checked
 * under the sign-in limits without touching the session.
 */
export async function updatePasswordChecked(
  client: Client,
  input: UpdatePasswordInput,
  request: AuthRequest & { recoveryMarker: string | undefined },
): Promise<ActionResult<true>> {
  const { data } = await client.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) return fail("auth.errors.recoverySessionMissing");
  if (!isRecoverySession(request.recoveryMarker, claims)) {
    if (!input.currentPassword)
      return fail("auth.errors.currentPasswordRequired", { currentPassword: "auth.errors.currentPasswordRequired" });
    if (typeof claims.email !== "string") return fail("guards.signInRequired");
    const refusal = await currentPasswordRefusal(request, claims.email, input.currentPassword);
    if (refusal) return refusal;
  }
  const { error } = await client.auth.updateUser({ password: input.password });
  return error ? failed(error) : ok(true as const);
}

/** Sets a new password for the signed-in user (the recovery link signs them in first). */
export const updatePasswordAction = defineAction({
  name: "auth.updatePassword",
  schema: updatePasswordSchema,
  access: "user",
  refusal: "auth.errors.recoverySessionMissing",
  failure: "auth.errors.unknown",
  handler: async (input, { client }) => {
    const store = await cookies();
    const request = await authRequest();
    const result = await updatePasswordChecked(client, input, {
      ...request,
      recoveryMarker: store.get(RECOVERY_COOKIE)?.value,
    });
    if (!result.ok) return result;
    // A recovery link changes the password once.
    store.delete(RECOVERY_COOKIE);
    return ok({ redirectTo: localizePath(authRoutes.home, request.locale) });
  },
});
