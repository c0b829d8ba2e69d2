import { SearchReportPage } from "@/components/reports/search-report-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("gestion.searches.metaTitle");

/** What visitors search for: searches per day, the top searches, the filters used most. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/admin/gestion/search-queries">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <SearchReportPage locale={locale} search={await searchParams} />;
}
