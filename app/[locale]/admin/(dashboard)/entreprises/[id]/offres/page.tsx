import { SellerOffersPage } from "@/components/offers/seller-offers-page";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("offers.seller.metaTitle");

/** The offers on a business, for its owner or an admin: compare, answer, counter (issue 42); anyone else gets a 404. */
export default async function BusinessOffersPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/entreprises/[id]/offres">) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const counter = (await searchParams).contre;
  return <SellerOffersPage id={id} counter={typeof counter === "string" ? counter : undefined} locale={locale} />;
}
