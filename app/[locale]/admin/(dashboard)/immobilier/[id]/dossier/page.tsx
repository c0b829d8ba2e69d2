import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SellerFilePage } from "@/components/dealroom/seller-file-page";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin/immobilier/[id]/dossier">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "dealroom.file" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The confidential file of a listing, for its owner or an admin (issue 41); anyone else gets a 404. */
export default async function PropertyFilePage({ params }: PageProps<"/[locale]/admin/immobilier/[id]/dossier">) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  return <SellerFilePage kind="immobilier" id={id} locale={locale as Locale} />;
}
