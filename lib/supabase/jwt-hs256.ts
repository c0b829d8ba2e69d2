import { createHmac, timingSafeEqual } from "node:crypto";

/** The claims of a Supabase access token the app reads. */
export type AccessClaims = { sub?: string; email?: unknown; exp?: number; [claim: string]: unknown };

/** What `verifyHs256` found: the claims, a refusal, or a token signed another way (asymmetric keys). */
export type Hs256Result = { claims: AccessClaims } | { refused: string } | { otherAlgorithm: true };

function decodePart(part: string): unknown {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
}

/**
 * Verifies an access token signed with the project's JWT secret (HS256) without asking the Auth
 * server: the signature (constant-time comparison), then the expiry. A token with another algorithm
 * (a project on asymmetric signing keys) is left to supabase-js's getClaims, which verifies it
 * against the project's published keys.
 */
export function verifyHs256(token: string, secret: string, nowSeconds: number): Hs256Result {
  const parts = token.split(".");
  if (parts.length !== 3) return { refused: "malformed" };
  const [header, payload, signature] = parts as [string, string, string];
  let alg: unknown;
  let claims: AccessClaims;
  try {
    alg = (decodePart(header) as { alg?: unknown }).alg;
    claims = decodePart(payload) as AccessClaims;
  } catch {
    return { refused: "malformed" };
  }
  if (alg !== "HS256") return { otherAlgorithm: true };
  if (typeof claims !== "object" || claims === null) return { refused: "malformed" };
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: "signature" };
  if (typeof claims.exp !== "number" || claims.exp <= nowSeconds) return { refused: "expired" };
  return { claims };
}
