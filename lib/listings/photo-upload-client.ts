"use client";

import { LISTING_IMAGES_BUCKET } from "@/lib/listings/photos";
import { storageAccessToken } from "@/lib/listings/actions/storage-token";
import { removeUploadedPhoto } from "@/lib/listings/queries/photo-storage";
import { loadBrowserClient } from "@/lib/supabase/browser";
import { errorMessage } from "@/lib/supabase/errors";
import { resizeToWebp, uploadWithProgress } from "./photo-upload";

/**
 * The signed-in user's access token for a direct upload (null when signed out), from the server's
 * verified session rather than the browser client, whose session refresh could stall the upload.
 */
export async function uploadToken(): Promise<string | null> {
  const result = await storageAccessToken();
  return result.ok ? result.data.token : null;
}

/**
 * A photo from the browser straight to the listing-images bucket, under the owner's folder:
 * resized to WebP ≤ 2000 px, sent with progress. Returns its path ("<owner id>/<uuid>.webp").
 */
export async function uploadListingPhoto(
  file: File,
  ownerId: string,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<string> {
  if (!token) throw new Error("signed out");
  const webp = await resizeToWebp(file);
  const path = `${ownerId}/${crypto.randomUUID()}.webp`;
  await uploadWithProgress(LISTING_IMAGES_BUCKET, path, webp, token, onProgress);
  return path;
}

/** Removes a photo uploaded in this visit that nothing saved refers to. */
export async function discardListingPhoto(path: string): Promise<void> {
  // An orphan file harms nothing: a failure only leaves it in the bucket.
  await removeUploadedPhoto(await loadBrowserClient(), path).catch((error: unknown) =>
    console.warn("[photos] unsaved photo not removed:", errorMessage(error)),
  );
}
