import { z } from "zod";

const BUCKETS = ["avatars", "listing-images"] as const;

/**
 * Whether a URL is a file of this project's public image buckets (`<project>/storage/v1/object/public/
 * <bucket>/<path>`): the rule the database checks too (public.is_storage_image_url), plus the project's
 * own address, which only the app knows.
 */
export function isProjectStorageImageUrl(value: string, supabaseUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const origin = new URL(supabaseUrl).origin;
  if (url.origin !== origin || url.search || url.hash || url.username || url.password) return false;
  const match = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(url.pathname);
  if (!match || !(BUCKETS as readonly string[]).includes(match[1]!)) return false;
  const parts = match[2]!.split("/");
  return parts.every((part) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(part) && part !== "." && part !== "..");
}

/** An optional image URL (avatar, expert photo, franchise logo) that must be in the project's Storage. */
export function storageImageUrlField(supabaseUrl: string) {
  return z
    .string()
    .trim()
    .max(2048, "forms.errors.tooLong")
    .refine(
      (value) => value === "" || isProjectStorageImageUrl(value, supabaseUrl),
      "storageImages.errors.notInStorage",
    )
    .transform((value) => value || null)
    .nullable()
    .optional();
}
