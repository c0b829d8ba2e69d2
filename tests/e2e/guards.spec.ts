/**
 * The guard matrix (§2, §6): every route of spec §2 (tests/support/spec-routes.ts), for an anonymous
 * visitor, a signed-in user and an admin, in both languages. The expected outcome comes from the
 * middleware's own table (lib/auth/routes.ts → decide); plain HTTP, no browser, no redirects followed.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { localizePath } from "@/lib/i18n/locale-path";
import { decide, type Viewer } from "@/lib/auth/routes";
import { specRoutes } from "@/tests/support/spec-routes";
import { DEMO, httpAs } from "./auth-support";

const viewers: Array<{ name: string; viewer: Viewer; account?: { email: string; password: string } }> = [
  { name: "anonymous", viewer: { signedIn: false, isAdmin: false } },
  { name: "user", viewer: { signedIn: true, isAdmin: false }, account: DEMO.seller },
  { name: "admin", viewer: { signedIn: true, isAdmin: true }, account: DEMO.admin },
];

test.describe.configure({ mode: "parallel" });

for (const { name, viewer, account } of viewers) {
  for (const locale of ["fr", "en"] as const) {
    test(`guard matrix: ${name}, ${locale}`, async ({ baseURL }) => {
      test.setTimeout(180_000);
      const http: APIRequestContext = await httpAs(baseURL!, account);
      const problems: string[] = [];
      for (const route of specRoutes) {
        const path = localizePath(route.path, locale);
        const response = await http.get(path);
        const status = response.status();
        const location = response.headers()["location"] ?? "";
        const decision = decide(route.path, viewer);
        const fail = (what: string) => problems.push(`${path} (${route.access}): ${what}, got ${status} ${location}`);
        if (decision.kind === "login") {
          const expected = `${localizePath("/login", locale)}?redirect=${encodeURIComponent(path)}`;
          if (status !== 307 || !location.endsWith(expected)) fail(`expected 307 to ${expected}`);
          if (!(response.headers()["cache-control"] ?? "").includes("no-store"))
            fail("expected Cache-Control no-store");
        } else if (decision.kind === "signed-in-away") {
          if (status !== 307 || !location.endsWith(localizePath("/admin", locale))) fail("expected 307 to /admin");
        } else if (decision.kind === "forbidden") {
          if (status !== 403) fail("expected 403");
          else if (!(await response.text()).includes('data-testid="forbidden"')) fail("expected the 403 page");
        } else if (route.path === "/auth-confirm") {
          // Without a token the link handler explains at /login that the link is not valid.
          if (status !== 307 || !location.includes(`${localizePath("/login", locale)}?link=expired`))
            fail("expected 307 to login?link=expired");
        } else if (![200, 404].includes(status)) {
          // Allowed: the page, or its 404 while the issue that builds it is open.
          fail("expected the page (200) or its 404");
        }
      }
      await http.dispose();
      expect(problems).toEqual([]);
    });
  }
}

test("an unauthenticated visitor's requested page is saved in a cookie too", async ({ baseURL }) => {
  const http = await httpAs(baseURL!);
  const response = await http.get("/en/profil?tab=1");
  const cookie = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("sb-redirect-path="));
  expect(cookie?.value).toContain(encodeURIComponent("/en/profil?tab=1"));
  expect(cookie?.value).toMatch(/HttpOnly/i);
  // A prefetch of a protected page (a script's fetch) is sent to /login too, but is not a visit: no cookie.
  const prefetch = await http.get("/en/profil", {
    headers: { rsc: "1", "next-router-prefetch": "1", "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" },
    maxRedirects: 0,
  });
  expect(prefetch.headers()["location"]).toContain("/en/login");
  expect(
    prefetch
      .headersArray()
      .some((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("sb-redirect-path=")),
  ).toBe(false);
  await http.dispose();
});

test("route validation: a malformed id is a 404 before any guard; internal pages are 404", async ({ baseURL }) => {
  const http = await httpAs(baseURL!);
  expect((await http.get("/admin/entreprises/abc/edit")).status()).toBe(404);
  expect((await http.get("/en/admin/gestion/blog/1%27/edit")).status()).toBe(404);
  expect((await http.get("/admin/forbidden")).status()).toBe(404);
  await http.dispose();
});

test("redirect rules run before the guards", async ({ baseURL }) => {
  const http = await httpAs(baseURL!);
  const response = await http.get("/en/connexion?redirect=%2Fen%2Fprofil");
  expect(response.status()).toBe(308);
  expect(response.headers()["location"]).toMatch(/\/en\/login\?redirect=%2Fen%2Fprofil$/);
  await http.dispose();
});

test("open redirects are ignored for a signed-in visitor of /login", async ({ baseURL }) => {
  const http = await httpAs(baseURL!, DEMO.seller);
  for (const evil of [
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "/%2F%2Fevil.example",
    "javascript:alert(1)",
  ]) {
    const response = await http.get(`/login?redirect=${encodeURIComponent(evil)}`);
    expect(response.status()).toBe(307);
    expect(new URL(response.headers()["location"]!, baseURL).origin).toBe(new URL(baseURL!).origin);
    expect(response.headers()["location"]).toMatch(/\/admin$/);
  }
  const safe = await http.get(`/login?redirect=${encodeURIComponent("/profil")}`);
  expect(safe.headers()["location"]).toMatch(/\/profil$/);
  await http.dispose();
});
