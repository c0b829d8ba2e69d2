import { getTranslations } from "next-intl/server";
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
      className="group listing-card"
      data-testid="listing-card"
    >
      <ListingImage images={listing.images} categoryNameFr={listing.category.name_fr} locale={locale} eager={eager} className="aspect-[16/10]" />
      <div className="listing-card-body">
        <ListingBadges listing={listing} locale={locale} />
        <div>
          <p className="listing-card-category">{localName(listing.category, locale)}</p>
          <Heading className="listing-card-title">
            <Link
              href={`/entreprises/${listing.slug}`}
              lang={locale === "en" && !englishTitle ? "fr" : undefined}
              className="listing-card-link"
            >
              {title}
            </Link>
          </Heading>
          {locale === "en" && !englishTitle ? <p className="text-xs text-neutral-600 italic dark:text-neutral-400">{t("frenchOnly")}</p> : null}
          <p className="listing-card-place">{listingPlace(listing, locale)}</p>
        </div>
        <p className="listing-card-price">
          <span className="sr-only">{`${t("askingPrice")} `}</span>
          {listing.price_on_request || listing.asking_price === null ? t("priceOnRequest") : formatPrice(listing.asking_price, locale)}
        </p>
        <dl className="listing-card-figures">
          <dt>{t("revenue")}</dt>
          <dd>{money(listing.gross_revenue)}</dd>
          <dt>{t("cashFlow")}</dt>
          <dd>{money(listing.cash_flow)}</dd>
        </dl>
        <p className="listing-card-dates">
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
