import { BuyerRequestsPage } from "@/components/dealroom/buyer-requests-page";
import { requireUser } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("dealroom.mine.metaTitle");

/** The buyer's access requests to confidential files and their rooms (issue 41). */
export default async function MyDealroomsPage({ params }: PageProps<"/[locale]/profil/dossiers">) {
  const locale = await pageLocale(params);
  await requireUser();
  return <BuyerRequestsPage locale={locale} />;
}
