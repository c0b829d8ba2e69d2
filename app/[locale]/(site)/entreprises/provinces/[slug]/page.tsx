import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { localName } from "@/lib/i18n/localized-text";
import { BusinessLanding } from "@/components/businesses/business-landing";
import { loadProvince } from "@/lib/taxonomy/landing";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/entreprises/provinces/[slug]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const province = await loadProvince((await params).slug);
  if (!province) return {};
  const t = await getTranslations({ locale, namespace: "landing.province" });
  const name = localName(province, locale);
  return pageMetadata({
    locale,
    path: `/entreprises/provinces/${province.slug}`,
    title: t("title", { name }),
    description: t("intro", { name }),
  });
}

/** /entreprises/provinces/{slug}: the businesses for sale in one province or territory. */
export default async function ProvincePage({
  params,
  searchParams,
}: PageProps<"/[locale]/entreprises/provinces/[slug]">) {
  const locale = await pageLocale(params);
  const province = await loadProvince((await params).slug);
  if (!province) notFound();
  const t = await getTranslations("landing");
  const name = localName(province, locale);
  return (
    <BusinessLanding
      locale={locale}
      pathname={`/entreprises/provinces/${province.slug}`}
      searchParams={await searchParams}
      filter={{ provinceId: province.id }}
      refine={{ province: province.slug }}
      eyebrow={t("province.eyebrow")}
      title={t("province.title", { name })}
      intro={t("province.intro", { name })}
      back={province.code === "QC" ? { href: "/entreprises/regions", label: t("allRegions") } : undefined}
    />
  );
}
