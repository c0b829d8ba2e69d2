import "server-only";
import { getModerationRecipient, type DecisionRecipient } from "@/lib/moderation/queries";
import { queueEmail } from "@/lib/mail/outbox";
import { createAdminClient } from "@/lib/supabase/admin";

/**
 * E-mails an item's owner an admin's decision (saved in the outbox first). Never throws: the
 * decision is saved already, and a mail that did not go shows in the back office to be sent again.
 * `compose` writes the mail in the recipient's language, or gives null when there is none to send;
 * `log` names the area in the server's log.
 */
export async function mailOwner(
  decision: { ownerId: string; kind: string; id: number; mailKind: string; log: string },
  compose: (recipient: DecisionRecipient) => Promise<{ subject: string; text: string } | null>,
): Promise<boolean> {
  try {
    const service = createAdminClient();
    const recipient = await getModerationRecipient(service, decision.ownerId);
    const mail = recipient ? await compose(recipient) : null;
    if (!recipient || !mail) return false;
    const { sent } = await queueEmail(service, {
      kind: decision.mailKind,
      recipientId: decision.ownerId,
      to: recipient.email,
      locale: recipient.locale,
      subject: mail.subject,
      text: mail.text,
      subjectRef: `${decision.kind}:${decision.id}`,
    });
    return sent;
  } catch (error) {
    console.error(`[${decision.log}] decision e-mail for ${decision.kind}:${decision.id} not saved:`, error);
    return false;
  }
}
