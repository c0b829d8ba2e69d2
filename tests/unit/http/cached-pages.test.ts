import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CACHED_PAGE_NONCE_PLACEHOLDER,
  cachedPagePath,
  hasSessionCookie,
  isFrameworkScript,
  innerRequestToken,
  isCachedCopyPath,
  isInnerRequestToken,
  searchedPagePath,
  vouchedCopy,
  withNonce,
} from "@/lib/http/cached-pages";

const request = (path: string, query = "", cookies: string[] = [], method = "GET") => ({
  method,
  path,
  params: new URLSearchParams(query),
  cookies,
});

describe("cached pages (issue 24)", () => {
  it("serves the cached copy of every public page to a visitor without a session (issue 43: the home page first)", () => {
    expect(cachedPagePath(request("/"), "fr")).toBe("/fr/cached");
    expect(cachedPagePath(request("/"), "en")).toBe("/en/cached");
    expect(cachedPagePath(request("/entreprises"), "fr")).toBe("/fr/cached/entreprises");
    expect(cachedPagePath(request("/entreprises/boulangerie-a-rimouski"), "en")).toBe(
      "/en/cached/entreprises/boulangerie-a-rimouski",
    );
    for (const path of [
      "/entreprises/regions",
      "/entreprises/regions/montreal",
      "/entreprises/categories/restaurant",
      "/entreprises/provinces/quebec",
      "/immobilier",
      "/immobilier/local-commercial",
      "/experts",
      "/franchises",
      "/franchises/12",
      "/blog",
      "/blog/acheter-une-entreprise-au-quebec",
      "/faq",
      "/a-propos",
      "/contact",
      "/forfaits",
      "/forfaits2",
      "/forfaits3",
      "/conditions-utilisation",
      "/politique-confidentialite",
      "/acheter-une-entreprise",
      "/services/evaluation",
      "/services/financement",
      "/services/financement/success",
      "/vendeur/marie-tremblay",
    ])
      expect(cachedPagePath(request(path), "fr"), path).toBe(`/fr/cached${path}`);
    // The router's cache-buster and campaign tags change nothing.
    expect(cachedPagePath(request("/entreprises", "_rsc=abc&utm_source=news"), "fr")).toBe("/fr/cached/entreprises");
    expect(cachedPagePath(request("/immobilier", "", [], "HEAD"), "fr")).toBe("/fr/cached/immobilier");
  });

  it("renders the page for the request otherwise: a session, a query, a post, a page without a copy", () => {
    expect(cachedPagePath(request("/entreprises", "", ["sb-127-auth-token"]), "fr")).toBeNull();
    expect(
      cachedPagePath(request("/entreprises", "", ["sb-abc-auth-token.0", "sb-abc-auth-token.1"]), "fr"),
    ).toBeNull();
    expect(cachedPagePath(request("/entreprises", "q=boulangerie"), "fr")).toBeNull();
    expect(cachedPagePath(request("/entreprises", "page=2"), "fr")).toBeNull();
    expect(cachedPagePath(request("/entreprises/boulangerie", "", [], "POST"), "fr")).toBeNull();
    expect(cachedPagePath(request("/", "", ["sb-abc-auth-token"]), "fr")).toBeNull();
    // An estimate, a financing search: the page shows what was asked.
    expect(cachedPagePath(request("/services/evaluation", "category=restaurant&revenue=500000"), "fr")).toBeNull();
    expect(cachedPagePath(request("/services/financement", "listing=boulangerie"), "fr")).toBeNull();
    for (const path of [
      "/admin",
      "/profil",
      "/login",
      "/alertes/desabonnement",
      "/annonces/confirmation",
      "/services",
      "/vendeur",
      "/vendeur/a/b",
      "/entreprises/a/b",
      "/entreprises/categories",
      "/blog/rss.xml",
    ])
      expect(cachedPagePath(request(path), "fr"), path).toBeNull();
    expect(cachedPagePath(request("/entreprises", "", ["i18n_redirected"]), "fr")).toBe("/fr/cached/entreprises");
  });

  it("knows a session cookie and the copies' own paths", () => {
    expect(hasSessionCookie(["i18n_redirected", "sb-x-auth-token"])).toBe(true);
    expect(hasSessionCookie(["i18n_redirected", "sb-x-auth-token-code-verifier"])).toBe(false);
    expect(isCachedCopyPath("/cached/entreprises")).toBe(true);
    expect(isCachedCopyPath("/cachedx")).toBe(false);
  });

  it("gives each cached page the response's nonce in place of the placeholder, everywhere", () => {
    const p = CACHED_PAGE_NONCE_PLACEHOLDER;
    const html = `<link nonce="${p}"><script nonce="${p}">1</script><script nonce="${p}" src="/a.js"></script>`;
    expect(withNonce(html, "fresh")).toBe(
      `<link nonce="fresh"><script nonce="fresh">1</script><script nonce="fresh" src="/a.js"></script>`,
    );
    // Next.js takes the placeholder for a nonce (the syntax it reads from the policy).
    expect(p).toMatch(/^[A-Za-z0-9+/_-]+={0,2}$/);
  });

  it("lets only this deployment's middleware reach a copy's own address", () => {
    const token = innerRequestToken("build-1", "secret");
    expect(innerRequestToken("build-2", "secret")).not.toBe(token);
    expect(innerRequestToken("build-1", "other")).not.toBe(token);
    expect(isInnerRequestToken(token, token)).toBe(true);
    expect(isInnerRequestToken(innerRequestToken("build-1", "other"), token)).toBe(false);
    expect(isInnerRequestToken(token.slice(1), token)).toBe(false);
    expect(isInnerRequestToken(null, token)).toBe(false);
  });
});

