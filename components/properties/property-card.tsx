import { getTranslations } from "next-intl/server";
import { ListingImage } from "@/components/listings/listing-image";
import type { ImageLoading } from "@/components/ui/stored-image";
import { PHOTO_SIZES } from "@/lib/image-sizes";
import { MapPinIcon } from "@/components/ui/icons";
import { formatArea } from "@/lib/i18n/format";
import { listingPlace } from "@/lib/listings/place";
import { PROPERTY_ILLUSTRATION, propertyPrice, rentEquivalent } from "@/lib/properties/price";
import type { Locale } from "@/lib/i18n/routing";
import type { PropertyCard as Property } from "@/lib/properties/types";
import { Link } from "@/lib/i18n/navigation";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** A commercial property in the /immobilier list: photo or illustration, type, sale or lease, price or rent, area, place. */
export async function PropertyCard({
  property,
  locale,
  loading,
}: {
  property: Property;
  locale: Locale;
  /** The first cards above the fold load their photo at once. */
  loading?: ImageLoading;
}) {
  const t = await getTranslations({ locale, namespace: "realEstate" });
  const tCatalogue = await getTranslations({ locale, namespace: "catalogue" });
  const tHighlight = await getTranslations({ locale, namespace: "highlight" });
  const englishTitle = locale === "en" ? property.title_en : null;
  const priceTexts = {
    onRequest: tCatalogue("priceOnRequest"),
    leaseRate: (unit: "per_month" | "per_sqft_year", amount: string) => t(`leaseRate.${unit}`, { amount }),
  };
  const price = propertyPrice(property, locale, priceTexts);
  const equivalent = rentEquivalent(property, locale, priceTexts);
  return (
    <article
      data-testid="property-card"
      className={property.highlighted ? "group listing-card listing-card-highlighted" : "group listing-card"}
    >
      <ListingImage
        images={property.images}
        categoryNameFr={PROPERTY_ILLUSTRATION[property.property_type]}
        locale={locale}
        sizes={PHOTO_SIZES.wideCards}
        loading={loading}
        className="aspect-[16/10]"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <ul className="flex flex-wrap gap-1.5">
          {property.highlighted ? <li className="badge badge-highlighted">{tHighlight("badge")}</li> : null}
          <li className={`${badge} bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100`}>
            {t(`transactions.${property.transaction_type}`)}
          </li>
          {property.status === "under_offer" ? (
            <li
              className={`${badge} bg-secondary-100 text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100`}
            >
              {tCatalogue("badges.underOffer")}
            </li>
          ) : null}
        </ul>
        <div>
          <p className="text-sm font-medium text-primary-800 dark:text-primary-300">
            {t(`types.${property.property_type}`)}
          </p>
          <h3 className="mt-1 text-lg leading-snug font-semibold text-neutral-950 dark:text-white">
            <Link
              href={`/immobilier/${property.slug}`}
              lang={locale === "en" && !englishTitle ? "fr" : undefined}
              className="group-hover:text-primary-800 after:absolute after:inset-0 focus-visible:outline-none dark:group-hover:text-primary-300"
            >
              {englishTitle || property.title_fr}
            </Link>
          </h3>
          {locale === "en" && !englishTitle ? (
            <p className="text-xs text-neutral-600 italic dark:text-neutral-400">{tCatalogue("frenchOnly")}</p>
          ) : null}
          <p className="mt-1 flex items-center gap-1 text-sm text-neutral-700 dark:text-neutral-300">
            <MapPinIcon className="size-4 shrink-0" />
            {listingPlace(property, locale)}
          </p>
        </div>
        <p className="mt-auto flex flex-wrap items-baseline justify-between gap-2">
          <span>
            <span className="block text-xl font-bold text-neutral-950 dark:text-white">{price}</span>
            {equivalent ? (
              <span data-testid="rent-equivalent" className="block text-sm text-neutral-700 dark:text-neutral-300">
                {t("rentEquivalent", { amount: equivalent })}
              </span>
            ) : null}
          </span>
          {property.area_sqft !== null ? (
            <span className="text-sm text-neutral-700 dark:text-neutral-300">
              {formatArea(property.area_sqft, locale)}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
