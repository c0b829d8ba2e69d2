import "server-only";
import { queueEmail } from "@/lib/mail/outbox";
import { createAdminClient } from "@/lib/supabase/admin";
import type { Client } from "@/lib/supabase/types";
import { composeInvitation } from "./invitation-mail";
import { countInvitationSend, renewInvitation, type InvitationRow } from "./queries/invitations";

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
  await countInvitationSend(client, invitation.id, next);
  return sent;
}

/** Sends an invitation again, valid 30 days from now. False when there is no such invitation. */
export async function resendInvitation(client: Client, id: number): Promise<boolean> {
  const renewed = await renewInvitation(client, id, new Date(Date.now() + VALID_DAYS * 86_400_000));
  if (!renewed) return false;
  await sendInvitation(client, renewed);
  return true;
}
