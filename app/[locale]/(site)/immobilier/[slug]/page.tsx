import { PHOTO_SIZES } from "@/lib/image-sizes";
import { FrenchOnlyNote } from "@/components/ui/french-only";
import { DetailAside, DetailFacts, DetailTextSection } from "@/components/content/detail-sections";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { localName } from "@/lib/i18n/localized-text";
import { ListingImage } from "@/components/listings/listing-image";
import { PropertyContact } from "@/components/properties/property-contact";
import { DealroomTeaser } from "@/components/dealroom/dealroom-teaser";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { JsonLd } from "@/components/ui/json-ld";
import { durationSince, formatArea } from "@/lib/i18n/format";
import { listingImageUrl, listingShareImageUrl } from "@/lib/listings/photos";
import { PROPERTY_ILLUSTRATION, propertyPrice, rentEquivalent } from "@/lib/properties/price";
import { getPropertyBySlug } from "@/lib/properties/queries/public";
import type { Locale } from "@/lib/i18n/routing";
import { absoluteUrl } from "@/lib/i18n/paths";
import { pageMetadata, shareImage } from "@/lib/site/metadata";
import { pageItem } from "@/lib/i18n/page-locale";
import { SLUG_PATTERN } from "@/lib/slug";
import { createPublicClient } from "@/lib/supabase/public";
import { ListingFreshnessNotice } from "@/components/listings/listing-freshness-notice";

const loadProperty = cache(async (slug: string) => {
  if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null;
  const data = await getPropertyBySlug(createPublicClient(), slug);
  return data;
});

const text = (locale: Locale, fr: string, en: string | null) => (locale === "en" && en) || fr;

export async function generateMetadata({ params }: PageProps<"/[locale]/immobilier/[slug]">): Promise<Metadata> {
  const [locale, property] = await pageItem(params, ({ slug }) => loadProperty(slug));
  if (!property) return {};
  const title = text(locale, property.title_fr, property.title_en);
  const description = text(locale, property.description_fr, property.description_en).slice(0, 160) || undefined;
  const metadata = pageMetadata({ locale, path: `/immobilier/${property.slug}`, title, description });
  const image = shareImage(property.images[0] && listingShareImageUrl(property.images[0].path), title, locale);
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: "article", images: [image] },
    twitter: { card: "summary_large_image", title, description: metadata.description ?? undefined, images: [image] },
  };
}

