import { describe, expect, test } from "vitest";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce, isHttps } from "@/lib/http/security-headers";

describe("security headers", () => {
  test("the page policy allows scripts only with the nonce, and limits images and connections to the site and Supabase", () => {
    const csp = contentSecurityPolicy({ nonce: "abc", supabaseUrl: "https://ref.supabase.co/" });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("img-src 'self' data: blob: https://ref.supabase.co;");
    expect(csp).toContain("connect-src 'self' https://ref.supabase.co wss://ref.supabase.co;");
    for (const d of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(d);
  });

  test("responses that run no script get a policy without any script source", () => {
    expect(contentSecurityPolicy({ nonce: null, supabaseUrl: "http://127.0.0.1:54321" })).toContain(
      "script-src 'none'",
    );
  });

  test("a cached page sent as is: its own scripts' hashes and the site's chunks, no nonce, nothing unsafe", () => {
    const csp = contentSecurityPolicy({
      nonce: null,
      supabaseUrl: "http://127.0.0.1:54321",
      scriptHashes: ["'sha256-a'", "'sha256-b'"],
      hashes: ["'sha256-c'"],
    });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b' 'sha256-c';");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe|nonce|strict-dynamic)/);
  });

  test("only next dev may evaluate code", () => {
    expect(contentSecurityPolicy({ nonce: "n", supabaseUrl: "", dev: true })).toContain("'unsafe-eval'");
  });

  test("the fixed headers", () => {
    expect(baseSecurityHeaders()).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(baseSecurityHeaders()["Permissions-Policy"]).toContain("geolocation=()");
  });

  test("nonces are fresh and long enough", () => {
    const a = createNonce();
    expect(a).not.toBe(createNonce());
    expect(Buffer.from(a, "base64").length).toBe(16);
  });

  test("https is recognised directly or from the host's proxy", () => {
    expect(isHttps("https:", null)).toBe(true);
    expect(isHttps("http:", "https")).toBe(true);
    expect(isHttps("http:", "http")).toBe(false);
  });
});
