import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * The public pages served from Next.js's cache to visitors without a session (issue 24; the design
 * and its trade-off are in docs/architecture.md, "Cached pages"). Each has a copy under
 * app/[locale]/cached/ that renders without the request (no cookie, header or query read), which the
 * middleware serves instead of the page itself when nothing about the visitor can change it.
 */

/** The folder, under the locale, of the cached copies: reached only through the middleware. */
const CACHED_SEGMENT = "cached";

/** Paths (without locale) that have a cached copy: every public page a visitor without a session opens. */
const CACHED_PATHS = [
  /^\/$/,
  /^\/(faq|a-propos|contact|forfaits[23]?|conditions-utilisation|politique-confidentialite|acheter-une-entreprise)$/,
  /^\/services\/(evaluation|financement|financement\/success)$/,
  /^\/vendeur\/[^/]+$/,
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
export function cachedPagePath(request: PageRequest, locale: string): string | null {
  if (!isAnonymousRead(request) || changesPage(request.params)) return null;
  if (!CACHED_PATHS.some((pattern) => pattern.test(request.path))) return null;
  return `/${locale}/${CACHED_SEGMENT}${request.path === "/" ? "" : request.path}`;
}

/** What the middleware knows of a page request. `path` is the page's path without locale. */
type PageRequest = { method: string; path: string; params: URLSearchParams; cookies: Iterable<string> };

/** A GET or HEAD without a session cookie: what every visitor without a session may share. */
const isAnonymousRead = (request: PageRequest) =>
  (request.method === "GET" || request.method === "HEAD") && !hasSessionCookie(request.cookies);

/** Whether a query changes the page (anything but the router's cache-buster and campaign tags). */
const changesPage = (params: URLSearchParams) => [...params.keys()].some((name) => !IGNORED_PARAMS.test(name));

/**
 * Pages (without locale) whose searches a visitor without a session may get from the middleware's
 * memory: their results are public and the same for everyone asking the same thing.
 */
const SEARCHED_PATHS = [/^\/entreprises$/];

/**
 * The page to render for a search a visitor without a session may get from memory (the live page:
 * searches have no cached copy), or null: a visitor with a session, a method other than GET/HEAD, a
 * page without a query that changes it (its cached copy answers), a page whose searches are not kept.
 */
export function searchedPagePath(request: PageRequest, locale: string): string | null {
  if (!isAnonymousRead(request) || !changesPage(request.params)) return null;
  if (!SEARCHED_PATHS.some((pattern) => pattern.test(request.path))) return null;
  return `/${locale}${request.path}`;
}

/** Whether a path (without locale) names a cached copy directly: only the middleware may lead there. */
export function isCachedCopyPath(path: string): boolean {
  return path === `/${CACHED_SEGMENT}` || path.startsWith(`/${CACHED_SEGMENT}/`);
}

/**
 * The nonce the cached copies are rendered with: a constant that no response ever sends as a valid
 * nonce. The middleware replaces it everywhere in a copy's HTML with the response's fresh nonce
 * (`withNonce`), so every page a visitor receives has a nonce nobody could know in advance.
 */
export const CACHED_PAGE_NONCE_PLACEHOLDER = "cached-page-nonce-placeholder-4f1c9a2e";

/** A copy's HTML (or header value) with the placeholder replaced by the response's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(CACHED_PAGE_NONCE_PLACEHOLDER, nonce);
}

/** The header that marks the middleware's own request for a copy (`innerRequestToken` is its value). */
export const INNER_REQUEST_HEADER = "x-cached-page-request";

/**
 * The value of `INNER_REQUEST_HEADER`: a keyed hash of the build id, so only this deployment's
 * middleware can reach a copy's own address (a 404 for anyone else).
 */
export function innerRequestToken(buildId: string, secret: string): string {
  return createHmac("sha256", secret).update(`cached-page-request|${buildId}`).digest("base64url");
}

/** Whether a request header carries the inner requests' token (compared in constant time). */
export function isInnerRequestToken(value: string | null, token: string): boolean {
  if (!value) return false;
  const [a, b] = [Buffer.from(value), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The constant script that starts the App Router's data stream. */
const FLIGHT_START = "(self.__next_f=self.__next_f||[]).push([0])";
const FLIGHT_PUSH = /^self\.__next_f\.push\(\[[0-9],(?<data>"[\s\S]*")\]\)$/;
const TURBOPACK_START =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((?<data>\{[\s\S]*\})\);$/;
const CHUNK = /^static\/chunks\/[\w.-]+\.js$/;

/** Whether a string is exactly one JSON value of the expected kind (no code can hide in it). */
function jsonOf(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether an inline script is one of those Next.js writes into every page: the data stream's start,
 * a push of one chunk of data (a JSON string), or Turbopack's bootstrap (chunk paths and module ids).
 * Anything else, even carrying the copy's placeholder nonce, is not vouched for.
 */
export function isFrameworkScript(content: string): boolean {
  if (content === FLIGHT_START) return true;
  const flight = FLIGHT_PUSH.exec(content)?.groups?.data;
  if (flight !== undefined) return typeof jsonOf(flight) === "string";
  const boot = jsonOf(TURBOPACK_START.exec(content)?.groups?.data);
  if (boot === undefined || boot === null || typeof boot !== "object" || Array.isArray(boot)) return false;
  const { otherChunks, runtimeModuleIds, ...rest } = boot as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    Array.isArray(otherChunks) &&
    otherChunks.every((chunk) => typeof chunk === "string" && CHUNK.test(chunk)) &&
    Array.isArray(runtimeModuleIds) &&
    runtimeModuleIds.every((id) => Number.isInteger(id))
  );
}

/** A CSP hash source for an inline script's text. */
function scriptHash(content: string): string {
  return `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A cached copy ready to be sent as is to every visitor, without a nonce (docs/architecture.md,
 * "Cached pages"): the placeholder removed everywhere (an empty nonce grants nothing), and the hash
 * sources of its inline scripts, one per script that carried the placeholder, which is how Next.js
 * marks the scripts it writes. Null when one of those is not a shape Next.js writes
 * (`isFrameworkScript`): that copy is then served with a fresh nonce per response. Inline scripts
 * without the placeholder get no hash (the colour-mode script has its own constant one; structured
 * data does not run); external scripts need none ('self').
 */
export function vouchedCopy(html: string): { html: string; hashes: string[] } | null {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/i.test(attributes)) continue;
    if (!attributes.includes(`nonce="${CACHED_PAGE_NONCE_PLACEHOLDER}"`)) continue;
    if (!isFrameworkScript(content)) return null;
    hashes.add(scriptHash(withNonce(content, "")));
  }
  return { html: withNonce(html, ""), hashes: [...hashes] };
}
