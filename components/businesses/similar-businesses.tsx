import { PHOTO_SIZES } from "@/lib/image-sizes";
import { getTranslations } from "next-intl/server";
import { BusinessCard } from "@/components/businesses/business-card";
import { similarBusinesses } from "@/lib/businesses/page";
import type { BusinessDetail } from "@/lib/businesses/types";
import type { Locale } from "@/lib/i18n/routing";

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
    <section
      aria-labelledby="listing-similar"
      className="mt-16 border-t border-neutral-200 pt-10 dark:border-neutral-800"
    >
      <h2 id="listing-similar" className="text-2xl font-semibold text-neutral-950 dark:text-white">
        {t("title")}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {businesses.map((similar) => (
          <li key={similar.id}>
            <BusinessCard business={similar} locale={locale} headingLevel={3} sizes={PHOTO_SIZES.similarCards} />
          </li>
        ))}
      </ul>
    </section>
  );
}
