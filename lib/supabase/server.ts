import "server-only";
import { createServerClient } from "@supabase/ssr";
import { cookies } from "next/headers";
import { cache } from "react";
import { publicEnv } from "@/lib/env";
import type { Database } from "./database.types";
import { fetchWithTimeout } from "@/lib/supabase/fetch-timeout";

/**
 * A Supabase client for one server request, acting as the signed-in user (or anonymous). One per
 * page render (React's cache): the guards, the layout and the page share it, so the session cookie
 * is read and the client built once instead of once per caller; elsewhere (route handlers) a new one.
 */
export const createClient = cache(async () => {
  const cookieStore = await cookies();
  const env = publicEnv();
  return createServerClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, {
    global: { fetch: fetchWithTimeout },
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // Called from a Server Component: the middleware refreshes the session cookies instead.
        }
      },
    },
  });
});

type CookieToSet = { name: string; value: string; options?: Parameters<Awaited<ReturnType<typeof cookies>>["set"]>[2] };

/**
 * The client of a server action: its cookie writes wait for `commit()`. A caller whose session
 * turned out to be gone gets an answer without them, since a cookie written by an action makes
 * Next.js render the page again, whose guard would send the visitor away from what they typed
 * (the browser forgets the session itself, and the middleware clears the cookies on the next page).
 */
export async function createActionClient() {
  const cookieStore = await cookies();
  const env = publicEnv();
  const pending: CookieToSet[] = [];
  const client = createServerClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, {
    global: { fetch: fetchWithTimeout },
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll: (cookiesToSet) => void pending.push(...cookiesToSet),
    },
  });
  const commit = () => {
    for (const { name, value, options } of pending.splice(0)) cookieStore.set(name, value, options);
  };
  return { client, commit };
}
