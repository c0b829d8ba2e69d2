import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { WorkspaceBar } from "@/components/workspace/workspace-bar";
import { SkipLink } from "@/components/layout/skip-link";
import { requireUser } from "@/lib/auth/guards";

/** Namespaces the workspace's client components read (forms, tables, editors). */
const WORKSPACE_NAMESPACES = ["workspace", "formKit", "dataTable", "revisions"] as const;

/** The signed-in workspace (/admin and the seller's areas): checks the user itself, then the site header, the workspace's tabs and the page. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, isAdmin } = await requireUser();
  const tShell = await getTranslations("shell");
  return (
    <>
      <SkipLink label={tShell("skipToContent")} />
      <SiteHeader />
      <WorkspaceBar email={user.email ?? null} isAdmin={isAdmin} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <ClientMessages namespaces={WORKSPACE_NAMESPACES}>{children}</ClientMessages>
      </main>
      <SiteFooter />
    </>
  );
}
