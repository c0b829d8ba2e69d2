import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { applyGuards, isServerAction } from "@/lib/auth/middleware-guard";
import { publicEnv } from "@/lib/env";
import { cachedPageNonce, cachedPagePath, isCachedCopyPath } from "@/lib/http/cached-pages";
import { forwardRequestHeaders } from "@/lib/http/forward-request-headers";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce, HSTS, isHttps } from "@/lib/http/security-headers";
import { splitLocale } from "@/lib/i18n/locale-path";
import { routing } from "@/lib/i18n/routing";
import { COLOR_MODE_SCRIPT_HASH } from "@/lib/site/color-mode-script";
import { updateSession } from "@/lib/supabase/middleware";

// Only the bare root follows the visitor's cookie or browser language (§1); any other French URL
// is French, whoever opens it, so shared links and search results land on the page they name.
const intlAtRoot = createIntlMiddleware(routing);
const intlElsewhere = createIntlMiddleware({ ...routing, localeDetection: false });

/** The page's policy goes to Next.js as a request header (it puts the nonce on its scripts) and to the browser. */
function secure(request: NextRequest, response: NextResponse, csp: string): NextResponse {
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(baseSecurityHeaders())) response.headers.set(name, value);
  if (isHttps(request.nextUrl.protocol, request.headers.get("x-forwarded-proto")))
    response.headers.set("Strict-Transport-Security", HSTS);
  return response;
}

/**
 * Which copy of the page answers: the cached one (lib/http/cached-pages.ts) for a visitor without a
 * session on a page that has one, with the cached pages' nonce; otherwise the page itself, rendered
 * for this request with a fresh nonce.
 */
function choosePage(request: NextRequest) {
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const cached = cachedPagePath(
    {
      method: request.method,
      path,
      params: request.nextUrl.searchParams,
      cookies: request.cookies.getAll().map((cookie) => cookie.name),
    },
    locale,
  );
  const secret = process.env.IP_HASH_SECRET || process.env.SUPABASE_SECRET_KEY || "";
  return {
    locale,
    direct: isCachedCopyPath(path),
    cached,
    nonce: cached ? cachedPageNonce(process.env.NEXT_PUBLIC_BUILD_ID ?? "", secret) : createNonce(),
  };
}

// next-intl routing → cached copy or not → Supabase session refresh (cookies written onto next-intl's
// response) → guards → headers.
export async function middleware(request: NextRequest) {
  const page = choosePage(request);
  const csp = contentSecurityPolicy({
    nonce: page.nonce,
    supabaseUrl: publicEnv().NEXT_PUBLIC_SUPABASE_URL,
    dev: process.env.NODE_ENV === "development",
    hashes: [COLOR_MODE_SCRIPT_HASH],
  });
  let response = request.nextUrl.pathname === "/" ? intlAtRoot(request) : intlElsewhere(request);
  if (!response.headers.has("location")) {
    // The cached copies are reached through this rewrite only: their own address is a 404.
    if (page.direct) response = NextResponse.rewrite(new URL(`/${page.locale}/404`, request.url), { status: 404 });
    else if (page.cached)
      response.headers.set(
        "x-middleware-rewrite",
        new URL(`${page.cached}${request.nextUrl.search}`, request.url).href,
      );
    forwardRequestHeaders(response, request, { "content-security-policy": csp });
  }
  const { claims } = await updateSession(request, response, { keepCookiesOfEndedSession: isServerAction(request) });
  return secure(
    request,
    await applyGuards(request, response, typeof claims?.sub === "string" ? claims.sub : null),
    csp,
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
