import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TermEditPage } from "@/components/taxonomy/term-edit-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/franchise_categories/new">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "taxonomy" });
  return { title: t("newTitle.franchise_categories"), robots: { index: false } };
}

/** Adds a term to franchise_categories. */
export default async function Page({ params }: PageProps<"/[locale]/admin/gestion/franchise_categories/new">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <TermEditPage kind="franchise_categories" locale={locale} />;
}
