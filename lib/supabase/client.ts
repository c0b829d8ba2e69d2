import { createBrowserClient } from "@supabase/ssr";
import { publicEnv } from "@/lib/env";
import type { Database } from "./database.types";

/**
 * The sign-out request outlives the page: supabase-js removes the local session (SIGNED_OUT)
 * before it asks the Auth API to revoke the refresh token, and the auth listener then loads
 * another page, which would cancel a plain request still waiting for a slow answer. A `keepalive`
 * request is finished by the browser after the page is gone (its body is tiny: far below the
 * 64 kB keepalive limit).
 */
const keepSignOutAlive: typeof fetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const signOut = new URL(url, "http://localhost").pathname.endsWith("/auth/v1/logout");
  return fetch(input, signOut ? { ...init, keepalive: true } : init);
};

/** The browser's Supabase client (one per tab; @supabase/ssr reuses it). */
export function createClient() {
  const env = publicEnv();
  return createBrowserClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, {
    global: { fetch: keepSignOutAlive },
  });
}
