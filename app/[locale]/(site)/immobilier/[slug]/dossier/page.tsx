import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BuyerFilePage } from "@/components/dealroom/buyer-file-page";
import type { Locale } from "@/lib/i18n/routing";

type Props = PageProps<"/[locale]/immobilier/[slug]/dossier">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "dealroom.request" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** A listing's confidential file for a signed-in buyer: the request and signature, then where it stands (issue 41). */
export default async function PropertyBuyerFilePage({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale as Locale);
  const asked = (await searchParams).entente;
  const agreementLocale = asked === "fr" || asked === "en" ? asked : (locale as Locale);
  return <BuyerFilePage kind="immobilier" slug={slug} locale={locale as Locale} agreementLocale={agreementLocale} />;
}
