import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyHs256 } from "@/lib/supabase/jwt-hs256";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const NOW = 1_800_000_000;

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function sign(payload: Record<string, unknown>, { alg = "HS256", secret = SECRET } = {}): string {
  const unsigned = `${part({ alg, typ: "JWT" })}.${part(payload)}`;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
}

describe("verifyHs256", () => {
  const claims = { sub: "0b7c1d9e-2f4a-4c3b-9d8e-7f6a5b4c3d2e", email: "vendeur@demo.local", exp: NOW + 60 };

  it("returns the claims of a token signed with the secret and not expired", () => {
    expect(verifyHs256(sign(claims), SECRET, NOW)).toEqual({ claims });
  });

  it("refuses another secret's signature, a changed payload and a truncated signature", () => {
    expect(verifyHs256(sign(claims, { secret: `${SECRET}-other` }), SECRET, NOW)).toEqual({ refused: "signature" });
    const [header, , signature] = sign(claims).split(".");
    const forged = `${header}.${part({ ...claims, sub: "someone-else" })}.${signature}`;
    expect(verifyHs256(forged, SECRET, NOW)).toEqual({ refused: "signature" });
    expect(verifyHs256(sign(claims).slice(0, -4), SECRET, NOW)).toEqual({ refused: "signature" });
  });

  it("refuses an expired token, and one without an expiry", () => {
    expect(verifyHs256(sign({ ...claims, exp: NOW }), SECRET, NOW)).toEqual({ refused: "expired" });
    expect(verifyHs256(sign({ sub: claims.sub }), SECRET, NOW)).toEqual({ refused: "expired" });
  });

  it("refuses what is not a token", () => {
    expect(verifyHs256("not-a-token", SECRET, NOW)).toEqual({ refused: "malformed" });
    expect(verifyHs256("a.b.c", SECRET, NOW)).toEqual({ refused: "malformed" });
  });

  it("leaves a token signed with asymmetric keys (or 'none') to the published keys", () => {
    expect(verifyHs256(sign(claims, { alg: "ES256" }), SECRET, NOW)).toEqual({ otherAlgorithm: true });
    expect(verifyHs256(sign(claims, { alg: "none" }), SECRET, NOW)).toEqual({ otherAlgorithm: true });
  });
});
