import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ExpertEditorPage } from "@/components/experts/expert-editor-page";
import { requireUser } from "@/lib/auth/guards";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/experts/new">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.expert" });
  return { title: t("newTitle"), robots: { index: false } };
}

/** A new expert profile: the editor, empty; the first autosave gives it an id (a user may manage several). */
export default async function NewExpertPage({ params }: PageProps<"/[locale]/admin/experts/new">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const { user } = await requireUser();
  return <ExpertEditorPage expert={null} ownerId={user.id} locale={locale as Locale} />;
}
