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
