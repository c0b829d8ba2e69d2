import { DealroomBackOfficePage } from "@/components/dealroom/back-office-page";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("dealroom.admin.title");

/** The confidential files' requests, signed agreements and files, read-only (issue 41; the layout checks requireAdmin). */
export default async function DealroomAdminPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/gestion/dossiers">) {
  const locale = await pageLocale(params);
  return <DealroomBackOfficePage locale={locale} search={await searchParams} />;
}
