import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PropertyEditorPage } from "@/components/properties/property-editor-page";
import { requireUser } from "@/lib/auth/guards";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/immobilier/new">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "workspace.property" });
  return { title: t("newTitle"), robots: { index: false } };
}

/** A new property: the editor, empty; the first autosave gives it an id. */
export default async function NewPropertyPage({ params }: PageProps<"/[locale]/admin/immobilier/new">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const { user } = await requireUser();
  return <PropertyEditorPage property={null} ownerId={user.id} locale={locale as Locale} />;
}
