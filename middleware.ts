import createIntlMiddleware from "next-intl/middleware";
import type { NextRequest, NextResponse } from "next/server";
import { applyGuards, isServerAction } from "@/lib/auth/middleware-guard";
import { publicEnv } from "@/lib/env";
import { forwardRequestHeaders } from "@/lib/http/forward-request-headers";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce, HSTS, isHttps } from "@/lib/http/security-headers";
import { routing } from "@/lib/i18n/routing";
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

// next-intl routing → Supabase session refresh (cookies written onto next-intl's response) → guards → headers.
export async function middleware(request: NextRequest) {
  const nonce = createNonce();
  const csp = contentSecurityPolicy({
    nonce,
    supabaseUrl: publicEnv().NEXT_PUBLIC_SUPABASE_URL,
    dev: process.env.NODE_ENV === "development",
  });
  const response = request.nextUrl.pathname === "/" ? intlAtRoot(request) : intlElsewhere(request);
  if (!response.headers.has("location"))
    forwardRequestHeaders(response, request, { "content-security-policy": csp, "x-nonce": nonce });
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
