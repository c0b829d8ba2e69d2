import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localName } from "@/lib/i18n/localized-text";
import { ListPage } from "@/components/content/list-page";
import { PropertyCard } from "@/components/properties/property-card";
import { PROPERTY_TYPES, TRANSACTION_TYPES } from "@/lib/properties/schema";
import { PROPERTY_SORTS, parsePropertyQuery } from "@/lib/properties/search-params";
import { searchProperties } from "@/lib/properties/queries/public";
import { listRegions } from "@/lib/taxonomy/queries/regions";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createPublicClient } from "@/lib/supabase/public";

export async function generateMetadata({ params }: PageProps<"/[locale]/immobilier">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "realEstate" });
  return pageMetadata({ locale, path: "/immobilier", title: t("metaTitle"), description: t("metaDescription") });
}

/** /immobilier: commercial properties with filters in the URL (plain GET form), count, cards and pages. */
export default async function PropertySearchPage({ params, searchParams }: PageProps<"/[locale]/immobilier">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("realEstate");
  const client = createPublicClient();
  const regions = await listRegions(client);
  const parsed = parsePropertyQuery(await searchParams, regions);
  const result = await searchProperties(client, parsed.params);
  const { form } = parsed;
  const amount = (name: "price_min" | "price_max" | "area_min" | "area_max", label: string) =>
    ({ name, label, value: form[name], inputMode: "numeric" }) as const;
  return (
    <ListPage
      locale={locale}
      namespace="realEstate"
      parsed={parsed}
      wideSearch
      path="/immobilier"
      filters={[
        {
          name: "type",
          label: t("filters.type"),
          value: form.type,
          anyLabel: t("filters.anyType"),
          options: PROPERTY_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
        },
        {
          name: "transaction",
          label: t("filters.transaction"),
          value: form.transaction,
          anyLabel: t("filters.anyTransaction"),
          options: TRANSACTION_TYPES.map((value) => ({ value, label: t(`transactions.${value}`) })),
        },
        {
          name: "region",
          label: t("filters.region"),
          value: form.region,
          anyLabel: t("filters.anyRegion"),
          options: regions.map((r) => ({ value: r.slug, label: localName(r, locale) })),
        },
        amount("price_min", t("filters.priceMin")),
        amount("price_max", t("filters.priceMax")),
        {
          name: "sort",
          label: t("filters.sort"),
          value: form.sort || parsed.params.sort!,
          options: PROPERTY_SORTS.map((value) => ({ value, label: t(`filters.sorts.${value}`) })),
        },
        amount("area_min", t("filters.areaMin")),
        amount("area_max", t("filters.areaMax")),
      ]}
      result={result}
      card={(property, index) => (
        <PropertyCard
          property={property}
          locale={locale}
          loading={index === 0 ? "preload" : index < 2 ? "eager" : "lazy"}
        />
      )}
    />
  );
}
