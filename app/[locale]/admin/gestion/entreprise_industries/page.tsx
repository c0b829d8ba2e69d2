import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TermListPage } from "@/components/taxonomy/term-list-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/entreprise_industries">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "taxonomy" });
  return { title: t("title.entreprise_industries"), robots: { index: false } };
}

/** The back office's list of entreprise_industries (§2): search, order, listing counts, edit and delete. */
export default async function Page({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/entreprise_industries">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <TermListPage kind="entreprise_industries" locale={locale} searchParams={await searchParams} />;
}
