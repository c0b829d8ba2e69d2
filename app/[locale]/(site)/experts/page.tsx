import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localName } from "@/lib/i18n/localized-text";
import { ListPage } from "@/components/content/list-page";
import { ExpertCard } from "@/components/experts/expert-card";
import { EXPERT_LANGUAGES, EXPERT_PROFESSIONS } from "@/lib/experts/schema";
import { parseExpertQuery } from "@/lib/experts/search-params";
import { listExperts } from "@/lib/experts/queries/public";
import { listRegions } from "@/lib/taxonomy/queries/regions";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createPublicClient } from "@/lib/supabase/public";

export async function generateMetadata({ params }: PageProps<"/[locale]/experts">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "experts" });
  return pageMetadata({ locale, path: "/experts", title: t("metaTitle"), description: t("metaDescription") });
}

/** /experts: the directory of published experts by words, profession, region served and language. */
export default async function ExpertsPage({ params, searchParams }: PageProps<"/[locale]/experts">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("experts");
  const client = createPublicClient();
  const regions = await listRegions(client);
  const parsed = parseExpertQuery(await searchParams, regions);
  const result = await listExperts(client, parsed.params);
  const { form } = parsed;
  return (
    <ListPage
      locale={locale}
      namespace="experts"
      parsed={parsed}
      path="/experts"
      filters={[
        {
          name: "profession",
          label: t("filters.profession"),
          value: form.profession,
          anyLabel: t("filters.anyProfession"),
          options: EXPERT_PROFESSIONS.map((value) => ({ value, label: t(`professions.${value}`) })),
        },
        {
          name: "region",
          label: t("filters.region"),
          value: form.region,
          anyLabel: t("filters.anyRegion"),
          options: regions.map((r) => ({ value: r.slug, label: localName(r, locale) })),
        },
        {
          name: "language",
          label: t("filters.language"),
          value: form.language,
          anyLabel: t("filters.anyLanguage"),
          options: EXPERT_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) })),
        },
      ]}
      result={result}
      card={(expert) => <ExpertCard expert={expert} regions={regions} locale={locale} />}
      gridClassName="md:grid-cols-2 lg:grid-cols-3"
    />
  );
}
