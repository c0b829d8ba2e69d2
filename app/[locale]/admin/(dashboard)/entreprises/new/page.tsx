import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BusinessEditorPage } from "@/components/businesses/business-editor-page";
import { requireUser } from "@/lib/auth/guards";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/entreprises/new">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.editor" });
  return { title: t("newTitle"), robots: { index: false } };
}

/** A new business listing: the editor, empty; the first autosave gives it an id. */
export default async function NewBusinessPage({ params }: PageProps<"/[locale]/admin/entreprises/new">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const { user } = await requireUser();
  return <BusinessEditorPage business={null} ownerId={user.id} locale={locale as Locale} />;
}
