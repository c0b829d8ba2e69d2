import { createServerClient, type CookieOptions } from "@supabase/ssr";
import type { NextRequest, NextResponse } from "next/server";
import { publicEnv } from "@/lib/env";
import type { Database } from "./database.types";
import { fetchWithTimeout } from "@/lib/supabase/fetch-timeout";
import { verifiedClaims } from "@/lib/supabase/claims";

/**
 * Refreshes the Supabase session and writes its cookies onto the response next-intl produced,
 * so the locale rewrite or redirect is kept. Returns the user's claims (null when signed out).
 */
export async function updateSession(
  request: NextRequest,
  response: NextResponse,
  { keepCookiesOfEndedSession = false }: { keepCookiesOfEndedSession?: boolean } = {},
) {
  const env = publicEnv();
  const writes: { name: string; value: string; options: CookieOptions }[] = [];
  const headersToSet: Record<string, string> = {};
  const supabase = createServerClient<Database>(
    env.NEXT_PUBLIC_SUPABASE_URL,
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    {
      global: { fetch: fetchWithTimeout },
      cookies: {
        getAll: () => request.cookies.getAll(),
        setAll(cookiesToSet, headers) {
          writes.push(...cookiesToSet);
          Object.assign(headersToSet, headers);
        },
      },
    },
  );
  // Nothing may run between createServerClient and this: its getSession refreshes an expired token.
  const claims = await verifiedClaims(supabase.auth);
  // A server action's answer that clears cookies makes Next.js render the page again, whose guard
  // would take the visitor away from the form that is about to tell them their session ended.
  if (claims || !keepCookiesOfEndedSession) {
    for (const { name, value } of writes) request.cookies.set(name, value);
    for (const { name, value, options } of writes) response.cookies.set(name, value, options);
    for (const [key, value] of Object.entries(headersToSet)) response.headers.set(key, value);
  }
  return { claims };
}
