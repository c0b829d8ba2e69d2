import { SellerFilePage } from "@/components/dealroom/seller-file-page";
import { SellerOffersLink } from "@/components/offers/offer-links";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("dealroom.file.metaTitle");

/** The confidential file of a listing, for its owner or an admin (issue 41); anyone else gets a 404. */
export default async function BusinessFilePage({ params }: PageProps<"/[locale]/admin/entreprises/[id]/dossier">) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const listingId = Number(id);
  const extra = Number.isSafeInteger(listingId) && listingId > 0 ? <SellerOffersLink id={listingId} /> : null;
  return <SellerFilePage kind="entreprise" id={id} locale={locale} extra={extra} />;
}
