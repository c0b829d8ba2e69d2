import "server-only";
import { getLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { Profile } from "@/lib/auth/queries";
import { isLocale, localizePath } from "@/lib/i18n/locale-path";
import { authRoutes } from "./routes";
import { getSessionProfile, type SessionUser } from "./session";

export type SignedIn = { user: SessionUser; profile: Profile | null; isAdmin: boolean };

async function here(path: string): Promise<string> {
  const locale = await getLocale();
  return localizePath(path, isLocale(locale) ? locale : "fr");
}

/**
 * The signed-in user for a page or layout, once per request. Every signed-in page checks for
 * itself: a visitor who reached it anyway (the middleware only steers) is sent to sign in, and a
 * user whose account an admin blocked to the page that says why.
 */
export const requireUser = cache(async (): Promise<SignedIn> => {
  const session = await getSessionProfile();
  if (!session) redirect(await here(authRoutes.login));
  if (session.profile?.suspended_at) redirect(await here(authRoutes.blocked));
  return { ...session, isAdmin: session.profile?.is_admin === true };
});

/** A signed-in admin (profiles.is_admin), once per request; anyone else goes to their dashboard. */
export const requireAdmin = cache(async (): Promise<SignedIn> => {
  const signedIn = await requireUser();
  if (!signedIn.isAdmin) redirect(await here(authRoutes.home));
  return signedIn;
});
