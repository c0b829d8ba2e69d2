import { listingImageUrl } from "@/lib/listings/photos";
import type { BusinessDetail } from "./types";
import type { Locale } from "@/lib/i18n/routing";

const AVAILABILITY: Record<BusinessDetail["status"], string> = {
  published: "https://schema.org/InStock",
  under_offer: "https://schema.org/LimitedAvailability",
  sold: "https://schema.org/SoldOut",
  draft: "https://schema.org/PreOrder",
  submitted: "https://schema.org/PreOrder",
  rejected: "https://schema.org/Discontinued",
  archived: "https://schema.org/Discontinued",
};

/**
 * A business for sale as schema.org data: a Product (the business) with its Offer in CAD
 * (no price when it is on request), its category, photos and where it is.
 */
export function businessJsonLd(
  business: BusinessDetail,
  {
    locale,
    url,
    title,
    description,
    category,
    place,
  }: { locale: Locale; url: string; title: string; description: string; category: string; place: string },
): Record<string, unknown> {
  const price = business.price_on_request ? null : business.asking_price;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#listing`,
    name: title,
    description,
    url,
    category,
    inLanguage: locale === "fr" ? "fr-CA" : "en-CA",
    sku: String(business.id),
    ...(business.images.length ? { image: business.images.map((image) => listingImageUrl(image.path)) } : {}),
    ...(business.year_established ? { productionDate: String(business.year_established) } : {}),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "CAD",
      ...(price !== null ? { price: price.toFixed(2) } : {}),
      availability: AVAILABILITY[business.status],
      businessFunction: "http://purl.org/goodrelations/v1#Sell",
      areaServed: { "@type": "Place", name: place },
      ...(business.published_at ? { validFrom: business.published_at } : {}),
    },
  };
}
