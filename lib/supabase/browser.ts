import type { Client } from "@/lib/supabase/types";

/**
 * The browser's Supabase client, loaded on demand: supabase-js (about a quarter of the
 * site's JavaScript) stays out of the first load of every page and arrives once a component
 * actually needs it (footer categories, the signed-in header, auth events, sign-out).
 */
export function loadBrowserClient(): Promise<Client> {
  return import("./client").then(({ createClient }) => createClient());
}

/** Whether this tab holds a Supabase session cookie (@supabase/ssr's `sb-<ref>-auth-token`, maybe in chunks). */
export function hasSessionCookie(cookies: string = document.cookie): boolean {
  return /(?:^|;\s*)sb-[^=;]+-auth-token(?:\.\d+)?=/.test(cookies);
}

/**
 * Hands the client to `ready` once the visitor has a session: at once when the page loads
 * signed in, otherwise when the tab comes back into view with a session cookie (a sign-in in
 * another tab). Visitors who never sign in never load supabase-js. Returns a cancel function.
 */
export function whenSignedIn(ready: (client: Client) => void): () => void {
  let cancelled = false;
  const attach = () => {
    document.removeEventListener("visibilitychange", check);
    void loadBrowserClient().then((client) => {
      if (!cancelled) ready(client);
    });
  };
  const check = () => {
    if (document.visibilityState === "visible" && hasSessionCookie()) attach();
  };
  if (hasSessionCookie()) attach();
  else document.addEventListener("visibilitychange", check);
  return () => {
    cancelled = true;
    document.removeEventListener("visibilitychange", check);
  };
}
