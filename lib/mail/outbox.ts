import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Locale } from "@/lib/i18n/routing";
import { serverEnv } from "@/lib/server-env";
import { mailer } from "./mailer";

export type OutboundEmail = {
  kind: string;
  recipientId: string | null;
  to: string;
  locale: Locale;
  subject: string;
  text: string;
  /** The HTML version, when the e-mail has one (digests). */
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** What the e-mail is about ("entreprise:12"), shown in the back office. */
  subjectRef?: string;
  /** Set when the same e-mail must never go twice (a reminder per listing and day). */
  dedupeKey?: string;
  /** Files sent with it (a signed agreement as a PDF), content in base64; about 3 MB at most. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; content: string };

type Row = {
  id: number;
  to_email: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  headers: Record<string, string> | null;
  attachments: MailAttachment[] | null;
  attempts: number;
};
const ROW_COLUMNS = "id, to_email, subject, body_text, body_html, headers, attachments, attempts";

async function deliver(service: SupabaseClient, row: Row): Promise<boolean> {
  const env = serverEnv();
  const transport = mailer();
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
    await service
      .from("outbound_emails")
      .update({ status: "sent", sent_at: new Date().toISOString(), attempts: row.attempts + 1, last_error: null })
      .eq("id", row.id);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[outbox] e-mail ${row.id} not sent:`, message);
    await service
      .from("outbound_emails")
      .update({ status: "failed", attempts: row.attempts + 1, last_error: message.slice(0, 1000) })
      .eq("id", row.id);
    return false;
  }
}

/**
 * Saves an e-mail, then sends it. A failure to send is recorded on the row (the back office
 * shows it; the scheduled job retries). Returns false when a `dedupeKey` says it already went.
 */
export async function queueEmail(
  service: SupabaseClient,
  mail: OutboundEmail,
): Promise<{ queued: boolean; sent: boolean }> {
  const { data, error } = await service
    .from("outbound_emails")
    .upsert(
      {
        kind: mail.kind,
        recipient_id: mail.recipientId,
        to_email: mail.to,
        locale: mail.locale,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html ?? null,
        headers: mail.headers ?? null,
        subject_ref: mail.subjectRef ?? null,
        dedupe_key: mail.dedupeKey ?? null,
        attachments: mail.attachments ?? null,
      },
      { onConflict: "dedupe_key", ignoreDuplicates: true },
    )
    .select(ROW_COLUMNS);
  if (error) throw new Error(`e-mail not saved: ${error.message}`);
  const row = (data as Row[] | null)?.[0];
  if (!row) return { queued: false, sent: false };
  return { queued: true, sent: await deliver(service, row) };
}

/** Sends again what failed or never went (at most `limit`, oldest first, five tries each). */
export async function retryOutbox(service: SupabaseClient, limit = 50): Promise<{ retried: number; sent: number }> {
  const { data, error } = await service
    .from("outbound_emails")
    .select(ROW_COLUMNS)
    .neq("status", "sent")
    .lt("attempts", 5)
    .order("created_at")
    .limit(limit);
  if (error) throw new Error(`outbox not read: ${error.message}`);
  let sent = 0;
  for (const row of (data ?? []) as Row[]) if (await deliver(service, row)) sent++;
  return { retried: (data ?? []).length, sent };
}
