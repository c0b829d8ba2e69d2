import { getTranslations } from "next-intl/server";
import { MapPinIcon } from "@/components/ui/icons";
import { PageLink } from "@/components/ui/page-link";
import type { Locale } from "@/lib/i18n/routing";
import { quebecRegions } from "@/lib/taxonomy/quebec-regions";

/** Every administrative region of Quebec, each linking to its listings. */
export async function BrowseRegions({ locale }: { locale: Locale }) {
  const t = await getTranslations("home");
  const tRegions = await getTranslations("regions");
  return (
    <section
      aria-labelledby="browse-regions"
      className="render-near-screen border-y border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="browse-regions" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("regionsHeading")}
        </h2>
        <p className="mt-2 max-w-2xl text-neutral-700 dark:text-neutral-300">{t("regionsIntro")}</p>
        <ul className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quebecRegions.map((region) => (
            <li key={region.slug}>
              <PageLink locale={locale} href={`/entreprises/regions/${region.slug}`} className="region-link">
                <MapPinIcon className="size-4 shrink-0 text-primary-700 dark:text-primary-400" />
                {tRegions(region.key)}
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
