import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { publicEnv } from "@/lib/env";
import { serverEnv } from "@/lib/server-env";

/**
 * Marks the session a recovery link opened, so /update-password may set a new password without the
 * current one for that session only. The Auth API's tokens cannot tell (the local stack's carry no
 * `amr` claim), so the callback sets this httpOnly cookie: an HMAC (server secret) over the user,
 * the session id of the JWT and an expiry. It cannot be forged, nor moved to another session.
 */
export const RECOVERY_COOKIE = "sb-recovery-session";

/** Long enough to choose a new password after opening the link; after that the current one is asked. */
export const RECOVERY_LIFETIME_SECONDS = 15 * 60;

export type SessionClaims = { sub?: unknown; session_id?: unknown };

function mac(sub: string, sessionId: string, expires: number, secret: string): string {
  return createHmac("sha256", secret).update(`recovery-session|${sub}|${sessionId}|${expires}`).digest("base64url");
}

function sessionOf(claims: SessionClaims | null | undefined): { sub: string; sessionId: string } | null {
  if (typeof claims?.sub !== "string" || typeof claims.session_id !== "string" || !claims.sub || !claims.session_id)
    return null;
  return { sub: claims.sub, sessionId: claims.session_id };
}

/** The cookie's value for the session a recovery link just opened; null when the claims name no session. */
export function recoveryMarker(
  claims: SessionClaims | null | undefined,
  now = Date.now(),
  secret = serverEnv().SUPABASE_SECRET_KEY,
): string | null {
  const session = sessionOf(claims);
  if (!session) return null;
  const expires = Math.floor(now / 1000) + RECOVERY_LIFETIME_SECONDS;
  return `${expires}.${mac(session.sub, session.sessionId, expires, secret)}`;
}

/** Whether `marker` was made for this very session (user and session id of the verified claims) and is still valid. */
export function isRecoverySession(
  marker: string | undefined,
  claims: SessionClaims | null | undefined,
  now = Date.now(),
  secret = serverEnv().SUPABASE_SECRET_KEY,
): boolean {
  const session = sessionOf(claims);
  const [expiresText, given] = (marker ?? "").split(".");
  const expires = Number(expiresText);
  if (!session || !given || !Number.isInteger(expires) || expires * 1000 <= now) return false;
  const expected = Buffer.from(mac(session.sub, session.sessionId, expires, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function recoveryCookieOptions() {
  return {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: publicEnv().NEXT_PUBLIC_SITE_URL.startsWith("https:"),
    maxAge: RECOVERY_LIFETIME_SECONDS,
  } as const;
}
