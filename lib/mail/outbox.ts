import "server-only";
import {
  listUnsentEmails,
  recordEmailAttempt,
  saveOutboundEmail,
  type OutboundEmail,
  type OutboxRow,
} from "@/lib/mail/queries";
import { serverEnv } from "@/lib/server-env";
import { errorMessage } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";
import { mailer } from "./mailer";

/** Sends a saved e-mail; a failure is recorded on its row. */
async function deliver(service: Client, row: OutboxRow): Promise<boolean> {
  const env = serverEnv();
  const transport = mailer();
  let failure: string | null = null;
  try {
    if (!transport || !env.MAIL_FROM) throw new Error("Mail is not configured (SMTP_HOST, SMTP_PORT, MAIL_FROM)");
    await transport.sendMail({
      from: env.MAIL_FROM,
      to: row.to_email,
      subject: row.subject,
      text: row.body_text,
      ...(row.body_html ? { html: row.body_html } : {}),
      ...(row.headers ? { headers: row.headers } : {}),
      ...(row.attachments ? { attachments: row.attachments.map((a) => ({ ...a, encoding: "base64" })) } : {}),
    });
  } catch (error) {
    failure = errorMessage(error);
    console.error(`[outbox] e-mail ${row.id} not sent:`, failure);
  }
  await recordEmailAttempt(
    service,
    row.id,
    failure === null
      ? { status: "sent", sent_at: new Date().toISOString(), attempts: row.attempts + 1, last_error: null }
      : { status: "failed", attempts: row.attempts + 1, last_error: failure.slice(0, 1000) },
  );
  return failure === null;
}

/**
 * Saves an e-mail, then sends it. A failure to send is recorded on the row (the back office
 * shows it; the scheduled job retries). Returns false when a `dedupeKey` says it already went.
 */
export async function queueEmail(service: Client, mail: OutboundEmail): Promise<{ queued: boolean; sent: boolean }> {
  const row = await saveOutboundEmail(service, mail);
  if (!row) return { queued: false, sent: false };
  return { queued: true, sent: await deliver(service, row) };
}

/** Sends again what failed or never went (at most `limit`, oldest first, five tries each). */
export async function retryOutbox(service: Client, limit = 50): Promise<{ retried: number; sent: number }> {
  const rows = await listUnsentEmails(service, limit);
  let sent = 0;
  for (const row of rows) if (await deliver(service, row)) sent++;
  return { retried: rows.length, sent };
}
