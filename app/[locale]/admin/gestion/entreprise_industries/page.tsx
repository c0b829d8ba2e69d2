import { TermListPage } from "@/components/taxonomy/term-list-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("taxonomy.title.entreprise_industries");

/** The back office's list of entreprise_industries (§2): search, order, listing counts, edit and delete. */
export default async function Page({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/entreprise_industries">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <TermListPage kind="entreprise_industries" locale={locale} searchParams={await searchParams} />;
}
