import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { applyGuards, isServerAction } from "@/lib/auth/middleware-guard";
import { relaySearch, searchLogOf } from "@/lib/businesses/search-log-relay";
import type { SearchQueryLogEntry } from "@/lib/businesses/types";
import { publicEnv } from "@/lib/env";
import {
  CACHED_PAGE_NONCE_PLACEHOLDER,
  cachedPagePath,
  INNER_REQUEST_HEADER,
  innerRequestToken,
  isCachedCopyPath,
  isInnerRequestToken,
  searchedPagePath,
  vouchedCopy,
  withNonce,
} from "@/lib/http/cached-pages";
import { forwardRequestHeaders } from "@/lib/http/forward-request-headers";
import { pageGeneration } from "@/lib/http/page-generation";
import { bodyOf, PageMemory, rememberedPage, type RememberedPage } from "@/lib/http/page-memory";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce, HSTS, isHttps } from "@/lib/http/security-headers";
import { splitLocale } from "@/lib/i18n/locale-path";
import { LOCALE_COOKIE, routing, type Locale } from "@/lib/i18n/routing";
import { COLOR_MODE_SCRIPT_HASH } from "@/lib/site/color-mode-script";
import { updateSession } from "@/lib/supabase/middleware";

// Only the bare root follows the visitor's cookie or browser language (§1); any other French URL
// is French, whoever opens it, so shared links and search results land on the page they name.
const intlAtRoot = createIntlMiddleware(routing);
const intlElsewhere = createIntlMiddleware({ ...routing, localeDetection: false });

/**
 * Whether next-intl keeps a visitor of the bare root in French, by what it decides from (the language
 * cookie and the browser's languages), remembered: the home page's answer from memory would otherwise
 * run next-intl's negotiation for every visitor (about a third of its time in `npm run bench -- pages`).
 */
const rootDecisions = new Map<string, boolean>();
function rootStaysFrench(request: NextRequest): boolean {
  const key = `${request.cookies.get(LOCALE_COOKIE.name)?.value ?? ""}\n${request.headers.get("accept-language") ?? ""}`;
  let stays = rootDecisions.get(key);
  if (stays === undefined) {
    stays = !intlAtRoot(request).headers.has("location");
    if (rootDecisions.size >= 512) rootDecisions.clear();
    rootDecisions.set(key, stays);
  }
  return stays;
}

/**
 * The page's policy goes to Next.js as a request header (it puts the nonce on its scripts) and to the
 * browser. Next.js also copies the middleware's response headers onto the request it renders: a
 * response whose render must see another policy (a cached copy's placeholder) sets none here, and gets
 * next.config.ts's policy, which allows no script.
 */
function secure(request: NextRequest, response: NextResponse, csp: string | null): NextResponse {
  if (csp) response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(baseSecurityHeaders())) response.headers.set(name, value);
  if (isHttps(request.nextUrl.protocol, request.headers.get("x-forwarded-proto")))
    response.headers.set("Strict-Transport-Security", HSTS);
  return response;
}

/** The secret behind the inner requests' token: the deployment's, or (none set) this process's own. */
const innerSecret =
  process.env.IP_HASH_SECRET || process.env.SUPABASE_SECRET_KEY || Buffer.from(createNonce()).toString("hex");
const innerToken = innerRequestToken(process.env.NEXT_PUBLIC_BUILD_ID ?? "", innerSecret);

/** The page's policy, for a nonce (null: no script at all, unless the page's own scripts' hashes are given). */
const policy = (nonce: string | null, scriptHashes?: readonly string[]) =>
  contentSecurityPolicy({
    nonce,
    supabaseUrl: publicEnv().NEXT_PUBLIC_SUPABASE_URL,
    dev: process.env.NODE_ENV === "development",
    hashes: [COLOR_MODE_SCRIPT_HASH],
    scriptHashes,
  });

/** The cached copies' responses, ready to send (lib/http/page-memory.ts), with a searched page's search. */
const memory = new PageMemory<SearchQueryLogEntry | null>();

/**
 * Which copy of the page answers: the cached one (lib/http/cached-pages.ts) for a visitor without a
 * session on a page that has one, otherwise the page itself, rendered for this request. Either way
 * the response's nonce is fresh.
 */
