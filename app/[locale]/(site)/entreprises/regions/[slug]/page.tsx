import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { localName } from "@/lib/i18n/localized-text";
import { BusinessLanding } from "@/components/businesses/business-landing";
import { loadRegion } from "@/lib/taxonomy/landing";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/entreprises/regions/[slug]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const region = await loadRegion((await params).slug);
  if (!region) return {};
  const t = await getTranslations({ locale, namespace: "landing.region" });
  const name = localName(region, locale);
  return pageMetadata({
    locale,
    path: `/entreprises/regions/${region.slug}`,
    title: t("title", { name }),
    description: t("intro", { name }),
  });
}

/** /entreprises/regions/{slug}: the businesses for sale in one of Québec's regions. */
export default async function RegionPage({ params, searchParams }: PageProps<"/[locale]/entreprises/regions/[slug]">) {
  const locale = await pageLocale(params);
  const region = await loadRegion((await params).slug);
  if (!region) notFound();
  const t = await getTranslations("landing");
  const name = localName(region, locale);
  return (
    <BusinessLanding
      locale={locale}
      pathname={`/entreprises/regions/${region.slug}`}
      searchParams={await searchParams}
      filter={{ regionIds: [region.id] }}
      refine={{ region: region.slug }}
      eyebrow={t("region.eyebrow")}
      title={t("region.title", { name })}
      intro={t("region.intro", { name })}
      back={{ href: "/entreprises/regions", label: t("allRegions") }}
    />
  );
}
