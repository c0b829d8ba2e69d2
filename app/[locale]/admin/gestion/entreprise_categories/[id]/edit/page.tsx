import { TermEditPage, termId } from "@/components/taxonomy/term-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("taxonomy.title.entreprise_categories");

/** Edits a term of entreprise_categories; an unknown id is a 404. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/entreprise_categories/[id]/edit">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <TermEditPage kind="entreprise_categories" locale={locale} id={termId((await params).id)} />;
}
