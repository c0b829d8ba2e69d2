import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SearchReportPage } from "@/components/reports/search-report-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/search-queries">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "gestion.searches" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** What visitors search for: searches per day, the top searches, the filters used most. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/admin/gestion/search-queries">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <SearchReportPage locale={locale} search={await searchParams} />;
}
