import { getTranslations } from "next-intl/server";
import { MapPinIcon } from "@/components/ui/icons";
import { formatDurationSince, formatPrice, formatRelativeDate } from "@/lib/catalogue/format";
import type { ListingCard as Listing, Locale } from "@/lib/catalogue/types";
import { localName } from "@/lib/catalogue/localized-text";
import { Link } from "@/lib/i18n/navigation";
import { ListingBadges } from "./listing-badges";
import { ListingImage } from "./listing-image";

/** City and region (or province), without saying the same place twice; the city is null on confidential listings. */
export function listingPlace(listing: Pick<Listing, "city" | "region" | "province">, locale: Locale): string {
  const area = listing.region ? localName(listing.region, locale) : localName(listing.province, locale);
  return listing.city && listing.city.localeCompare(area, locale, { sensitivity: "base" }) !== 0 ? `${listing.city}, ${area}` : area;
}

/**
 * A business for sale in a list: photo or illustration, title, category, place, price,
 * revenue and cash flow, status badges, time on the market and last confirmation.
 */
export async function ListingCard({
  listing,
  locale,
  headingLevel = 3,
  eager,
}: {
  listing: Listing;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** Load the photo at once (the first cards above the fold). */
  eager?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: "catalogue" });
  const englishTitle = locale === "en" ? listing.title_en : null;
  const title = englishTitle || listing.title_fr;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const sold = listing.status === "sold";
  const money = (amount: number | null) => (amount === null ? t("notDisclosed") : formatPrice(amount, locale));

  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-secondary-600 hover:shadow-md dark:border-neutral-800 dark:bg-neutral-900 dark:focus-within:ring-secondary-300"
      data-testid="listing-card"
    >
      <ListingImage images={listing.images} categoryNameFr={listing.category.name_fr} locale={locale} eager={eager} className="aspect-[16/10]" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <ListingBadges listing={listing} locale={locale} />
        <div>
          <p className="text-sm font-medium text-primary-800 dark:text-primary-300">{localName(listing.category, locale)}</p>
          <Heading className="mt-1 text-lg leading-snug font-semibold text-neutral-950 dark:text-white">
            <Link
              href={`/entreprises/${listing.slug}`}
              lang={locale === "en" && !englishTitle ? "fr" : undefined}
              className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-primary-800 dark:group-hover:text-primary-300"
            >
              {title}
            </Link>
          </Heading>
          <p className="mt-1 flex items-center gap-1 text-sm text-neutral-700 dark:text-neutral-300">
            <MapPinIcon className="size-4 shrink-0" />
            {listingPlace(listing, locale)}
          </p>
        </div>
        <p className="text-xl font-bold text-neutral-950 dark:text-white">
          <span className="sr-only">{`${t("askingPrice")} `}</span>
          {listing.price_on_request || listing.asking_price === null ? t("priceOnRequest") : formatPrice(listing.asking_price, locale)}
        </p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-neutral-600 dark:text-neutral-400">{t("revenue")}</dt>
            <dd className="font-medium text-neutral-900 dark:text-neutral-100">{money(listing.gross_revenue)}</dd>
          </div>
          <div>
            <dt className="text-neutral-600 dark:text-neutral-400">{t("cashFlow")}</dt>
            <dd className="font-medium text-neutral-900 dark:text-neutral-100">{money(listing.cash_flow)}</dd>
          </div>
        </dl>
        <p className="mt-auto border-t border-neutral-200 pt-3 text-xs text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
          {sold ? t("soldNote") : listing.published_at ? t("onMarket", { duration: formatDurationSince(listing.published_at, locale) }) : null}
          {!sold ? (
            <>
              {listing.published_at ? " · " : null}
              {t("confirmed", { when: formatRelativeDate(listing.last_confirmed_at, locale) })}
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
