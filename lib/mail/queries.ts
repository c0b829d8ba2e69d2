import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import { fromJson } from "@/lib/supabase/db-values";
import { raise } from "@/lib/supabase/errors";
import type { Client, Tables, TablesUpdate } from "@/lib/supabase/types";

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

/** An e-mail of the outbox as the sender reads it. */
export type OutboxRow = Pick<
  Tables<"outbound_emails">,
  "id" | "to_email" | "subject" | "body_text" | "body_html" | "attempts"
> & {
  headers: Record<string, string> | null;
  attachments: MailAttachment[] | null;
};
const ROW_COLUMNS = "id, to_email, subject, body_text, body_html, headers, attachments, attempts";

const toRow = (
  row: Omit<OutboxRow, "headers" | "attachments"> & Pick<Tables<"outbound_emails">, "headers" | "attachments">,
): OutboxRow => ({
  ...row,
  headers: row.headers === null ? null : fromJson<Record<string, string>>(row.headers),
  attachments: row.attachments === null ? null : fromJson<MailAttachment[]>(row.attachments),
});

/** Saves an e-mail to send; null when its `dedupeKey` says it is already there. Needs the service role. */
export async function saveOutboundEmail(service: Client, mail: OutboundEmail): Promise<OutboxRow | null> {
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
  if (error) raise(error);
  return data[0] ? toRow(data[0]) : null;
}

/** What failed or never went (at most `limit`, oldest first, fewer than five tries). Needs the service role. */
export async function listUnsentEmails(service: Client, limit: number): Promise<OutboxRow[]> {
  const { data, error } = await service
    .from("outbound_emails")
    .select(ROW_COLUMNS)
    .neq("status", "sent")
    .lt("attempts", 5)
    .order("created_at")
    .limit(limit);
  if (error) raise(error);
  return data.map(toRow);
}

/** Records how sending an e-mail went. Needs the service role. */
export async function recordEmailAttempt(
  service: Client,
  id: number,
  values: TablesUpdate<"outbound_emails">,
): Promise<void> {
  const { error } = await service.from("outbound_emails").update(values).eq("id", id);
  if (error) raise(error);
}
