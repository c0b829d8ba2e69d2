import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { valuationsSections } from "@/lib/site/admin-navigation";
import { SectionNav } from "./section-nav";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "@/components/layout/skip-link";

/**
 * The valuations layout (§1, /admin/evaluations): valuation files of a signed-in seller, with the list / new tabs
 * above a wide work area. /admin/evaluations/* pages render it once they exist.
 */
export async function ValuationsLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("evaluationsLayout");
  const tShell = await getTranslations("shell");
  const items = valuationsSections.map((s) => ({ href: s.href, label: t(`nav.${s.key}`) }));
  return (
    <>
      <SkipLink label={tShell("skipToContent")} />
      <SiteHeader />
      <div className="border-b border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
              {t("eyebrow")}
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