describe("a cached copy's own scripts (issue 24: served as is, allowed by their hashes)", () => {
  const nonce = `nonce="${CACHED_PAGE_NONCE_PLACEHOLDER}"`;
  const start = "(self.__next_f=self.__next_f||[]).push([0])";
  const push = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
  const boot =
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0a1.js"],"runtimeModuleIds":[494553]});';

  it("recognises the scripts Next.js writes, and nothing that could carry code", () => {
    for (const script of [start, push, boot]) expect(isFrameworkScript(script), script).toBe(true);
    for (const script of [
      "alert(1)",
      'self.__next_f.push([1,"a"]);alert(1)',
      'self.__next_f.push([1,"a"]),alert(1),([1,"b"])',
      "self.__next_f.push([1,x])",
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"],"runtimeModuleIds":[1]});',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1],"then":1});',
      `${start};alert(1)`,
    ])
      expect(isFrameworkScript(script), script).toBe(false);
  });

  it("hashes every script Next.js marked with the placeholder, and only those, once the placeholder is gone", () => {
    const data = `self.__next_f.push([1,"{\\"nonce\\":\\"${CACHED_PAGE_NONCE_PLACEHOLDER}\\"}"])`;
    const html = [
      '<script>(function(){document.documentElement.className="light"})()</script>',
      `<script src="/_next/static/chunks/0a1.js" async="" ${nonce}></script>`,
      `<script ${nonce} id="_R_">${boot}</script>`,
      `<script ${nonce}>${start}</script>`,
      `<script ${nonce}>${push}</script>`,
      `<script ${nonce}>${push}</script>`,
      `<script ${nonce}>${data}</script>`,
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    ].join("");
    const copy = vouchedCopy(html)!;
    expect(copy.hashes).toHaveLength(4);
    expect(copy.html).not.toContain(CACHED_PAGE_NONCE_PLACEHOLDER);
    const hash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(copy.hashes).toContain(hash(push));
    expect(copy.hashes).toContain(hash(withNonce(data, "")));
    expect(copy.html).toContain(withNonce(data, ""));
  });

  it("vouches for no copy holding another script with the placeholder: that copy gets a fresh nonce instead", () => {
    expect(vouchedCopy(`<script ${nonce}>${start}</script><script ${nonce}>alert(1)</script>`)).toBeNull();
  });
});

describe("searches answered from memory (issue 24)", () => {
  it("only business searches, only without a session, only GET or HEAD, only with a query that changes the page", () => {
    expect(searchedPagePath(request("/entreprises", "search=boulangerie&page=2"), "fr")).toBe("/fr/entreprises");
    expect(searchedPagePath(request("/entreprises", "region=montreal", [], "HEAD"), "en")).toBe("/en/entreprises");
    expect(searchedPagePath(request("/entreprises", "search=a", ["sb-x-auth-token"]), "fr")).toBeNull();
    expect(searchedPagePath(request("/entreprises", "search=a", [], "POST"), "fr")).toBeNull();
    expect(searchedPagePath(request("/entreprises", "utm_source=x"), "fr")).toBeNull();
    expect(searchedPagePath(request("/entreprises"), "fr")).toBeNull();
    expect(searchedPagePath(request("/immobilier", "search=a"), "fr")).toBeNull();
    expect(searchedPagePath(request("/entreprises/boulangerie", "search=a"), "fr")).toBeNull();
  });
});