function choosePage(request: NextRequest) {
  const { locale, path, cached, searched } = cachedCopyOf(request);
  return { locale, direct: isCachedCopyPath(path), cached, searched, nonce: createNonce() };
}

/**
 * The request's language, path without it, its cached copy's path (null: rendered for the request)
 * and, for a search that may be answered from memory, the live page that renders it.
 */
function cachedCopyOf(request: NextRequest) {
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const facts = {
    method: request.method,
    path,
    params: request.nextUrl.searchParams,
    cookies: request.cookies.getAll().map((cookie) => cookie.name),
  };
  return { locale, path, cached: cachedPagePath(facts, locale), searched: searchedPagePath(facts, locale) };
}

/** Where a page is kept in memory: its path, and its query for a searched page. */
const memoryKey = (request: NextRequest, searched: boolean) =>
  searched ? `${request.nextUrl.pathname}${request.nextUrl.search}` : request.nextUrl.pathname;

/**
 * The middleware's own request for a cached copy (`fetchCopy`), at the page's own address: a
 * rewrite to the copy (so the copy knows the address it is shown at, as its router needs), rendered
 * (once, then from the cache) with the placeholder nonce; the response itself allows no script.
 */
function innerRequest(request: NextRequest): NextResponse {
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const params = request.nextUrl.searchParams;
  // A search: the live page renders it (for nobody: no cookie came), with the placeholder too.
  const searched = searchedPagePath({ method: "GET", path, params, cookies: [] }, locale);
  const cached = searched
    ? `${searched}${request.nextUrl.search}`
    : cachedPagePath({ method: "GET", path, params: new URLSearchParams(), cookies: [] }, locale);
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy(CACHED_PAGE_NONCE_PLACEHOLDER));
  const target = new URL(cached ?? `/${locale}/404`, request.url);
  return secure(
    request,
    NextResponse.rewrite(target, { request: { headers }, status: cached ? undefined : 404 }),
    null,
  );
}

/** The headers of the copy's response that the visitor gets (its cache headers are not: see below). */
const COPY_HEADERS = ["content-type", "content-language", "location", "x-nextjs-cache", "x-nextjs-prerender"];

/**
 * Never kept by a shared cache: the same address gives a signed-in visitor their own page, and a
 * response with a nonce is unique.
 */
const PRIVATE = "private, no-cache, no-store, max-age=0, must-revalidate";

/** A copy as fetched: remembered when vouched for, else the HTML with the placeholder still in it. */
type FetchedCopy =
  | { entry: RememberedPage<SearchQueryLogEntry | null> }
  | { entry: null; status: number; headers: Array<[string, string]>; html: string };

/** The fetches of copies under way, by path: requests that arrive meanwhile wait for the same one. */
const fetching = new Map<string, Promise<FetchedCopy | null>>();

/**
 * A cached copy, fetched from the site's own origin (INTERNAL_SITE_URL, or NEXT_PUBLIC_SITE_URL).
 * When every script Next.js wrote into it is one it vouches for (`vouchedCopy`), the copy is
 * remembered as is, with their hashes as its policy, until a write or the TTL ends it.
 * `pageHeaders` (next-intl's) go with it. Null when the copy cannot be fetched.
 */
async function fetchCopy(path: string, searched: boolean, pageHeaders: Headers): Promise<FetchedCopy | null> {
  // A configured address, never the request's Host (a forged Host would send the token elsewhere).
  const origin = process.env.INTERNAL_SITE_URL || publicEnv().NEXT_PUBLIC_SITE_URL;
  const generation = pageGeneration();
  let copy: Response;
  try {
    copy = await fetch(new URL(path, origin), {
      headers: { [INNER_REQUEST_HEADER]: innerToken, "accept-encoding": "identity" },
      redirect: "manual",
      cache: "no-store",
    });
  } catch {
    return null;
  }
  if (copy.status >= 500) return null;
  const html = await copy.text();
  const headers: Array<[string, string]> = [];
  for (const [name, value] of pageHeaders)
    if (!name.startsWith("x-middleware-") && name !== "set-cookie") headers.push([name, value]);
  for (const name of COPY_HEADERS) {
    const value = copy.headers.get(name);
    if (value) headers.push([name, value]);
  }
  const vouched =
    copy.status === 200 && !headers.some(([, value]) => value.includes(CACHED_PAGE_NONCE_PLACEHOLDER))
      ? vouchedCopy(html)
      : null;
  // A searched page is kept only with the search it records, to record it again for each answer.
  const search = searched ? searchLogOf(html) : null;
  if (!vouched || (searched && !search)) return { entry: null, status: copy.status, headers, html };
  const entry = rememberedPage(
    {
      status: copy.status,
      // Next.js's cache headers describe the copy's own request, not the answers from memory.
      headers: headers.filter(([name]) => !name.startsWith("x-nextjs-")),
      csp: policy(null, vouched.hashes),
      html: vouched.html,
      meta: search,
    },
    generation,
    Date.now(),
  );
  memory.set(path, entry);
  return { entry };
}

