import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AccountMessages } from "@/components/accounts/client-messages";
import { SignOutButton } from "@/components/accounts/sign-out-button";
import { ClientMessages } from "@/components/i18n/client-messages";
import { SectionNav } from "@/components/site/section-nav";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { requireUser } from "@/lib/auth/guards";
import { workspaceSections } from "@/lib/site/admin-navigation";

/** Namespaces the workspace's client components read (forms, tables, editors). */
const WORKSPACE_NAMESPACES = ["workspace", "formKit", "dataTable", "revisions"] as const;

/** The signed-in workspace (/admin and the seller's areas): checks the user itself, then the site header, the workspace's tabs and the page. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, isAdmin } = await requireUser();
  const t = await getTranslations("dashboard");
  const tNav = await getTranslations("workspace.nav");
  const tShell = await getTranslations("shell");
  const items = [
    ...workspaceSections.map((s) => ({ href: s.href, label: tNav(s.key) })),
    ...(isAdmin ? [{ href: "/admin/gestion", label: tNav("gestion") }] : []),
  ];
  return (
    <>
      <SkipLink label={tShell("skipToContent")} />
      <SiteHeader />
      <div className="border-b border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <ClientMessages>
            <SectionNav label={tNav("label")} items={items} orientation="horizontal" />
          </ClientMessages>
          <div className="flex items-center gap-3">
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {user.email ? t("signedInAs", { email: user.email }) : t("account")}
            </p>
            <AccountMessages>
              <SignOutButton />
            </AccountMessages>
          </div>
        </div>
      </div>
      <main id="main-content" tabIndex={-1} className="outline-none">
        <ClientMessages namespaces={WORKSPACE_NAMESPACES}>{children}</ClientMessages>
      </main>
      <SiteFooter />
    </>
  );
}
