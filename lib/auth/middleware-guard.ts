import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";
import { publicEnv } from "@/lib/env";
import { localizePath, splitLocale } from "@/lib/i18n/locale-path";
import { REDIRECT_COOKIE, redirectCookieOptions } from "./redirect-cookie";
import { authRoutes, decide, needsAdminCheck } from "./routes";
import { safeLocalPath } from "./safe-redirect";
import { fetchWithTimeout } from "@/lib/supabase/fetch-timeout";
import { errorMessage } from "@/lib/supabase/errors";
import type { Database } from "@/lib/supabase/types";
import { getAccountFlags } from "./queries";

const NO_STORE = "private, no-store";

/**
 * Admins seen lately (user id → until when), so a back-office visit reads the flag once every
 * half-minute rather than on each page. Only "yes" is remembered: someone just made an admin is let
 * in at once. The middleware only steers: an admin whose flag was removed in that half-minute is let
 * through here and sent away by the page's own requireAdmin (and refused by Postgres).
 */
const recentAdmins = new Map<string, number>();
const ADMIN_MEMORY_MS = 30_000;
const ADMIN_MEMORY_MAX = 1_000;

function rememberAdmin(userId: string, now: number) {
  if (recentAdmins.size >= ADMIN_MEMORY_MAX) {
    for (const [id, until] of recentAdmins) if (until <= now) recentAdmins.delete(id);
    if (recentAdmins.size >= ADMIN_MEMORY_MAX) recentAdmins.clear();
  }
  recentAdmins.set(userId, now + ADMIN_MEMORY_MS);
}

/** The admin flag from profiles, read with the visitor's own (already refreshed) session. */
async function readIsAdmin(request: NextRequest, userId: string): Promise<boolean> {
  const now = Date.now();
  if ((recentAdmins.get(userId) ?? 0) > now) return true;
  const isAdmin = await readIsAdminFlag(request, userId);
  if (isAdmin) rememberAdmin(userId, now);
  return isAdmin;
}

async function readIsAdminFlag(request: NextRequest, userId: string): Promise<boolean> {
  const env = publicEnv();
  const supabase = createServerClient<Database>(
    env.NEXT_PUBLIC_SUPABASE_URL,
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    {
      global: { fetch: fetchWithTimeout },
      cookies: { getAll: () => request.cookies.getAll(), setAll: () => {} },
    },
  );
  const flags = await getAccountFlags(supabase, userId).catch((error: unknown) => {
    console.error("[guards] admin flag not read:", errorMessage(error));
    return null;
  });
  return flags?.is_admin === true;
}

/** Cookies (session refresh, locale) and cache headers set so far go on whatever response is sent. */
function carryOver(from: NextResponse, to: NextResponse): NextResponse {
  for (const cookie of from.cookies.getAll()) to.cookies.set(cookie);
  // next-intl hands the locale to the page through request-header overrides: keep them on a rewrite.
  for (const [name, value] of from.headers) {
    if (name === "x-middleware-override-headers" || name.startsWith("x-middleware-request-"))
      to.headers.set(name, value);
  }
  const cacheControl = from.headers.get("cache-control");
  if (cacheControl) to.headers.set("cache-control", cacheControl);
  return to;
}

/**
 * Whether this is a fetch from a page's script rather than a page the browser opens: the
 * router's prefetches and RSC requests ("sec-fetch-dest: empty"; Next.js strips its own
 * prefetch headers before middleware runs) and the browser's own prefetches.
 */
function isBackgroundFetch(request: Pick<NextRequest, "headers">): boolean {
  const h = request.headers;
  return (
    h.get("sec-fetch-dest") === "empty" ||
    h.get("purpose") === "prefetch" ||
    (h.get("sec-purpose") ?? "").includes("prefetch")
  );
}

/** A server action's POST (Next.js marks it with the action's id in `next-action`). */
export function isServerAction(request: Pick<NextRequest, "method" | "headers">): boolean {
  return request.method === "POST" && request.headers.has("next-action");
}

/**
 * Applies lib/auth/routes.ts to a request that next-intl and the session refresh have handled.
 * next-intl's response is returned as it is when the page may be shown; redirects, the 404 and
 * the 403 carry its cookies over.
 */
export async function applyGuards(
  request: NextRequest,
  response: NextResponse,
  userId: string | null,
): Promise<NextResponse> {
  // next-intl already sends the visitor elsewhere (e.g. /fr/… → /…): the guards run on the next request.
  if (response.headers.has("location")) return response;
  // A server action authorises itself (defineAction) and answers with a result the form shows; a
  // redirect would reach its fetch as an unreadable answer (an expired session read as a network error).
  if (isServerAction(request)) {
    response.headers.set("cache-control", NO_STORE);
    return response;
  }
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const signedIn = userId !== null;
  const isAdmin = signedIn && needsAdminCheck(path) ? await readIsAdmin(request, userId) : false;
  const decision = decide(path, { signedIn, isAdmin });
  const url = (to: string) => new URL(to, request.url);

  switch (decision.kind) {
    case "allow":
      if (path.startsWith("/admin") || path.startsWith("/profil")) response.headers.set("cache-control", NO_STORE);
      return response;
    case "not-found":
      return carryOver(response, NextResponse.rewrite(url(`/${locale}/404`), { status: 404 }));
    case "redirect-rule": {
      const target = url(localizePath(decision.to, locale));
      target.search = request.nextUrl.search;
      return carryOver(response, NextResponse.redirect(target, 308));
    }
    case "signed-in-away": {
      const wanted = safeLocalPath(request.nextUrl.searchParams.get("redirect"));
      // "Choisir ce forfait" for someone signed in already: the workspace's plan card, to ask for it there.
      const plan = request.nextUrl.searchParams.get("forfait");
      const target = url(
        plan ? localizePath(authRoutes.home, locale) : (wanted ?? localizePath(authRoutes.home, locale)),
      );
      if (plan) {
        target.searchParams.set("forfait", plan);
        target.hash = "forfait";
      }
      const redirect = carryOver(response, NextResponse.redirect(target));
      redirect.headers.set("cache-control", NO_STORE);
      return redirect;
    }
    case "login": {
      const requested = `${request.nextUrl.pathname}${request.nextUrl.search}`;
      const target = url(localizePath(authRoutes.login, locale));
      target.searchParams.set("redirect", requested);
      const redirect = carryOver(response, NextResponse.redirect(target));
      // Only a page the visitor opened becomes where sign-in leads (a prefetched link is not a
      // visit); a client-side navigation still carries it in ?redirect=.
      if (!isBackgroundFetch(request)) {
        redirect.cookies.set(REDIRECT_COOKIE, requested, {
          ...redirectCookieOptions,
          secure: request.nextUrl.protocol === "https:",
        });
      }
      redirect.headers.set("cache-control", NO_STORE);
      return redirect;
    }
    case "forbidden": {
      const forbidden = carryOver(
        response,
        NextResponse.rewrite(url(`/${locale}${authRoutes.forbidden}`), { status: 403 }),
      );
      forbidden.headers.set("cache-control", NO_STORE);
      return forbidden;
    }
  }
}
