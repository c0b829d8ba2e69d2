import "server-only";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/routing";
import { absoluteUrl } from "@/lib/i18n/paths";
import { formatDate } from "@/lib/i18n/format";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

export type InvitationMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The sign-up page in this language with the invited address filled in. */
function invitationSignupUrl(locale: Locale, email: string): string {
  return `${absoluteUrl(locale, "/signup")}?email=${encodeURIComponent(email)}`;
}

/**
 * The invitation e-mail, in the invitee's language, as text and HTML: the link to sign up with the
 * address filled in, until when it holds, and what CASL asks for: who sends it (name, postal address,
 * a way to reach us), why the person gets it, and that ignoring it creates nothing.
 */
export function composeInvitation(input: {
  locale: Locale;
  email: string;
  firstName: string | null;
  expiresAt: string;
}): InvitationMail {
  const { locale } = input;
  const messages = locale === "en" ? en : fr;
  const t = createTranslator({ locale, messages, namespace: "invitations.mail" });
  const site = createTranslator({ locale, messages, namespace: "meta" })("siteName");
  const address = createTranslator({ locale, messages, namespace: "footer" })("location");
  const signup = invitationSignupUrl(locale, input.email);
  const contact = absoluteUrl(locale, "/contact");
  const date = formatDate(input.expiresAt, locale);
  const greeting = input.firstName ? t("greeting", { name: input.firstName }) : t("greetingNoName");
  const intro = t("intro", { site });
  const how = t("how", { email: input.email });
  const until = t("until", { date });
  const why = t("why", { site });
  const ignore = t("ignore", { date });
  const identity = t("identity", { site, address });

  const text = [
    greeting,
    "",
    intro,
    how,
    "",
    t("ctaLine", { url: signup }),
    until,
    "",
    why,
    ignore,
    "",
    identity,
    `${t("contact")} ${contact}`,
  ].join("\n");

  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t("subject", { site }))}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(site)}</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(how)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(signup)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t("cta"))}</a></p>
<p style="font-size:14px;color:#52525b">${escapeHtml(until)}</p>
<p style="border-top:1px solid #e4e4e7;padding-top:16px;font-size:13px;color:#52525b">${escapeHtml(why)}<br>${escapeHtml(ignore)}</p>
<p style="font-size:12px;color:#71717a">${escapeHtml(identity)} · <a href="${escapeHtml(contact)}" style="color:#1d4ed8">${escapeHtml(t("contactLink"))}</a></p>
</div></body></html>`;

  return { subject: t("subject", { site }), text, html };
}
