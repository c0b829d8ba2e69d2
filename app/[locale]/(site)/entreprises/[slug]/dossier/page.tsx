import { BuyerFilePage } from "@/components/dealroom/buyer-file-page";
import { BuyerOfferLink } from "@/components/offers/offer-links";
import { pageLocale } from "@/lib/i18n/page-locale";
import { signedInMetadata } from "@/lib/site/metadata";

type Props = PageProps<"/[locale]/entreprises/[slug]/dossier">;

export const generateMetadata = signedInMetadata("dealroom.request.metaTitle", { follow: false });

/** A listing's confidential file for a signed-in buyer: the request and signature, then where it stands (issue 41). */
export default async function BusinessBuyerFilePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const asked = (await searchParams).entente;
  const agreementLocale = asked === "fr" || asked === "en" ? asked : locale;
  return (
    <BuyerFilePage
      kind="entreprise"
      slug={slug}
      locale={locale}
      agreementLocale={agreementLocale}
      roomExtra={<BuyerOfferLink slug={slug} />}
    />
  );
}
