/**
 * The local stack answers the browser's CORS questions about the Auth API as hosted Supabase
 * does (scripts/stack/cors.ts), and a sign-out ends the session: its refresh token stops working.
 */
import { afterAll, describe, expect, it } from "vitest";
import { anonClient, cleanup, createTestUser, env } from "@/tests/support/db";

afterAll(cleanup);

const origin = "http://localhost:3000";

describe("Auth API from the browser", () => {
  for (const path of ["/auth/v1/user", "/auth/v1/logout", "/auth/v1/token?grant_type=refresh_token"]) {
    it(`allows supabase-js's headers on ${path}`, async () => {
      const response = await fetch(`${env.url}${path}`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization,apikey,x-client-info,content-type,x-supabase-api-version",
        },
      });
      expect(response.ok).toBe(true);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const allowed = (response.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/\s*,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(["authorization", "apikey", "x-client-info", "content-type"]));
      expect(response.headers.get("access-control-allow-methods")).toMatch(/POST/);
    });
  }

  it("answers with an origin the browser accepts", async () => {
    const response = await fetch(`${env.url}/auth/v1/user`, {
      headers: { Origin: origin, apikey: env.publishableKey },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("after sign-out the old refresh token no longer works", async () => {
    const user = await createTestUser();
    const client = anonClient();
    const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(error).toBeNull();
    const refreshToken = data.session!.refresh_token;
    expect((await client.auth.signOut({ scope: "local" })).error).toBeNull();
    const again = await anonClient().auth.refreshSession({ refresh_token: refreshToken });
    expect(again.error).not.toBeNull();
    expect(again.data.session).toBeNull();
  });
});
