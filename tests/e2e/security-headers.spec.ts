/**
 * Issue 12: the security headers on every kind of response, a working page under its CSP (a nonce, or
 * a cached page's own hashes),
 * variants of protected paths guarded like the plain path, dotted one-segment paths answered 404.
 * Raw HTTP (node:http) so that paths like `//admin` reach the server exactly as written.
 */
import { createHash, createHmac } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { CACHED_PAGE_NONCE_PLACEHOLDER } from "@/lib/http/cached-pages";
import { database, expect, test } from "./support";

type Raw = { status: number; headers: IncomingHttpHeaders; body: string };

function raw(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path, method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

function cspOf(response: Raw): string {
  const value = response.headers["content-security-policy"];
  expect(Array.isArray(value) ? value.length : 1, "exactly one CSP header").toBe(1);
  return String(value ?? "");
}

const nonceOf = (response: Raw) => cspOf(response).match(/'nonce-([^']+)'/)?.[1];

function expectSecurityHeaders(path: string, response: Raw) {
  const csp = cspOf(response);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp, `${path}: ${directive}`).toContain(directive);
  }
  expect(csp, `${path}: images limited`).toMatch(/img-src 'self' data: blob: http:\/\/127\.0\.0\.1:\d+(;|$)/);
  expect(csp, `${path}: connections limited`).toMatch(
    /connect-src 'self' http:\/\/127\.0\.0\.1:\d+ ws:\/\/127\.0\.0\.1:\d+(;|$)/,
  );
  expect(csp, `${path}: no unsafe-inline script`).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers["x-content-type-options"], path).toBe("nosniff");
  expect(response.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  expect(response.headers["permissions-policy"], path).toContain("camera=()");
  expect(response.headers["strict-transport-security"], `${path}: no HSTS over http`).toBeUndefined();
  // Issue 20: no response names the internal path it was rendered from.
  expect(response.headers["x-middleware-rewrite"], `${path}: internal rewrite`).toBeUndefined();
}

/**
 * Every script of a page that runs carries the policy's nonce, or is allowed by a hash the policy
 * lists (the colour-mode script; on a cached page without a nonce, every inline script), or is one of
 * the site's own chunks ('self', on a cached page); data blocks (JSON-LD) do not run.
 */
function expectScriptsAllowed(response: Raw, nonce: string | null) {
  const csp = cspOf(response);
  const scripts = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attrs]) => !/\stype="(application\/ld\+json|text\/plain)"/.test(attrs!),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, content] of scripts) {
    if (nonce && attrs!.includes(`nonce="${nonce}"`)) continue;
    const src = /\ssrc="([^"]+)"/.exec(attrs!)?.[1];
    if (src) {
      expect(nonce, `${src}: an external script without the nonce`).toBeNull();
      expect(src).toMatch(/^\/_next\/static\//);
      continue;
    }
    const hash = `'sha256-${createHash("sha256").update(content!).digest("base64")}'`;
    expect(csp, `script ${attrs} ${content!.slice(0, 60)}`).toContain(hash);
  }
}

test("every kind of response carries the security headers", async ({ baseURL, request }) => {
  const home = await raw(baseURL!, "/entreprises");
  const chunk = home.body.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(chunk).toBeTruthy();
  const paths = [
    "/",
    "/entreprises",
    "/en/entreprises",
    "/contact",
    "/login",
    "/admin",
    "/page-qui-n-existe-pas",
    "/foo.bar",
    "/api/build",
    "/robots.txt",
    "/sitemap.xml",
    "/favicon.ico",
    "/illustrations/food-light.svg",
    "/og/fr.png",
    chunk!,
  ];
  for (const path of paths) expectSecurityHeaders(path, await raw(baseURL!, path));
  // Through the host's https proxy, HSTS too.
  for (const path of ["/entreprises", "/api/build", chunk!]) {
    const response = await raw(baseURL!, path, { "x-forwarded-proto": "https" });
    expect(response.headers["strict-transport-security"], path).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  }
  expect((await request.get("/entreprises")).ok()).toBe(true);
});

