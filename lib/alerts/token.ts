import { createHmac, timingSafeEqual } from "node:crypto";

/** What an unsubscribe link names: one person's one alert (a saved search, or "preferences"). */
export type AlertRef = { userId: string; searchId: number | null };

/** How long an unsubscribe link works: well past the 60 days CASL asks for. */
const UNSUBSCRIBE_TTL_SECONDS = 180 * 24 * 60 * 60;

/**
 * What a link is for: `stop` stops the alert it names; `test` is the link of a test digest sent to an
 * admin (/admin/gestion/test-digest), which names the person's alert but stops nothing: a key of its
 * own, so neither can pass for the other.
 */
export type UnsubscribePurpose = "stop" | "test";

const b64 = (value: Buffer | string) => Buffer.from(value).toString("base64url");
const sign = (body: string, secret: string, purpose: UnsubscribePurpose) =>
  createHmac("sha256", secret)
    .update(`${purpose === "test" ? "alert-unsubscribe-test" : "alert-unsubscribe"}.v1.${body}`)
    .digest();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A signed token: base64url(JSON) "." base64url(HMAC-SHA256); it stops that one alert, nothing else. */
export function signUnsubscribeToken(
  ref: AlertRef,
  secret: string,
  now = Date.now(),
  purpose: UnsubscribePurpose = "stop",
): string {
  const body = b64(
    JSON.stringify({ u: ref.userId, s: ref.searchId, exp: Math.floor(now / 1000) + UNSUBSCRIBE_TTL_SECONDS }),
  );
  return `${body}.${b64(sign(body, secret, purpose))}`;
}

/** The alert a token of this purpose names, or null when it is malformed, forged, expired or of the other purpose. */
export function verifyUnsubscribeToken(
  token: string | null | undefined,
  secret: string,
  now = Date.now(),
  purpose: UnsubscribePurpose = "stop",
) {
  if (!token || token.length > 400) return null;
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined) return null;
  const expected = sign(body, secret, purpose);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
      u?: unknown;
      s?: unknown;
      exp?: unknown;
    };
    if (typeof data.u !== "string" || !UUID.test(data.u) || typeof data.exp !== "number") return null;
    if (data.s !== null && !(typeof data.s === "number" && Number.isSafeInteger(data.s) && data.s > 0)) return null;
    if (data.exp * 1000 <= now) return null;
    return { userId: data.u, searchId: data.s } as AlertRef;
  } catch {
    return null;
  }
}

/** Whether a token is a test digest's link (valid, unexpired): it names an alert but stops nothing. */
export function isTestUnsubscribeToken(token: string | null | undefined, secret: string): boolean {
  return verifyUnsubscribeToken(token, secret, Date.now(), "test") !== null;
}
