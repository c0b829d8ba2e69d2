import { PHOTO_SIZES } from "@/lib/image-sizes";
import { getTranslations } from "next-intl/server";
import { BusinessCard } from "@/components/businesses/business-card";
import { similarBusinesses } from "@/lib/businesses/page";
import type { BusinessDetail } from "@/lib/businesses/types";
import type { Locale } from "@/lib/i18n/routing";
import { RelatedSection } from "@/components/content/titled-section";

/** Up to three businesses like this one (same category, then same region); nothing when there are none. */
export async function SimilarBusinesses({ business, locale }: { business: BusinessDetail; locale: Locale }) {
  const businesses = await similarBusinesses({
    id: business.id,
    category_id: business.category_id,
    region_id: business.region_id,
  });
  if (businesses.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "listing.similar" });
  return (
    <RelatedSection id="listing-similar" title={t("title")}>
      {businesses.map((similar) => (
        <li key={similar.id}>
          <BusinessCard business={similar} locale={locale} headingLevel={3} sizes={PHOTO_SIZES.similarCards} />
        </li>
      ))}
    </RelatedSection>
  );
}
