import { getTranslations } from "next-intl/server";
import { BusinessCard } from "@/components/businesses/business-card";
import { searchBusinesses } from "@/lib/businesses/queries/search";
import { PHOTO_SIZES } from "@/lib/image-sizes";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { Client } from "@/lib/supabase/types";

/** A few current business listings of the article's sectors, newest first; nothing without sectors or listings. */
export async function SectorListings({
  client,
  industryIds,
  locale,
}: {
  client: Client;
  industryIds: number[];
  locale: Locale;
}) {
  if (industryIds.length === 0) return null;
  const { rows } = await searchBusinesses(client, { industryIds, sort: "newest", pageSize: 3 });
  if (rows.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "blog" });
  return (
    <section
      aria-labelledby="article-listings"
      className="mt-16 border-t border-neutral-200 pt-10 dark:border-neutral-800"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="article-listings" className="text-2xl font-semibold text-neutral-950 dark:text-white">
          {t("listings")}
        </h2>
        <Link href="/entreprises" className="text-sm text-secondary-800 underline dark:text-secondary-300">
          {t("allListings")}
        </Link>
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((business) => (
          <li key={business.id}>
            <BusinessCard business={business} locale={locale} headingLevel={3} sizes={PHOTO_SIZES.similarCards} />
          </li>
        ))}
      </ul>
    </section>
  );
}
