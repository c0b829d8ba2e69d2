import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/components/accounts/client-messages";
import { SignOutButton } from "@/components/accounts/sign-out-button";
import { ClientMessages } from "@/components/i18n/client-messages";
import { workspaceSections } from "@/lib/site/admin-navigation";
import { SectionNav } from "./section-nav";
import { elision } from "@/lib/i18n/elision";

/** The signed-in workspace's bar under the site header: its sections, who is signed in, and sign-out. */
export async function WorkspaceBar({ email, isAdmin }: { email: string | null; isAdmin: boolean }) {
  const t = await getTranslations("dashboard");
  const tNav = await getTranslations("workspace.nav");
  const items = [
    ...workspaceSections.map((s) => ({ href: s.href, label: tNav(s.key) })),
    ...(isAdmin ? [{ href: "/admin/gestion", label: tNav("gestion") }] : []),
  ];
  return (
    <div className="border-b border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <ClientMessages>
          <SectionNav label={tNav("label")} items={items} orientation="horizontal" />
        </ClientMessages>
        <div className="flex min-w-0 items-center gap-3">
          <p className="min-w-0 text-sm wrap-anywhere text-neutral-700 dark:text-neutral-300">
            {email ? t("signedInAs", { email, elision: elision(email) }) : t("account")}
          </p>
          <AccountMessages>
            <SignOutButton />
          </AccountMessages>
        </div>
      </div>
    </div>
  );
}
