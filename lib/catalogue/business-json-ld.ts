import { listingImageUrl } from "./images";
import type { ListingDetail, Locale } from "./types";

const AVAILABILITY: Record<ListingDetail["status"], string> = {
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
export function listingJsonLd(
  listing: ListingDetail,
  { locale, url, title, description, category, place }: { locale: Locale; url: string; title: string; description: string; category: string; place: string },
): Record<string, unknown> {
  const price = listing.price_on_request ? null : listing.asking_price;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#listing`,
    name: title,
    description,
    url,
    category,
    inLanguage: locale === "fr" ? "fr-CA" : "en-CA",
    sku: String(listing.id),
    ...(listing.images.length ? { image: listing.images.map((image) => listingImageUrl(image.path)) } : {}),
    ...(listing.year_established ? { productionDate: String(listing.year_established) } : {}),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "CAD",
      ...(price !== null ? { price: price.toFixed(2) } : {}),
      availability: AVAILABILITY[listing.status],
      businessFunction: "http://purl.org/goodrelations/v1#Sell",
      areaServed: { "@type": "Place", name: place },
      ...(listing.published_at ? { validFrom: listing.published_at } : {}),
    },
  };
}
