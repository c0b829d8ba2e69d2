import { publicEnv } from "@/lib/env";
import type { ListingImage, Locale } from "./types";

/** The Storage bucket of listing photos (supabase/migrations/…_listing_images_bucket.sql). */
export const LISTING_IMAGES_BUCKET = "listing-images";

/** The public URL of a photo in the listing-images bucket ("<owner id>/<file>"). */
export function listingImageUrl(path: string): string {
  const base = publicEnv().NEXT_PUBLIC_SUPABASE_URL.replace(/\/$/, "");
  const encoded = path.split("/").filter(Boolean).map(encodeURIComponent).join("/");
  return `${base}/storage/v1/object/public/${LISTING_IMAGES_BUCKET}/${encoded}`;
}

/** A photo's alternative text in the page's language (French when there is no English one). */
export function listingImageAlt(image: ListingImage, locale: Locale): string {
  return (locale === "en" ? image.alt_en || image.alt_fr : image.alt_fr || image.alt_en) ?? "";
}
