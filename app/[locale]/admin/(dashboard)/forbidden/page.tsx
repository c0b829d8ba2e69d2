import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ForbiddenView } from "@/components/accounts/forbidden-view";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/forbidden">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "guards" });
  return { title: t("forbiddenMetaTitle"), robots: { index: false } };
}

/** Shown with status 403 (the middleware rewrites admin-only routes here for signed-in non-admins). */
export default async function ForbiddenPage({ params }: PageProps<"/[locale]/admin/forbidden">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <ForbiddenView />;
}
