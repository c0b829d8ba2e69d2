import { getTranslations } from "next-intl/server";
import { durationSince, formatPrice, formatRelativeDate } from "@/lib/i18n/format";
import type { BusinessCard as Business } from "@/lib/businesses/types";
import type { Locale } from "@/lib/i18n/routing";
import { listingPlace } from "@/lib/listings/place";
import { localName } from "@/lib/i18n/localized-text";
import { Link } from "@/lib/i18n/navigation";
import { BusinessBadges } from "./business-badges";
import { ListingImage } from "@/components/listings/listing-image";
import type { ImageLoading } from "@/components/ui/stored-image";

/**
 * A business for sale in a list: photo or illustration, title, category, place, price,
 * revenue and cash flow, status badges, time on the market and last confirmation.
 */
export async function BusinessCard({
  business,
  locale,
  headingLevel = 3,
  sizes,
  loading,
}: {
  business: Business;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** How wide the card is drawn in its list (PHOTO_SIZES in lib/image-sizes.ts). */
  sizes: string;
  /** The first cards above the fold load their photo at once. */
  loading?: ImageLoading;
}) {
  const t = await getTranslations({ locale, namespace: "catalogue" });
  const tHighlight = await getTranslations({ locale, namespace: "highlight" });
  const englishTitle = locale === "en" ? business.title_en : null;
  const title = englishTitle || business.title_fr;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const sold = business.status === "sold";
  const money = (amount: number | null) => (amount === null ? t("notDisclosed") : formatPrice(amount, locale));

  return (
    <article
      className={business.highlighted ? "group listing-card listing-card-highlighted" : "group listing-card"}
      data-testid="listing-card"
    >
      <ListingImage
        images={business.images}
        categoryNameFr={business.category.name_fr}
        locale={locale}
        sizes={sizes}
        loading={loading}
        className="aspect-[16/10]"
      />
      <div className="listing-card-body">
        <BusinessBadges
          business={business}
          locale={locale}
          first={business.highlighted ? <li className="badge badge-highlighted">{tHighlight("badge")}</li> : null}
        />
        <div>
          <p className="listing-card-category">{localName(business.category, locale)}</p>
          <Heading className="listing-card-title">
            <Link
              href={`/entreprises/${business.slug}`}
              lang={locale === "en" && !englishTitle ? "fr" : undefined}
              className="listing-card-link"
            >
              {title}
            </Link>
          </Heading>
          {locale === "en" && !englishTitle ? (
            <p className="text-xs text-neutral-600 italic dark:text-neutral-400">{t("frenchOnly")}</p>
          ) : null}
          <p className="listing-card-place">{listingPlace(business, locale)}</p>
        </div>
        <p className="listing-card-price">
          <span className="sr-only">{`${t("askingPrice")} `}</span>
          {business.price_on_request || business.asking_price === null
            ? t("priceOnRequest")
            : formatPrice(business.asking_price, locale)}
        </p>
        <dl className="listing-card-figures">
          <dt>{t("revenue")}</dt>
          <dd>{money(business.gross_revenue)}</dd>
          <dt>{t("cashFlow")}</dt>
          <dd>{money(business.cash_flow)}</dd>
        </dl>
        <p className="listing-card-dates">
          {sold
            ? t("soldNote")
            : business.published_at
              ? t("onMarket", durationSince(business.published_at, locale))
              : null}
          {!sold ? (
            <>
              {business.published_at ? " · " : null}
              {t("confirmed", { when: formatRelativeDate(business.last_confirmed_at, locale) })}
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
