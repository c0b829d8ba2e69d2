import type { Locale } from "@/lib/i18n/routing";
import { localizePath } from "@/lib/i18n/locale-path";
import { authRoutes } from "@/lib/auth/routes";
import { safeLocalPath } from "@/lib/auth/safe-redirect";

/** The e-mail link types /auth-confirm accepts. */
export const OTP_TYPES = ["signup", "email", "invite", "magiclink", "recovery", "email_change"] as const;

/** Where a confirmed link leads: recovery → /update-password; e-mail change → /profil; else the saved page or /admin. */
export function confirmTarget(opts: {
  type: string | null;
  next: string | null;
  saved: string | undefined;
  locale: Locale;
}): string {
  if (opts.type === "recovery") return localizePath("/update-password", opts.locale);
  if (opts.type === "email_change") return `${localizePath("/profil", opts.locale)}?email=updated`;
  const wanted = safeLocalPath(opts.next) ?? safeLocalPath(opts.saved);
  // A saved or given path carries its own locale prefix ("/en/profil").
  return wanted ?? localizePath(authRoutes.home, opts.locale);
}

/** Where a refused link leads: a new recovery request, or sign-in with an explanation. */
export function failureTarget(type: string | null, locale: Locale): string {
  if (type === "recovery") return `${localizePath("/password-reset", locale)}?link=expired`;
  return `${localizePath(authRoutes.login, locale)}?link=expired`;
}
