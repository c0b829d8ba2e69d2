import { getTranslations } from "next-intl/server";
import { BusinessCard } from "@/components/businesses/business-card";
import { searchBusinesses } from "@/lib/businesses/queries/search";
import { PHOTO_SIZES } from "@/lib/image-sizes";
import { RelatedSection } from "@/components/content/titled-section";
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
    <RelatedSection
      id="article-listings"
      title={t("listings")}
      more={
        <Link href="/entreprises" className="text-sm text-secondary-800 underline dark:text-secondary-300">
          {t("allListings")}
        </Link>
      }
    >
      {rows.map((business) => (
        <li key={business.id}>
          <BusinessCard business={business} locale={locale} headingLevel={3} sizes={PHOTO_SIZES.similarCards} />
        </li>
      ))}
    </RelatedSection>
  );
}
