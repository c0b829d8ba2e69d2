import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TermEditPage, termId } from "@/components/taxonomy/term-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/entreprise_industries/[id]/edit">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "taxonomy" });
  return { title: t("title.entreprise_industries"), robots: { index: false } };
}

/** Edits a term of entreprise_industries; an unknown id is a 404. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/entreprise_industries/[id]/edit">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <TermEditPage kind="entreprise_industries" locale={locale} id={termId((await params).id)} />;
}
