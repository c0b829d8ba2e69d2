import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { postgrestStatus, withIssuer } from "@/scripts/stack/api-parity";

const secret = "super-secret-jwt-token-with-at-least-32-characters-long";

function sign(claims: object): string {
  const header = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${header}.${body}.${createHmac("sha256", secret).update(`${header}.${body}`).digest("base64url")}`;
}

describe("the local stack answers like hosted Supabase", () => {
  it("answers a database error that is the caller's fault with PostgREST's status", () => {
    expect(postgrestStatus("23514")).toBe(400);
    expect(postgrestStatus("22001")).toBe(400);
    expect(postgrestStatus("P0001")).toBe(400);
    expect(postgrestStatus("23505")).toBe(409);
    expect(postgrestStatus("XX000")).toBeNull();
    expect(postgrestStatus(undefined)).toBeNull();
  });

  it("signs access tokens with the project's issuer, as hosted Auth does", () => {
    const token = withIssuer(sign({ sub: "u", role: "authenticated" }), "http://127.0.0.1:54321/auth/v1", secret);
    const [header, body, signature] = token.split(".");
    expect(JSON.parse(Buffer.from(body!, "base64url").toString())).toEqual({
      sub: "u",
      role: "authenticated",
      iss: "http://127.0.0.1:54321/auth/v1",
    });
    expect(signature).toBe(createHmac("sha256", secret).update(`${header}.${body}`).digest("base64url"));
    const issued = sign({ sub: "u", iss: "https://x.supabase.co/auth/v1" });
    expect(withIssuer(issued, "http://other/auth/v1", secret)).toBe(issued);
  });
});
