import { authRoutes } from "@/lib/auth/routes";
import { localizePath } from "@/lib/i18n/locale-path";
import type { Locale } from "@/lib/i18n/routing";
import { loadBrowserClient } from "@/lib/supabase/browser";

let ended = false;

/**
 * A form learned from the server that this tab's session ended (revoked, or signed out elsewhere):
 * the browser forgets it too, so the header shows "Connexion", while the page stays where it is
 * (what was typed, and the form's offer to sign in again, stay on screen).
 */
export async function endSessionHere(): Promise<void> {
  ended = true;
  const client = await loadBrowserClient();
  await client.auth.signOut({ scope: "local" });
}

/** Whether this tab's session was ended by endSessionHere (the auth listener then stays on the page). */
export function sessionEndedHere(): boolean {
  return ended;
}

/** The sign-in page that leads back to this page (and its query) once the visitor signed in again. */
export function signInBackHere(locale: Locale): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `${localizePath(authRoutes.login, locale)}?${new URLSearchParams({ redirect: here })}`;
}
