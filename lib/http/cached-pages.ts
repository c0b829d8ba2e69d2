import { createHmac } from "node:crypto";

/**
 * The public pages served from Next.js's cache to visitors without a session (issue 24; the design
 * and its trade-off are in docs/architecture.md, "Cached pages"). Each has a copy under
 * app/[locale]/cached/ that renders without the request (no cookie, header or query read), which the
 * middleware serves instead of the page itself when nothing about the visitor can change it.
 */

/** The folder, under the locale, of the cached copies: reached only through the middleware. */
const CACHED_SEGMENT = "cached";

/** Paths (without locale) that have a cached copy. */
const CACHED_PATHS = [
  /^\/entreprises$/,
  /^\/entreprises\/regions$/,
  /^\/entreprises\/(regions|categories|provinces)\/[^/]+$/,
  /^\/entreprises\/(?!regions$|categories$|provinces$)[^/]+$/,
  /^\/immobilier$/,
  /^\/immobilier\/[^/]+$/,
  /^\/experts$/,
  /^\/franchises$/,
  /^\/franchises\/[^/]+$/,
  /^\/blog$/,
  /^\/blog\/(?!rss\.xml$)[^/]+$/,
];

/** Query parameters that never change a page: the router's cache-buster and campaign tags. */
const IGNORED_PARAMS = /^(_rsc|utm_[a-z]+|fbclid|gclid)$/;

/** Whether the request carries a Supabase session cookie (`sb-<ref>-auth-token`, maybe in chunks). */
export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const name of names) if (/^sb-.+-auth-token(\.\d+)?$/.test(name)) return true;
  return false;
}

/**
 * The cached copy's path for a page request, or null when the page must render for this request:
 * a visitor with a session, a method other than GET/HEAD, a query that changes the page, a page
 * without a cached copy. `path` is the page's path without locale ("/" for the home page).
 */
export function cachedPagePath(
  request: { method: string; path: string; params: URLSearchParams; cookies: Iterable<string> },
  locale: string,
): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (hasSessionCookie(request.cookies)) return null;
  for (const name of request.params.keys()) if (!IGNORED_PARAMS.test(name)) return null;
  if (!CACHED_PATHS.some((pattern) => pattern.test(request.path))) return null;
  return `/${locale}/${CACHED_SEGMENT}${request.path}`;
}

/** Whether a path (without locale) names a cached copy directly: only the middleware may lead there. */
export function isCachedCopyPath(path: string): boolean {
  return path === `/${CACHED_SEGMENT}` || path.startsWith(`/${CACHED_SEGMENT}/`);
}

/**
 * The nonce of cached pages: one per deployment (a keyed hash of the build id), since a cached
 * page is the same bytes for every visitor. Per-request pages keep a fresh nonce.
 */
export function cachedPageNonce(buildId: string, secret: string): string {
  return createHmac("sha256", secret).update(`cached-page-nonce|${buildId}`).digest("base64");
}
