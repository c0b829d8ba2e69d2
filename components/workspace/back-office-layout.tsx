import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { adminGestionSections } from "@/lib/workspace/navigation";
import { SectionNav } from "./section-nav";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { PhoneDisclosure } from "@/components/ui/phone-disclosure";

/**
 * The admin-gestion layout (§1): the site header, a sidebar of every back-office section and the
 * page. The admin pages' route layout renders it once they exist; the guard stays in the route.
 */
export async function BackOfficeLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("adminGestion");
  const tShell = await getTranslations("shell");
  const items = adminGestionSections.map((s) => ({ href: s.href, label: t(`nav.${s.key}`) }));
  return (
    <>
      <SkipLink label={tShell("skipToContent")} />
      <SiteHeader />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[15rem_1fr]">
        <aside className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:scroll-cue-y lg:self-start lg:overflow-y-auto">
          <p className="mb-3 px-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
            {t("title")}
          </p>
          <PhoneDisclosure id="gestion-sections" label={t("sections")}>
            <SectionNav label={t("navLabel")} items={items} orientation="vertical" />
          </PhoneDisclosure>
        </aside>
        <main id="main-content" tabIndex={-1} className="min-w-0 outline-none">
          {children}
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
