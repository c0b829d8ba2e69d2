import { loadBrowserClient } from "@/lib/supabase/browser";

let pending: Promise<unknown> | null = null;
let startedHere = false;

/**
 * Signs out of this browser (scope local by default; "global" ends every session, "others" the
 * other ones). supabase-js removes the local session, which announces SIGNED_OUT, before it asks
 * the Auth API to revoke the refresh token: the auth listener waits for `signOutSettled()` before it
 * loads another page, or the navigation would cancel that request and the token would stay valid.
 */
export async function signOut(scope: "local" | "global" | "others" = "local") {
  if (scope !== "others") startedHere = true;
  const request = loadBrowserClient().then((client) => client.auth.signOut({ scope }));
  pending = request.catch(() => undefined);
  try {
    return await request;
  } finally {
    pending = null;
  }
}

/**
 * How long a page waits for the Auth API before it leaves anyway (the local session is gone
 * already, and the request, sent with `keepalive` by lib/supabase/client.ts, is finished by the
 * browser after the page is left).
 */
const SIGN_OUT_WAIT_MS = 5_000;

/**
 * Whether this tab signed out: the session's end was the visitor's own choice here, whichever way the
 * page learns it (SIGNED_OUT, or the auth listener starting after it with no session).
 */
export function signedOutHere(): boolean {
  return startedHere;
}

/** Resolves once a sign-out started in this tab has reached the Auth API (at once if none is under way). */
export function signOutSettled(): Promise<unknown> {
  if (!pending) return Promise.resolve();
  return Promise.race([pending, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]);
}
