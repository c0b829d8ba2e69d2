import { createHmac, timingSafeEqual } from "node:crypto";

/** The listings a confirmation link can be about. */
export type FreshnessKind = "entreprise" | "immobilier";

/** What a signed link carries: one listing, one purpose, an expiry (seconds since the epoch). */
type ListingTokenPayload = { kind: FreshnessKind; id: number; purpose: string; exp: number };

export type TokenCheck =
  { ok: true; kind: FreshnessKind; id: number } | { ok: false; reason: "malformed" | "forged" | "expired" | "purpose" };

/** How long the link of a reminder works: past the 90 days, so the 85-day link still brings a listing back. */
export const CONFIRM_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const CONFIRM_PURPOSE = "confirm";

const b64 = (value: Buffer | string) => Buffer.from(value).toString("base64url");

function signature(body: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`listing-token.v1.${body}`).digest();
}

/**
 * A link token: base64url(JSON payload) "." base64url(HMAC-SHA256). Anyone holding it can do
 * the one thing it names, until it expires; nothing else, and it cannot be altered.
 */
export function signListingToken(
  payload: { kind: FreshnessKind; id: number; purpose?: string; ttlSeconds?: number },
  secret: string,
  now = Date.now(),
): string {
  const body: ListingTokenPayload = {
    kind: payload.kind,
    id: payload.id,
    purpose: payload.purpose ?? CONFIRM_PURPOSE,
    exp: Math.floor(now / 1000) + (payload.ttlSeconds ?? CONFIRM_TOKEN_TTL_SECONDS),
  };
  const encoded = b64(JSON.stringify(body));
  return `${encoded}.${b64(signature(encoded, secret))}`;
}

/** Checks a token's signature, purpose and expiry, in that order. */
export function verifyListingToken(
  token: string | undefined | null,
  secret: string,
  purpose = CONFIRM_PURPOSE,
  now = Date.now(),
): TokenCheck {
  if (!token || token.length > 512) return { ok: false, reason: "malformed" };
  const [encoded, mac, extra] = token.split(".");
  if (!encoded || !mac || extra !== undefined || !/^[\w-]+$/.test(encoded) || !/^[\w-]+$/.test(mac))
    return { ok: false, reason: "malformed" };
  const expected = signature(encoded, secret);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
  let body: Partial<ListingTokenPayload>;
  try {
    body = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as Partial<ListingTokenPayload>;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (
    (body.kind !== "entreprise" && body.kind !== "immobilier") ||
    !Number.isSafeInteger(body.id) ||
    (body.id ?? 0) <= 0 ||
    typeof body.exp !== "number"
  ) {
    return { ok: false, reason: "malformed" };
  }
  if (body.purpose !== purpose) return { ok: false, reason: "purpose" };
  if (body.exp * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, kind: body.kind, id: body.id as number };
}
