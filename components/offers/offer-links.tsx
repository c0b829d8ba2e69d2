import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { buyerOfferPath, sellerOffersPath } from "@/lib/offers/paths";

/** In a business's room, the buyer's way to the offer page (issue 42). */
export function BuyerOfferLink({ slug }: { slug: string }) {
  const t = useTranslations("offers.buyer");
  return (
    <p>
      <Link href={buyerOfferPath(slug)} className={buttonClasses()} data-testid="offer-link">
        {t("roomLink")}
      </Link>
    </p>
  );
}

/** On a business's file in the workspace, the seller's way to the offers received (issue 42). */
export function SellerOffersLink({ id }: { id: number }) {
  const t = useTranslations("offers.seller");
  return (
    <p>
      <Link href={sellerOffersPath(id)} className={buttonClasses({ variant: "secondary" })} data-testid="offers-link">
        {t("fileLink")}
      </Link>
    </p>
  );
}
