import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { QueuePage } from "@/components/moderation/queue-page";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/entreprises">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "moderation.queue" });
  return { title: t("metaTitle.entreprise"), robots: { index: false } };
}

/** The businesses moderation queue (the layout checks requireAdmin). */
export default async function GestionEntreprisesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/entreprises">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <QueuePage kind="entreprise" locale={locale as Locale} searchParams={await searchParams} />;
}
