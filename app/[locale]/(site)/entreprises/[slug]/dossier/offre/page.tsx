import { BuyerOfferPage } from "@/components/offers/buyer-offer-page";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

type Props = PageProps<"/[locale]/entreprises/[slug]/dossier/offre">;

export const generateMetadata = signedInMetadata("offers.buyer.metaTitle", { follow: false });

/** A business's offer for a signed-in buyer with an approved access to its file (issue 42). */
export default async function BusinessOfferPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const counter = (await searchParams).contre === "1";
  return <BuyerOfferPage slug={slug} counter={counter} locale={locale} />;
}
