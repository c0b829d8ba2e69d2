import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SkipLink } from "@/components/layout/skip-link";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The site's header and footer around a page: the site's layout (SiteShell, which adds what follows
 * the footer: `after`) and pages rendered outside it (a 404 of the workspace, a report's).
 */
export async function SiteFrame({ children, after }: { children: ReactNode; after?: ReactNode }) {
  const t = await getTranslations("shell");
  return (
    <>
      <SkipLink label={t("skipToContent")} />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      {after}
    </>
  );
}
