import { TermEditPage } from "@/components/taxonomy/term-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("taxonomy.newTitle.entreprise_categories");

/** Adds a term to entreprise_categories. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/entreprise_categories/new">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <TermEditPage kind="entreprise_categories" locale={locale} />;
}
