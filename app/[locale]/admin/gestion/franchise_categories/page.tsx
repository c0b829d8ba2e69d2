import { TermListPage } from "@/components/taxonomy/term-list-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("taxonomy.title.franchise_categories");

/** The back office's list of franchise_categories (§2): search, order, listing counts, edit and delete. */
export default async function Page({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/franchise_categories">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <TermListPage kind="franchise_categories" locale={locale} searchParams={await searchParams} />;
}
