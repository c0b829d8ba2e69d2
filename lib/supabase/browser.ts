import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * The browser's Supabase client, loaded on demand: supabase-js (about a quarter of the
 * site's JavaScript) stays out of the first load of every page and arrives once a component
 * actually needs it (footer categories, header profile, auth events, sign-out).
 */
export function loadBrowserClient(): Promise<SupabaseClient> {
  return import("./client").then(({ createClient }) => createClient());
}
