import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "./profiles.ts";

/**
 * The Auth e-mails' templates (supabase/templates, also named in supabase/config.toml for the
 * CLI): their links lead to the app's /auth-confirm with a token hash, which works on any device.
 */
export function authEmailTemplates() {
  const file = (name: string) => path.join(projectRoot, "supabase/templates", `${name}.html`);
  return {
    confirmation: {
      subject: "Confirmez votre adresse courriel · Confirm your e-mail",
      content_path: file("confirmation"),
    },
    recovery: { subject: "Réinitialisation du mot de passe · Password reset", content_path: file("recovery") },
    email_change: {
      subject: "Confirmez votre nouvelle adresse · Confirm your new e-mail",
      content_path: file("email_change"),
    },
  };
}

/** The password rules of supabase/config.toml's [auth] section, which lite takes from its own config. */
export function authPasswordPolicy(
  configToml = fs.readFileSync(path.join(projectRoot, "supabase/config.toml"), "utf8"),
) {
  const auth = configToml.split(/^\[auth\]\s*$/m)[1]?.split(/^\[/m)[0] ?? "";
  const min = /^minimum_password_length\s*=\s*(\d+)/m.exec(auth)?.[1];
  const requirements = /^password_requirements\s*=\s*"([^"]*)"/m.exec(auth)?.[1];
  return {
    minimum_password_length: min ? Number(min) : 6,
    ...(requirements ? { password_requirements: requirements } : {}),
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/**
 * The plain-text part of an HTML e-mail: its text, each link followed by its address. Lite writes
 * the text part from built-in English templates whose link goes to /auth/v1/verify on the site
 * (a 404 on this app); hosted Supabase sends the custom template's content, so the text part is
 * made from the same HTML here: the same working link, in both languages.
 */
export function htmlToText(html: string): string {
  const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!);
  return decode(
    html
      .replace(/<(head|style|script)\b[\s\S]*?<\/\1>/gi, "")
      .replace(
        // A closing tag may break before its ">" (Prettier formats the templates that way).
        /<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi,
        (_, href: string, label: string) => `${label.replace(/<[^>]+>/g, "").trim()}: ${href}`,
      )
      .replace(/<hr\b[^>]*>/gi, "\n----\n")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|h[1-6]|div|li|tr)\s*>/gi, "\n\n")
      .replace(/<[^>]+>/g, ""),
  )
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

type EmailMessage = { to: string; subject: string; text?: string; html?: string };

/** Sends Auth's e-mails with a text part made from their HTML part (see htmlToText). */
export class TextFromHtmlEmailDriver {
  constructor(private readonly inner: { send(message: EmailMessage): Promise<void> }) {}
  send(message: EmailMessage): Promise<void> {
    return this.inner.send(message.html ? { ...message, text: htmlToText(message.html) } : message);
  }
}
