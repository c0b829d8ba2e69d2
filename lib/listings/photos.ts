import type { z } from "zod";
import { fromJson } from "@/lib/supabase/db-values";
import type { Json } from "@/lib/supabase/types";
import type { listingImage } from "./schemas/fields";
import type { ListingImage } from "./types";
import type { Locale } from "@/lib/i18n/routing";

/** The Storage bucket of listing photos (supabase/migrations/…_listing_images_bucket.sql). */
export const LISTING_IMAGES_BUCKET = "listing-images";

/** The public URL of a photo in the listing-images bucket ("<owner id>/<file>"). */
export function listingImageUrl(path: string): string {
  // Read as Next.js inlines it in the browser, not through lib/env (zod), which the editors then
  // do not load with the page; the server checks its environment at start (instrumentation.ts).
  const base = (process.env.NEXT_PUBLIC_SUPABASE_URL ?? "").replace(/\/$/, "");
  const encoded = path.split("/").filter(Boolean).map(encodeURIComponent).join("/");
  return `${base}/storage/v1/object/public/${LISTING_IMAGES_BUCKET}/${encoded}`;
}

/** The 1,200 × 630 picture of a shared link made from a listing photo (app/api/share-image). */
export function listingShareImageUrl(path: string): string {
  return `/api/share-image/${path.split("/").filter(Boolean).map(encodeURIComponent).join("/")}`;
}

/** A photo's alternative text in the page's language (French when there is no English one). */
export function listingImageAlt(image: ListingImage, locale: Locale): string {
  return (locale === "en" ? image.alt_en || image.alt_fr : image.alt_fr || image.alt_en) ?? "";
}

/** A listing's `images` (jsonb, written by the editors through lib/listings/schemas/fields.ts). */
export function imagesFromJson(value: Json): ListingImage[] {
  return fromJson<ListingImage[] | null>(value) ?? [];
}

/** A photo as the editors save it: lib/listings/schemas/fields.ts fills in both alt texts. */
export type EditorImage = z.output<typeof listingImage>;

/** A listing's `images` for its editor (getBusinessForEdit, getPropertyForEdit): as the editor saved them. */
export function editorImages(value: Json): EditorImage[] {
  return fromJson<EditorImage[]>(value);
}

/** An expert photo's path in the listing-images bucket ("<owner id>/<file>") from its public URL; null for any other address. */
export function expertPhotoPath(url: string | null | undefined): string | null {
  const match = url
    ? new RegExp(`/storage/v1/object/public/${LISTING_IMAGES_BUCKET}/([0-9a-f-]{36}/[A-Za-z0-9._-]{1,120})$`).exec(url)
    : null;
  return match?.[1] ?? null;
}
