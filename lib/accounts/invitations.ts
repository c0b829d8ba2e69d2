import "server-only";
import { queueEmail } from "@/lib/mail/outbox";
import { createAdminClient } from "@/lib/supabase/admin";
import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";
import { composeInvitation } from "./invitation-mail";
import type { InvitationRow } from "./queries/invitations";

/** How long an invitation holds, as Postgres's default says (public.invitations.expires_at). */
const VALID_DAYS = 30;

type Sendable = Pick<InvitationRow, "id" | "email" | "first_name" | "locale" | "expires_at" | "send_count">;

/**
 * Sends an invitation's e-mail (its n-th: the outbox's key `invitation:<id>:<n>` makes a second
 * try of the same send a no-op, and the outbox is where the list reads whether it went) and counts
 * it on the invitation through the admin's client (RLS).
 * Returns whether it went; a failure stays in the outbox, which the scheduled job retries.
 */
export async function sendInvitation(client: Client, invitation: Sendable): Promise<boolean> {
  const mail = composeInvitation({
    locale: invitation.locale,
    email: invitation.email,
    firstName: invitation.first_name,
    expiresAt: invitation.expires_at,
  });
  const next = invitation.send_count + 1;
  const { queued, sent } = await queueEmail(createAdminClient(), {
    kind: "invitation",
    recipientId: null,
    to: invitation.email,
    locale: invitation.locale,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    subjectRef: `invitation:${invitation.id}`,
    dedupeKey: `invitation:${invitation.id}:${next}`,
  });
  if (!queued) return false;
  const { error } = await client.from("invitations").update({ send_count: next }).eq("id", invitation.id);
  if (error) raise(error);
  return sent;
}

/** Sends an invitation again, valid 30 days from now. False when there is no such invitation. */
export async function resendInvitation(client: Client, id: number): Promise<boolean> {
  const expires = new Date(Date.now() + VALID_DAYS * 86_400_000).toISOString();
  const { data, error } = await client
    .from("invitations")
    .update({ expires_at: expires })
    .eq("id", id)
    .select("id, email, first_name, locale, expires_at, send_count")
    .maybeSingle();
  if (error) raise(error);
  if (!data) return false;
  await sendInvitation(client, data as Sendable);
  return true;
}

/** Cancels an invitation: it is deleted with its data. False when there is no such invitation. */
export async function cancelInvitation(client: Client, id: number): Promise<boolean> {
  const { data, error } = await client.from("invitations").delete().eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}

/** The expiry job: invitations nobody claimed in 30 days are deleted (service role). */
export async function expireInvitations(service: Client): Promise<{ expired: number }> {
  const { data, error } = await service.rpc("expire_invitations");
  if (error) raise(error);
  return { expired: data ?? 0 };
}
