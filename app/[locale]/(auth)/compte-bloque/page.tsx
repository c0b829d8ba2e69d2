import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { AccountMessages } from "@/components/accounts/client-messages";
import { AuthCardHeader } from "@/components/accounts/auth-card-header";
import { SignOutButton } from "@/components/accounts/sign-out-button";
import { authRoutes } from "@/lib/auth/routes";
import { getSessionProfile } from "@/lib/auth/session";
import { localizePath } from "@/lib/i18n/locale-path";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/compte-bloque">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "usersAdmin.blockedPage" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * Where a signed-in user whose account an admin blocked lands (requireUser sends them here): why,
 * and a way to sign out. Anyone else is sent on: to sign in, or to their dashboard.
 */
export default async function BlockedAccountPage({ params }: PageProps<"/[locale]/compte-bloque">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const session = await getSessionProfile();
  if (!session) redirect(localizePath(authRoutes.login, locale as Locale));
  if (!session.profile?.suspended_at) redirect(localizePath(authRoutes.home, locale as Locale));
  const t = await getTranslations("usersAdmin.blockedPage");
  const reason = session.profile.suspension_reason;
  return (
    <AccountMessages>
      <>
        <AuthCardHeader title={t("title")} intro={t("body")} />
        <div className="space-y-5" data-testid="account-blocked">
          {reason ? (
            <p className="rounded-lg bg-error-50 p-3 text-error-900 dark:bg-error-950 dark:text-error-100">
              {t("reason", { reason })}
            </p>
          ) : null}
          <p className="text-neutral-700 dark:text-neutral-300">
            {t("contact")}{" "}
            <Link
              href="/contact"
              className="font-semibold text-primary-800 underline-offset-2 hover:underline dark:text-primary-300"
            >
              {t("contactLink")}
            </Link>
          </p>
          <SignOutButton size="md" />
        </div>
      </>
    </AccountMessages>
  );
}