test("pages allow only their own scripts: a fresh nonce on every rendered response, a cached page's own hashes", async ({
  baseURL,
}) => {
  // A page rendered for each request (a search of properties) has a new nonce each time.
  const first = await raw(baseURL!, "/immobilier?q=boulangerie");
  const second = await raw(baseURL!, "/immobilier?q=boulangerie");
  const nonce = nonceOf(first);
  expect(nonce).toBeTruthy();
  expect(cspOf(second)).not.toContain(nonce!);
  expect(cspOf(first)).toContain("'strict-dynamic'");
  expectScriptsAllowed(first, nonce!);
  // A cached page (lib/http/cached-pages.ts, page-memory.ts) is the same response for every visitor
  // without a session: no nonce, each of its inline scripts allowed by its hash, its chunks by 'self',
  // and no policy ever names the placeholder the copy was rendered with.
  const cached = [await raw(baseURL!, "/entreprises"), await raw(baseURL!, "/entreprises")];
  for (const response of cached) {
    const csp = cspOf(response);
    expect(response.headers["x-page-memory"], "served from memory").toBe("1");
    expect(csp).not.toContain("'nonce-");
    expect(csp).not.toContain("'strict-dynamic'");
    expect(csp).not.toContain(CACHED_PAGE_NONCE_PLACEHOLDER);
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expectScriptsAllowed(response, null);
  }
  expect(cached[1]!.body).toBe(cached[0]!.body);
});

test("a page works under its policy: no CSP violation, the app is interactive", async ({ page, consoleErrors }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(
        `CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  page.on("console", (m) => {
    if (/content security policy|CSP violation/i.test(m.text())) violations.push(m.text());
  });
  await page.goto("/");
  await page.goto("/entreprises");
  // The theme script ran before paint (its class is set) and React hydrated: a header link navigates without a reload.
  await expect(page.locator("html")).toHaveAttribute("class", /\b(light|dark)\b/);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page
    .getByRole("navigation", { name: "Navigation principale" })
    .getByRole("link", { name: "Immobilier" })
    .click();
  await expect(page).toHaveURL(/\/immobilier$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The navigation's data came from a cached copy as is: the placeholder nonce is nowhere in the page.
  expect(await page.content()).not.toContain(CACHED_PAGE_NONCE_PLACEHOLDER);
  expect(violations).toEqual([]);
  expect(consoleErrors.filter((e) => /policy|CSP/i.test(e))).toEqual([]);
});

test("variants of a protected path are guarded like the plain path", async ({ baseURL }) => {
  for (const path of [
    "/admin",
    "/%61dmin",
    "//admin",
    "/ADMIN",
    "/admin/",
    "/Admin/Gestion",
    "/en//admin",
    "/PROFIL",
  ]) {
    const response = await raw(baseURL!, path);
    const location = response.headers.location ?? "";
    if (response.status === 308 && !location.includes("/login")) {
      // Next.js first drops a trailing slash or normalises the path: follow that one step.
      const next = await raw(baseURL!, new URL(location, baseURL).pathname);
      expect(next.status, `${path} → ${location}`).toBe(307);
      expect(next.headers.location, `${path} → ${location}`).toMatch(/\/login\?redirect=/);
      continue;
    }
    expect(response.status, path).toBe(307);
    expect(location, path).toMatch(/\/login\?redirect=/);
  }
});

test("a one-segment path with a dot is a 404, not a 500", async ({ baseURL }) => {
  for (const path of ["/foo.bar", "/profil.json", "/en/foo.bar", "/admin.php", "/.env"]) {
    const response = await raw(baseURL!, path);
    expect(response.status, path).toBe(404);
  }
});

test("rate limits count the address the trusted proxy saw, never one the client wrote before it", async ({
  request,
}) => {
  // The test app trusts one proxy (TRUSTED_PROXIES=1, as behind a load balancer). The client writes
  // 198.51.100.1; "the proxy" (this request) adds 198.51.100.2; the server appends the connection's own
  // address itself, so the visitor is 198.51.100.2. Without that, the client's 198.51.100.1 would count.
  const secret = process.env.SUPABASE_SECRET_KEY!;
  const hash = (ip: string) => createHmac("sha256", secret).update(ip).digest("hex");
  const response = await request.post("/api/analytics", {
    headers: { "x-forwarded-for": "198.51.100.1, 198.51.100.2", "content-type": "application/json" },
    data: { route: "/", path: "/" },
  });
  expect(response.status()).toBe(204);
  const { data } = await database()
    .from("rate_limits")
    .select("key_hash")
    .eq("bucket", "page_view")
    .in("key_hash", [hash("198.51.100.1"), hash("198.51.100.2")]);
  expect((data ?? []).map((r) => r.key_hash)).toEqual([hash("198.51.100.2")]);
});
