import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/components/auth/client-messages";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { getSessionUser } from "@/lib/auth/session";

/** The signed-in dashboard (/admin and the user's areas): the site header, an account bar, the page. */
export default async function DashboardLayout({ children }: LayoutProps<"/[locale]/admin">) {
  const t = await getTranslations("dashboard");
  const tShell = await getTranslations("shell");
  const user = await getSessionUser();
  return (
    <>
      <SkipLink label={tShell("skipToContent")} />
      <SiteHeader />
      <div className="border-b border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{user?.email ? t("signedInAs", { email: user.email }) : t("account")}</p>
          {user ? (
            <AccountMessages>
              <SignOutButton />
            </AccountMessages>
          ) : null}
        </div>
      </div>
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
