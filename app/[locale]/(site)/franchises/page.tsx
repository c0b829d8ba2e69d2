import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localName } from "@/lib/i18n/localized-text";
import { ListPage } from "@/components/content/list-page";
import { FranchiseCard } from "@/components/franchises/franchise-card";
import { FRANCHISE_SORTS, parseFranchiseQuery } from "@/lib/franchises/search-params";
import { listFranchiseCategories, searchFranchises } from "@/lib/franchises/queries/public";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createPublicClient } from "@/lib/supabase/public";

export async function generateMetadata({ params }: PageProps<"/[locale]/franchises">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "franchises" });
  return pageMetadata({ locale, path: "/franchises", title: t("metaTitle"), description: t("metaDescription") });
}

/** /franchises: franchise opportunities by sector, budget and words, sorted, in pages. */
export default async function FranchisesPage({ params, searchParams }: PageProps<"/[locale]/franchises">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("franchises");
  const client = createPublicClient();
  const categories = await listFranchiseCategories(client);
  const parsed = parseFranchiseQuery(await searchParams, categories);
  const result = await searchFranchises(client, parsed.params);
  const { form } = parsed;
  return (
    <ListPage
      locale={locale}
      namespace="franchises"
      parsed={parsed}
      wideSearch
      path="/franchises"
      filters={[
        {
          name: "category",
          label: t("filters.category"),
          value: form.category,
          anyLabel: t("filters.anyCategory"),
          options: categories.map((c) => ({ value: c.slug, label: localName(c, locale) })),
        },
        {
          name: "sort",
          label: t("filters.sort"),
          value: form.sort || "relevance",
          options: FRANCHISE_SORTS.map((value) => ({ value, label: t(`filters.sorts.${value}`) })),
        },
        { name: "investment_min", label: t("filters.investmentMin"), value: form.investment_min, inputMode: "numeric" },
        { name: "investment_max", label: t("filters.investmentMax"), value: form.investment_max, inputMode: "numeric" },
      ]}
      result={result}
      card={(franchise) => <FranchiseCard franchise={franchise} locale={locale} />}
    />
  );
}
