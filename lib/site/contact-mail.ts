import "server-only";
import { createTranslator } from "use-intl/core";
import fr from "@/messages/fr.json";
import { serverEnv } from "@/lib/server-env";
import type { ContactValues } from "@/lib/site/schemas/contact";
import { labelled } from "@/lib/i18n/typography";
import { mailer } from "@/lib/mail/mailer";

/** E-mails a saved contact message to the site's inbox, in French (the team's language). Throws on failure. */
export async function sendContactMessageMail(
  submission: ContactValues & { id: string; locale: string },
): Promise<void> {
  const env = serverEnv();
  const transport = mailer();
  if (!transport || !env.CONTACT_INBOX || !env.MAIL_FROM)
    throw new Error("Mail is not configured (SMTP_HOST, SMTP_PORT, MAIL_FROM, CONTACT_INBOX)");
  // A translator of its own (not the request's): the back office sends it again outside the contact page.
  const t = createTranslator({ locale: "fr", messages: fr, namespace: "contact.mail" });
  const lines = [
    labelled("fr", t("name"), submission.name),
    labelled("fr", t("email"), submission.email),
    labelled("fr", t("phone"), submission.phone || t("none")),
    labelled("fr", t("language"), submission.locale),
    labelled("fr", t("reference"), submission.id),
    "",
    submission.message,
  ];
  await transport.sendMail({
    from: env.MAIL_FROM,
    to: env.CONTACT_INBOX,
    replyTo: { name: submission.name, address: submission.email },
    subject: t("subject", { subject: submission.subject }),
    text: lines.join("\n"),
  });
}
