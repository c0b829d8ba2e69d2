import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FranchiseEditorPage } from "@/components/franchises/franchise-editor-page";
import { requireAdmin } from "@/lib/auth/guards";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/franchises/new">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.franchise" });
  return { title: t("newTitle"), robots: { index: false } };
}

/** A new franchise page written by an administrator (theirs until published; the first save gives it an id). */
export default async function AdminNewFranchisePage({ params }: PageProps<"/[locale]/admin/franchises/new">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const { user } = await requireAdmin();
  return <FranchiseEditorPage franchise={null} ownerId={user.id} locale={locale as Locale} asAdmin />;
}