/**
 * A cached copy's response: from memory when vouched for, else with this response's own nonce in
 * place of the placeholder. Null when the copy cannot be fetched: the page then renders for this request.
 */
async function cachedCopyResponse(
  request: NextRequest,
  nonce: string,
  pageHeaders: Headers,
  searched: boolean,
): Promise<NextResponse | null> {
  const key = memoryKey(request, searched);
  let pending = fetching.get(key);
  // The request that fetches a searched page gets its search recorded by that render; the others, here.
  const waiting = pending !== undefined;
  if (!pending) {
    pending = fetchCopy(key, searched, pageHeaders).finally(() => fetching.delete(key));
    fetching.set(key, pending);
  }
  const copy = await pending;
  if (!copy) return null;
  if (copy.entry) {
    if (waiting && copy.entry.meta) relaySearch(copy.entry.meta);
    return fromMemory(request, copy.entry);
  }
  // A search that cannot be kept is rendered for each request that asks it (and recorded there).
  if (searched && waiting) return null;
  const response = new NextResponse(request.method === "HEAD" ? null : withNonce(copy.html, nonce), {
    status: copy.status,
  });
  for (const [name, value] of copy.headers)
    response.headers.set(name, name === "location" ? absoluteLocation(value, request) : withNonce(value, nonce));
  response.headers.set("content-security-policy", policy(nonce));
  response.headers.set("cache-control", PRIVATE);
  return response;
}

/**
 * A copy's redirect (an old address: lib/taxonomy) as a middleware's response must say it: one absolute
 * URL at the address this request came to. A copy's first render sends its Location twice, which
 * fetch joins with ", " (the app's own redirects encode their commas).
 */
function absoluteLocation(value: string, request: NextRequest): string {
  const [first, ...others] = value.split(", ");
  return new URL(others.every((other) => other === first) ? first! : value, request.url).href;
}

/** A remembered copy's response (compressed, like any page, by `next start` when the client takes it). */
function fromMemory(request: NextRequest, entry: RememberedPage): NextResponse {
  const response = new NextResponse(request.method === "HEAD" ? null : bodyOf(entry), {
    status: entry.status,
    headers: entry.headers.map(([name, value]): [string, string] => [name, value]),
  });
  response.headers.set("cache-control", PRIVATE);
  response.headers.set("content-security-policy", entry.csp);
  response.headers.set("x-page-memory", "1");
  return response;
}

/**
 * The answer from memory for a visitor without a session (the same conditions as `cachedPagePath`:
 * GET or HEAD, no session cookie, no query that changes the page; a document, not data), before any
 * other work: next-intl, the session, the guards have nothing to do for such a request, and the entry
 * was stored by a request that went through them (a path next-intl redirects is never stored). Null:
 * the request takes the usual way.
 */
function rememberedResponse(request: NextRequest, switched: Locale | null): NextResponse | null {
  if (switched || wantsData(request)) return null;
  // The bare root follows the cookie or the browser's language: only a visitor it keeps in French gets `/`.
  if (request.nextUrl.pathname === "/" && !rootStaysFrench(request)) return null;
  const { locale, cached, searched } = cachedCopyOf(request);
  if (!cached && !searched) return null;
  const entry = memory.get(memoryKey(request, !cached), pageGeneration(), Date.now());
  if (!entry) return null;
  if (entry.meta) relaySearch(entry.meta);
  const response = fromMemory(request, entry);
  // What next-intl does for a page in a language the cookie does not say yet.
  if (request.cookies.get(LOCALE_COOKIE.name)?.value !== locale)
    response.cookies.set(LOCALE_COOKIE.name, locale, { maxAge: LOCALE_COOKIE.maxAge, sameSite: "lax", path: "/" });
  return secure(request, response, null);
}

