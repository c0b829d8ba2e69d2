import { createServerClient } from "@supabase/ssr";
import type { NextRequest, NextResponse } from "next/server";
import { publicEnv } from "@/lib/env";
import type { Database } from "./database.types";
import { fetchWithTimeout } from "@/lib/supabase/fetch-timeout";

/**
 * Refreshes the Supabase session and writes its cookies onto the response next-intl produced,
 * so the locale rewrite or redirect is kept. Returns the user's claims (null when signed out).
 */
export async function updateSession(request: NextRequest, response: NextResponse) {
  const env = publicEnv();
  const supabase = createServerClient<Database>(
    env.NEXT_PUBLIC_SUPABASE_URL,
    env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    {
      global: { fetch: fetchWithTimeout },
      cookies: {
        getAll: () => request.cookies.getAll(),
        setAll(cookiesToSet, headers) {
          for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
          for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
          for (const [key, value] of Object.entries(headers ?? {})) response.headers.set(key, value);
        },
      },
    },
  );
  // Nothing may run between createServerClient and getClaims: it is what refreshes an expired token.
  const { data } = await supabase.auth.getClaims();
  return { claims: data?.claims ?? null };
}
