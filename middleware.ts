import createIntlMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { applyGuards } from "@/lib/auth/middleware-guard";
import { routing } from "@/lib/i18n/routing";
import { updateSession } from "@/lib/supabase/middleware";

// Only the bare root follows the visitor's cookie or browser language (§1); any other French URL
// is French, whoever opens it, so shared links and search results land on the page they name.
const intlAtRoot = createIntlMiddleware(routing);
const intlElsewhere = createIntlMiddleware({ ...routing, localeDetection: false });

// next-intl routing → Supabase session refresh (cookies written onto next-intl's response) → guards.
export async function middleware(request: NextRequest) {
  const response = request.nextUrl.pathname === "/" ? intlAtRoot(request) : intlElsewhere(request);
  const { claims } = await updateSession(request, response);
  return applyGuards(request, response, typeof claims?.sub === "string" ? claims.sub : null);
}

export const config = {
  runtime: "nodejs",
  // Everything but API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
