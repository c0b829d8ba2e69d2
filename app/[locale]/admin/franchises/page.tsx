import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { QueuePage } from "@/components/moderation/queue-page";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/franchises">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "moderation.queue" });
  return { title: t("metaTitle.franchise"), robots: { index: false } };
}

/** Every franchise page: the franchises' moderation queue, and the way to create one (the layout checks requireAdmin). */
export default async function AdminFranchisesPage({ params, searchParams }: PageProps<"/[locale]/admin/franchises">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations({ locale: locale as Locale, namespace: "moderation.queue" });
  return (
    <QueuePage
      kind="franchise"
      locale={locale as Locale}
      searchParams={await searchParams}
      actions={
        <Link href="/admin/franchises/new" className={buttonClasses()}>
          {t("newFranchise")}
        </Link>
      }
    />
  );
}
