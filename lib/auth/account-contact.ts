import { getAccountCard } from "@/lib/auth/queries";
import { whenSignedIn } from "@/lib/supabase/browser";
import { errorMessage } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

/** How the signed-in visitor is reached, as their account says: what a public form fills in for them. */
export type AccountContact = { name: string; email: string; phone: string };

/** The signed-in account's contact, read once per account in this tab (several forms share it). */
let read: { userId: string; contact: Promise<AccountContact | null> } | null = null;

async function readContact(client: Client, userId: string, email: string): Promise<AccountContact | null> {
  const card = await getAccountCard(client, userId).catch((error: unknown) => {
    console.warn("[account] contact not read:", errorMessage(error));
    return null;
  });
  if (!card) return null;
  return {
    name: [card.first_name, card.last_name].filter(Boolean).join(" "),
    email: card.email ?? email,
    phone: card.mobile_phone ?? "",
  };
}

/**
 * Hands `ready` the signed-in account's name, e-mail and phone, in the browser only, once the tab has
 * a session (at once, or after a sign-in in another tab): a page cached for everyone never carries
 * them (docs/architecture.md, "Cached pages"). Nothing happens for visitors without a session.
 * Returns a cancel function.
 */
export function whenAccountContact(ready: (contact: AccountContact) => void): () => void {
  let cancelled = false;
  const stop = whenSignedIn((client) => {
    // The session in this tab's cookie: a pre-fill needs no round trip to Auth (RLS guards the read).
    void client.auth.getSession().then(({ data }) => {
      const user = data.session?.user;
      if (!user || cancelled) return;
      if (read?.userId !== user.id) read = { userId: user.id, contact: readContact(client, user.id, user.email ?? "") };
      void read.contact.then((contact) => {
        if (contact && !cancelled) ready(contact);
      });
    });
  });
  return () => {
    cancelled = true;
    stop();
  };
}
