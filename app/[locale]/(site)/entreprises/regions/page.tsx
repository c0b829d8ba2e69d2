import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CatalogueHeader } from "@/components/businesses/catalogue-header";
import { localName } from "@/lib/i18n/localized-text";
import { MapPinIcon } from "@/components/ui/icons";
import { formatNumber } from "@/lib/i18n/format";
import { regionsWithCounts } from "@/lib/taxonomy/cached";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/entreprises/regions">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "landing.regions" });
  return pageMetadata({ locale, path: "/entreprises/regions", title: t("title"), description: t("intro") });
}

/** /entreprises/regions: Québec's 17 administrative regions with their number of businesses for sale. */
export default async function RegionsPage({ params }: PageProps<"/[locale]/entreprises/regions">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("landing.regions");
  const regions = await regionsWithCounts();
  return (
    <>
      <CatalogueHeader title={t("title")} intro={<p>{t("intro")}</p>} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="regions">
          {regions.map((region) => (
            <li key={region.id}>
              <Link
                href={`/entreprises/regions/${region.slug}`}
                className="flex items-center justify-between gap-3 rounded-lg border border-neutral-200 bg-white px-4 py-4 hover:border-primary-600 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-primary-400"
              >
                <span className="flex items-center gap-2 font-medium text-neutral-900 dark:text-neutral-100">
                  <MapPinIcon className="size-5 shrink-0 text-primary-700 dark:text-primary-400" />
                  {localName(region, locale)}
                </span>
                <span className="shrink-0 text-sm text-neutral-700 dark:text-neutral-300">
                  {t("count", { count: region.listing_count, formatted: formatNumber(region.listing_count, locale) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-neutral-700 dark:text-neutral-300">
          {t.rich("elsewhere", {
            link: (chunks) => (
              <Link href="/entreprises" className="font-semibold text-secondary-800 underline dark:text-secondary-300">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </>
  );
}
