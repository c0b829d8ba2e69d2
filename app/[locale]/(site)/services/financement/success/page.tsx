import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getSessionUser } from "@/lib/auth/session";
import { FinancingSuccess } from "./financing-success";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/services/financement/success">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "financing.success" });
  return { title: t("title"), robots: { index: false } };
}

/** /services/financement/success for a request (a signed-in visitor gets the link to their dashboard). */
export default async function FinancingSuccessPage({ params }: PageProps<"/[locale]/services/financement/success">) {
  return <FinancingSuccess params={params} signedIn={(await getSessionUser()) !== null} />;
}
