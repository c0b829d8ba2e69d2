import "server-only";
import { createClient, type AuthError } from "@supabase/supabase-js";
import { headers } from "next/headers";
import { fail, type ActionResult } from "@/lib/actions/result";
import { authLimits, type RateLimitRule } from "@/lib/http/rate-limits";
import { refundRateLimit, takeRateLimit } from "@/lib/http/queries";
import { publicEnv } from "@/lib/env";
import { clientIpHash, hashEmail } from "@/lib/http/client-ip";
import { createAdminClient } from "@/lib/supabase/admin";
import type { Client } from "@/lib/supabase/types";
import { withValues } from "@/lib/i18n/message-keys";

/** What the limits need from a request: the server-key client that counts, and the visitor's hashed address. */
export type AttemptKeys = { service: Client; ipHash: string };

export async function attemptKeys(): Promise<AttemptKeys> {
  return { service: createAdminClient(), ipHash: clientIpHash(await headers()) };
}

/** "Too many attempts, try again in N min", N rounded up from the seconds the limit still holds. */
export function lockedMessage(seconds: number): string {
  return withValues("auth.errors.locked", { minutes: Math.max(1, Math.ceil(seconds / 60)) });
}

export type PasswordCheck = { locked: string } | { locked: null; error: AuthError | null };

/**
 * One password check under the sign-in limits (authLimits): refused before Auth is asked while the
 * address or the account has too many recent failures, so a right password is refused too until the
 * lock ends. Each attempt is counted first (parallel requests cannot slip through) and given back
 * unless Auth answered `invalid_credentials`: only failures count.
 */
export async function limitedPasswordCheck(
  { service, ipHash }: AttemptKeys,
  email: string,
  check: () => Promise<AuthError | null>,
): Promise<PasswordCheck> {
  const account = hashEmail(email);
  const addressWait = await takeRateLimit(service, authLimits.signInAddress, ipHash);
  if (addressWait) return { locked: lockedMessage(addressWait) };
  const accountWait = await takeRateLimit(service, authLimits.signInAccount, account);
  const refund = () =>
    Promise.all([
      refundRateLimit(service, authLimits.signInAddress, ipHash),
      ...(accountWait ? [] : [refundRateLimit(service, authLimits.signInAccount, account)]),
    ]);
  if (accountWait) {
    await refund();
    return { locked: lockedMessage(accountWait) };
  }
  let error: AuthError | null;
  try {
    error = await check();
  } catch (thrown) {
    await refund();
    throw thrown;
  }
  if (error?.code !== "invalid_credentials") await refund();
  return { locked: null, error };
}

/** Tries a password on a throw-away client, so the caller's own session (and its cookies) stay as they are. */
async function probePassword(email: string, password: string): Promise<AuthError | null> {
  const env = publicEnv();
  const probe = createClient(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await probe.auth.signInWithPassword({ email, password });
  if (!error) await probe.auth.signOut({ scope: "local" });
  return error;
}

/**
 * Checks a signed-in user's current password (under the sign-in limits) before a password change:
 * null when it matches, else the refusal, with the message at `field`.
 */
export async function currentPasswordRefusal(
  keys: AttemptKeys,
  email: string,
  password: string,
  field = "currentPassword",
): Promise<ActionResult<never> | null> {
  const checked = await limitedPasswordCheck(keys, email, () => probePassword(email, password));
  if (checked.locked !== null) return fail(checked.locked, { [field]: checked.locked });
  if (checked.error)
    return fail("profile.errors.currentPasswordWrong", { [field]: "profile.errors.currentPasswordWrong" });
  return null;
}

/**
 * Whether an Auth e-mail to this address may go now (a rule per kind of e-mail, keyed by the hashed
 * address, whether or not it has an account): callers answer the same either way.
 */
export async function mayMailAddress(service: Client, rule: RateLimitRule, email: string): Promise<boolean> {
  return (await takeRateLimit(service, rule, hashEmail(email))) === 0;
}
