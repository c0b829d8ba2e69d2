import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { BusinessCard } from "@/lib/businesses/types";
import type { Locale } from "@/lib/i18n/routing";

// Styles in app/globals.css (.badge, .badge-{kind}): short names, since a list page shows twenty cards.

/** A business's status badges (featured, under offer, sold, confidential, seller financing); nothing when none applies. */
export async function BusinessBadges({
  business,
  locale,
  showFeatured = true,
  first,
  className,
}: {
  business: Pick<BusinessCard, "featured" | "status" | "confidential" | "seller_financing">;
  locale: Locale;
  showFeatured?: boolean;
  /** A badge before the others (the card's highlight in results). */
  first?: ReactNode;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: "catalogue.badges" });
  const sold = business.status === "sold";
  const badges = (
    [
      showFeatured && business.featured && !sold ? "featured" : null,
      business.status === "under_offer" ? "underOffer" : null,
      sold ? "sold" : null,
      business.confidential ? "confidential" : null,
      business.seller_financing && !sold ? "sellerFinancing" : null,
    ] as const
  ).filter((badge) => badge !== null);
  if (badges.length === 0 && !first) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)}>
      {first}
      {badges.map((badge) => (
        <li key={badge} className={`badge badge-${badge}`}>
          {t(badge)}
        </li>
      ))}
    </ul>
  );
}
