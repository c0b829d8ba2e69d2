import { LISTING_IMAGES_BUCKET } from "@/lib/listings/photos";
import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

/** Removes a photo file the caller uploaded (Storage's policies: their own folder only). */
export async function removeUploadedPhoto(client: Client, path: string): Promise<void> {
  const { error } = await client.storage.from(LISTING_IMAGES_BUCKET).remove([path]);
  if (error) raise(error);
}
