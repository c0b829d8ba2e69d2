import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import { queueEmail } from "@/lib/mail/outbox";
import type { MailAttachment } from "@/lib/mail/queries";
import type { Client } from "@/lib/supabase/types";
import type { Recipient } from "./queries/recipients";
import { dealroomText } from "./signed-agreement";

/** The deal room's e-mails, each a key of `dealroom.mail` (subject, intro) in the recipient's language. */
type DealroomMailKind = "requestSent" | "requestReceived" | "approved" | "declined" | "revoked" | "extended";

export type DealroomMail = {
  kind: DealroomMailKind;
  to: Recipient;
  /** The listing's title in the recipient's language (never a confidential business's name). */
  title: string;
  /** Lines after the intro (the buyer's profile, a decision's message). */
  details?: string[];
  /** More values of the intro (an access's end date). */
  values?: Record<string, string>;
  /** Where the recipient acts or reads more. */
  url: string;
  subjectRef: string;
  attachment?: { filename: string; bytes: Uint8Array };
};

/** The e-mail's text in the recipient's language: greeting, what happened, details, the link. */
function composeDealroomMail(mail: DealroomMail): { subject: string; text: string } {
  const t = dealroomText(mail.to.locale);
  const lines = [
    mail.to.first_name ? t("mail.greeting", { name: mail.to.first_name }) : t("mail.greetingNoName"),
    "",
    t(`mail.${mail.kind}.intro`, { title: mail.title, ...mail.values }),
    ...(mail.details?.length ? ["", ...mail.details] : []),
    "",
    t(`mail.${mail.kind}.action`, { url: mail.url }),
    ...(mail.attachment ? ["", t("mail.attached")] : []),
    "",
    t("mail.footer"),
  ];
  return { subject: t(`mail.${mail.kind}.subject`, { title: mail.title }), text: lines.join("\n") };
}

/** Saves and sends a deal room e-mail through the outbox (a failure is recorded there and retried). */
export async function sendDealroomMail(service: Client, mail: DealroomMail): Promise<void> {
  const { subject, text } = composeDealroomMail(mail);
  const attachments: MailAttachment[] | undefined = mail.attachment
    ? [
        {
          filename: mail.attachment.filename,
          contentType: "application/pdf",
          content: Buffer.from(mail.attachment.bytes).toString("base64"),
        },
      ]
    : undefined;
  await queueEmail(service, {
    kind: `dealroom.${mail.kind}`,
    recipientId: mail.to.userId,
    to: mail.to.email,
    locale: mail.to.locale as Locale,
    subject,
    text,
    subjectRef: mail.subjectRef,
    attachments,
  });
}
