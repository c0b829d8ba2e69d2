import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { valuationsSections } from "@/lib/workspace/navigation";
import { SectionNav } from "./section-nav";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { Link } from "@/lib/i18n/navigation";
import { WorkspaceBar } from "./workspace-bar";

/**
 * The valuations layout (§1, /admin/evaluations): valuation files of a signed-in seller, under the
 * workspace's bar (its sections and sign-out), with the list / new tabs above a wide work area.
 */
export async function ValuationsLayout({
  children,
  email,
  isAdmin,
}: {
  children: ReactNode;
  email: string | null;
  isAdmin: boolean;
}) {
  const t = await getTranslations("evaluationsLayout");
  const tShell = await getTranslations("shell");
  const items = valuationsSections.map((s) => ({ href: s.href, label: t(`nav.${s.key}`) }));
  return (
    <>
      <SkipLink label={tShell("skipToContent")} />
      <SiteHeader />
      <WorkspaceBar email={email} isAdmin={isAdmin} />
      <div className="border-b border-neutral-200 dark:border-neutral-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
              <Link href="/admin" className="underline-offset-2 hover:underline">
                {t("eyebrow")}
              </Link>
            </p>
            <p className="mt-1 text-2xl font-bold tracking-tight">{t("title")}</p>
            <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t("subtitle")}</p>
          </div>
          <SectionNav label={t("navLabel")} items={items} orientation="horizontal" />
        </div>
      </div>
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none sm:px-6">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