/** /immobilier/{slug}: one public property (drafts and unknown slugs are 404), its facts and the inquiry form to whoever listed it. */
export default async function PropertyPage({ params }: PageProps<"/[locale]/immobilier/[slug]">) {
  const [locale, property] = await pageItem(params, ({ slug }) => loadProperty(slug));
  if (!property || !["published", "under_offer", "sold"].includes(property.status)) notFound();
  const t = await getTranslations("realEstate");
  const tCatalogue = await getTranslations("catalogue");
  const title = text(locale, property.title_fr, property.title_en);
  const description = text(locale, property.description_fr, property.description_en);
  const titleInFrench = locale === "en" && !property.title_en;
  const descriptionInFrench = locale === "en" && !property.description_en && Boolean(property.description_fr);
  const priceTexts = {
    onRequest: tCatalogue("priceOnRequest"),
    leaseRate: (unit: "per_month" | "per_sqft_year", amount: string) => t(`leaseRate.${unit}`, { amount }),
  };
  const price = propertyPrice(property, locale, priceTexts);
  const equivalent = rentEquivalent(property, locale, priceTexts);
  const notGiven = t("detail.notGiven");
  const facts = [
    { label: t("detail.type"), value: t(`types.${property.property_type}`) },
    { label: t("detail.transaction"), value: t(`transactions.${property.transaction_type}`) },
    { label: property.transaction_type === "lease" ? t("detail.rent") : t("detail.price"), value: price },
    { label: t("detail.area"), value: property.area_sqft !== null ? formatArea(property.area_sqft, locale) : notGiven },
    {
      label: t("detail.lotArea"),
      value: property.lot_area_sqft !== null ? formatArea(property.lot_area_sqft, locale) : notGiven,
    },
    { label: t("detail.yearBuilt"), value: property.year_built !== null ? String(property.year_built) : notGiven },
    { label: t("detail.zoning"), value: property.zoning ?? notGiven },
    {
      label: t("detail.address"),
      value: [property.address, property.postal_code].filter(Boolean).join(", ") || notGiven,
    },
    { label: t("detail.city"), value: property.city ?? notGiven },
    { label: t("detail.region"), value: property.region ? localName(property.region, locale) : notGiven },
    { label: t("detail.province"), value: localName(property.province, locale) },
  ];
  const url = absoluteUrl(locale, `/immobilier/${property.slug}`);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: title,
    description: description.slice(0, 500),
    url,
    inLanguage: locale === "fr" ? "fr-CA" : "en-CA",
    ...(property.published_at ? { datePosted: property.published_at } : {}),
    ...(property.images.length ? { image: property.images.map((i) => listingImageUrl(i.path)) } : {}),
    contentLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(property.address ? { streetAddress: property.address } : {}),
        ...(property.city ? { addressLocality: property.city } : {}),
        ...(property.postal_code ? { postalCode: property.postal_code } : {}),
        addressRegion: property.province.code,
        addressCountry: "CA",
      },
    },
    ...(!property.price_on_request && (property.price ?? property.lease_rate) !== null
      ? {
          offers: {
            "@type": "Offer",
            price: property.price ?? property.lease_rate,
            priceCurrency: "CAD",
            businessFunction:
              property.transaction_type === "lease"
                ? "http://purl.org/goodrelations/v1#LeaseOut"
                : "http://purl.org/goodrelations/v1#Sell",
          },
        }
      : {}),
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <JsonLd data={jsonLd} />
      <Breadcrumbs
        locale={locale}
        label={t("detail.breadcrumb")}
        items={[{ href: "/", label: t("detail.home") }, { href: "/immobilier", label: t("eyebrow") }, { label: title }]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <article>
          <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
            {t(`types.${property.property_type}`)} · {t(`transactions.${property.transaction_type}`)}
          </p>
          <h1
            lang={titleInFrench ? "fr" : undefined}
            className="mt-2 text-3xl font-bold tracking-tight text-neutral-950 sm:text-4xl dark:text-white"
          >
            {title}
          </h1>
          {titleInFrench ? <FrenchOnlyNote locale={locale} className="mt-1" /> : null}
          <p className="mt-3 text-2xl font-bold text-neutral-950 dark:text-white" data-testid="property-price">
            {price}
          </p>
          {equivalent ? (
            <p data-testid="rent-equivalent" className="mt-1 text-neutral-700 dark:text-neutral-300">
              {t("rentEquivalent", { amount: equivalent })}
            </p>
          ) : null}
          {property.status === "sold" ? (
            <p className="mt-2 font-medium text-error-800 dark:text-error-300">{t("detail.sold")}</p>
          ) : null}
          <ListingFreshnessNotice listing={property} locale={locale} />
          <ListingImage
            images={property.images}
            categoryNameFr={PROPERTY_ILLUSTRATION[property.property_type]}
            locale={locale}
            sizes={PHOTO_SIZES.propertyMain}
            loading="preload"
            className="mt-6 aspect-[16/9] rounded-lg"
          />
          <DetailFacts id="property-facts" title={t("detail.facts")} facts={facts} />
          <DetailTextSection
            id="property-description"
            title={t("detail.description")}
            text={description || t("detail.noDescription")}
            inFrench={descriptionInFrench}
          />
        </article>
        <DetailAside back={{ href: "/immobilier", label: t("detail.back") }}>
          <PropertyContact property={property} title={title} locale={locale} />
          <DealroomTeaser
            kind="immobilier"
            id={property.id}
            slug={property.slug}
            status={property.status}
            own={false}
            locale={locale}
          />
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {property.listed_by === "broker" ? t("detail.listedByBroker") : t("detail.listedByOwner")}
            {property.published_at ? ` · ${t("detail.onMarket", durationSince(property.published_at, locale))}` : null}
          </p>
        </DetailAside>
      </div>
    </div>
  );
}
