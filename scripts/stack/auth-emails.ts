import path from "node:path";
import { projectRoot } from "./profiles.ts";

/**
 * The Auth e-mails' templates (supabase/templates, also named in supabase/config.toml for the
 * CLI): their links lead to the app's /auth-confirm with a token hash, which works on any device.
 */
export function authEmailTemplates() {
  const file = (name: string) => path.join(projectRoot, "supabase/templates", `${name}.html`);
  return {
    confirmation: { subject: "Confirmez votre adresse courriel · Confirm your e-mail", content_path: file("confirmation") },
    recovery: { subject: "Réinitialisation du mot de passe · Password reset", content_path: file("recovery") },
    email_change: { subject: "Confirmez votre nouvelle adresse · Confirm your new e-mail", content_path: file("email_change") },
  };
}
