import { getTranslations } from "next-intl/server";
import { cn } from "@/lib/cn";
import type { ListingCard, Locale } from "@/lib/catalogue/types";

// Styles in app/globals.css (.badge, .badge-{kind}): short names, since a list page shows twenty cards.

/** A listing's status badges (featured, under offer, sold, confidential, seller financing); nothing when none applies. */
export async function ListingBadges({
  listing,
  locale,
  showFeatured = true,
  className,
}: {
  listing: Pick<ListingCard, "featured" | "status" | "confidential" | "seller_financing">;
  locale: Locale;
  showFeatured?: boolean;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: "catalogue.badges" });
  const sold = listing.status === "sold";
  const badges = (
    [
      showFeatured && listing.featured && !sold ? "featured" : null,
      listing.status === "under_offer" ? "underOffer" : null,
      sold ? "sold" : null,
      listing.confidential ? "confidential" : null,
      listing.seller_financing && !sold ? "sellerFinancing" : null,
    ] as const
  ).filter((badge) => badge !== null);
  if (badges.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)}>
      {badges.map((badge) => (
        <li key={badge} className={`badge badge-${badge}`}>
          {t(badge)}
        </li>
      ))}
    </ul>
  );
}
