import { getTranslations } from "next-intl/server";
import { cn } from "@/lib/cn";
import type { ListingCard, Locale } from "@/lib/catalogue/types";

const badgeBase = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";
const badgeTones = {
  featured: "bg-warning-100 text-warning-900 dark:bg-warning-900 dark:text-warning-100",
  underOffer: "bg-secondary-100 text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100",
  sold: "bg-error-100 text-error-900 dark:bg-error-900 dark:text-error-100",
  confidential: "bg-neutral-200 text-neutral-900 dark:bg-neutral-700 dark:text-neutral-100",
  sellerFinancing: "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100",
} as const;

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
        <li key={badge} className={cn(badgeBase, badgeTones[badge])}>
          {t(badge)}
        </li>
      ))}
    </ul>
  );
}
