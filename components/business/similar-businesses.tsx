import { getTranslations } from "next-intl/server";
import { ListingCard } from "@/components/catalogue/listing-card";
import { similarListings } from "@/lib/catalogue/listing-page";
import type { ListingDetail, Locale } from "@/lib/catalogue/types";

/** Up to three listings like this one (same category, then same region); nothing when there are none. */
export async function SimilarListings({ listing, locale }: { listing: ListingDetail; locale: Locale }) {
  const listings = await similarListings({ id: listing.id, category_id: listing.category_id, region_id: listing.region_id });
  if (listings.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "listing.similar" });
  return (
    <section aria-labelledby="listing-similar" className="mt-16 border-t border-neutral-200 pt-10 dark:border-neutral-800">
      <h2 id="listing-similar" className="text-2xl font-semibold text-neutral-950 dark:text-white">
        {t("title")}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((similar) => (
          <li key={similar.id}>
            <ListingCard listing={similar} locale={locale} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
