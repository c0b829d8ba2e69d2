import "server-only";
import { createClient } from "@supabase/supabase-js";
import { serverEnv } from "@/lib/server-env";
import type { Database } from "./database.types";
import { fetchWithTimeout } from "@/lib/supabase/fetch-timeout";

/** Bypasses RLS with the secret key: only for server code that has already authorised the caller. */
export function createAdminClient() {
  const env = serverEnv();
  return createClient<Database>(env.NEXT_PUBLIC_SUPABASE_URL, env.SUPABASE_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout },
  });
}
