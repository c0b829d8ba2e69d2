import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormsPage } from "@/components/reports/forms-page";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/formulaires">): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "gestion.forms" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The contact form's messages and the newsletter's subscribers. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/admin/gestion/formulaires">) {
  const locale = await pageLocale(params);
  await requireAdmin();
  return <FormsPage locale={locale} search={await searchParams} />;
}
