import { LegalPage, legalMetadata } from "@/components/site/legal-page";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = legalMetadata("privacy", "/politique-confidentialite");

export default async function PrivacyPage({ params }: PageProps<"/[locale]/politique-confidentialite">) {
  await pageLocale(params);
  return <LegalPage namespace="privacy" />;
}
