import { LegalPage, legalMetadata } from "@/components/site/legal-page";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = legalMetadata("terms", "/conditions-utilisation");

export default async function TermsPage({ params }: PageProps<"/[locale]/conditions-utilisation">) {
  await pageLocale(params);
  return <LegalPage namespace="terms" />;
}
