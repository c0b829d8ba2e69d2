import { BuyerRequestsPage } from "@/components/dealroom/buyer-requests-page";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("dealroom.mine.metaTitle");

/** The buyer's access requests to confidential files and their rooms (issue 41). */
export default async function MyDealroomsPage({ params }: PageProps<"/[locale]/profil/dossiers">) {
  return <BuyerRequestsPage locale={await pageLocale(params)} />;
}
