import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { FranchiseEditorPage } from "@/components/franchises/franchise-editor-page";
import { requireUser } from "@/lib/auth/guards";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/gestion/franchises/new">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.franchise" });
  return { title: t("newTitle"), robots: { index: false } };
}

/** A franchisor's new franchise page: the editor, empty; the first autosave gives it an id. */
export default async function NewFranchisePage({ params }: PageProps<"/[locale]/admin/gestion/franchises/new">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const { user } = await requireUser();
  return <FranchiseEditorPage franchise={null} ownerId={user.id} locale={locale as Locale} asAdmin={false} />;
}