/**
 * Whether a browser fetches the page as data, not as a document: a client navigation's RSC request
 * (Next.js hides its flight headers from the middleware), a prefetch. Browsers say so in
 * Sec-Fetch-Dest; a client that does not send it is taken for a document. Data needs no nonce: the
 * copy answers it as is. A document taken for data would get the placeholder under next.config.ts's
 * policy, which runs no script at all: never a usable nonce.
 */
function wantsData(request: NextRequest): boolean {
  const destination = request.headers.get("sec-fetch-dest");
  return destination !== null && destination !== "document";
}

/**
 * The language a navigation switches to: from a page of this site in one language to a page in the
 * other (the header's language link, the footer's "English"). The links write the cookie themselves
 * once the page's script runs; this remembers a switch made before it has (a slow phone) or without
 * it. Null when the navigation stays in its language or the cookie already says so.
 */
function switchedLocale(request: NextRequest): Locale | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  if (from.host !== request.nextUrl.host) return null;
  const to = splitLocale(request.nextUrl.pathname).locale;
  if (splitLocale(from.pathname).locale === to) return null;
  return request.cookies.get(LOCALE_COOKIE.name)?.value === to ? null : to;
}

// The middleware's own request for a copy → next-intl routing → cached copy or not → Supabase session
// refresh (cookies written onto next-intl's response) → guards → headers; a switch of language is
// remembered on whichever response goes back.
export async function middleware(request: NextRequest) {
  if (isInnerRequestToken(request.headers.get(INNER_REQUEST_HEADER), innerToken)) return innerRequest(request);
  const switched = switchedLocale(request);
  const remembered = rememberedResponse(request, switched);
  if (remembered) return remembered;
  const response = await respond(request, switched);
  if (switched)
    response.cookies.set(LOCALE_COOKIE.name, switched, { maxAge: LOCALE_COOKIE.maxAge, sameSite: "lax", path: "/" });
  return response;
}

async function respond(request: NextRequest, switched: Locale | null): Promise<NextResponse> {
  const page = choosePage(request);
  const csp = policy(page.nonce);
  // A client navigation's data from a cached copy: the copy's render must see the placeholder (see `secure`).
  const copyData = page.cached !== null && wantsData(request);
  // The bare root follows the cookie or the browser's language, unless this very request switches to French.
  let response = request.nextUrl.pathname === "/" && !switched ? intlAtRoot(request) : intlElsewhere(request);
  if (!response.headers.has("location")) {
    // The cached copies are reached through the middleware only: their own address is a 404.
    if (page.direct) {
      response = NextResponse.rewrite(new URL(`/${page.locale}/404`, request.url), { status: 404 });
      forwardRequestHeaders(response, request, { "content-security-policy": csp });
    } else if (copyData) {
      response.headers.set(
        "x-middleware-rewrite",
        new URL(`${page.cached}${request.nextUrl.search}`, request.url).href,
      );
      forwardRequestHeaders(response, request, { "content-security-policy": policy(CACHED_PAGE_NONCE_PLACEHOLDER) });
    } else {
      // next-intl's own headers (the alternate links) go with the copy; its cookie with this response.
      const searched = page.cached === null && page.searched !== null && !wantsData(request);
      const copy =
        page.cached || searched ? await cachedCopyResponse(request, page.nonce, response.headers, searched) : null;
      if (copy) {
        for (const value of response.headers.getSetCookie()) copy.headers.append("set-cookie", value);
        return secure(request, copy, null);
      }
      forwardRequestHeaders(response, request, { "content-security-policy": csp });
    }
  }
  const { claims } = await updateSession(request, response, { keepCookiesOfEndedSession: isServerAction(request) });
  return secure(
    request,
    await applyGuards(request, response, typeof claims?.sub === "string" ? claims.sub : null),
    copyData ? null : csp,
  );
}

export const config = {
  runtime: "nodejs",
  // Everything but API routes, Next internals, the root metadata files and the public folders: a path
  // with a dot (/profil.json) is a page path like any other (a 404, guarded where it must be).
  matcher: [
    "/((?!api(?:/|$)|_next/|_vercel|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|illustrations/|og/).*)",
  ],
};
