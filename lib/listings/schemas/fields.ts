import { z } from "zod";
import { canadianPostalCode } from "@/lib/postal-code";
import { LISTED_BY, MAX_LISTING_PHOTOS } from "@/lib/listings/choices";

/** Field rules of the workspace's listing editors; messages are keys of `workspace.errors`. */

/** Optional text: blank reads as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "workspace.errors.tooLong")
    .nullish()
    .transform((v) => (v ? v : null));

/** An amount in dollars (≥ 0, two decimals); NaN from the money field reads as "not an amount". */
export const money = z
  .number({ error: "workspace.errors.money" })
  .refine((v) => Number.isFinite(v), "workspace.errors.money")
  .min(0, "workspace.errors.moneyNegative")
  .max(999_999_999_999, "workspace.errors.moneyTooLarge")
  .nullish()
  .transform((v) => (v === undefined ? null : v));

/** A signed amount (SDE and EBITDA may be negative). */
export const signedMoney = z
  .number({ error: "workspace.errors.money" })
  .refine((v) => Number.isFinite(v), "workspace.errors.money")
  .min(-999_999_999_999, "workspace.errors.moneyTooLarge")
  .max(999_999_999_999, "workspace.errors.moneyTooLarge")
  .nullish()
  .transform((v) => (v === undefined ? null : v));

/** A Canadian postal code, stored as Canada Post writes it ("g1l2m5" is "G1L 2M5"), or nothing. */
export const postalCode = optionalText(10)
  .refine((v) => v === null || canadianPostalCode(v) !== null, "workspace.errors.postalCode")
  .transform((v) => (v === null ? null : canadianPostalCode(v)));

export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: "workspace.errors.number" })
    .int("workspace.errors.wholeNumber")
    .min(min, "workspace.errors.outOfRange")
    .max(max, "workspace.errors.outOfRange")
    .nullish()
    .transform((v) => (v === undefined ? null : v));

/** An id picked from a list (the form holds strings). */
export const pickedId = z.coerce.number({ error: "workspace.errors.choose" }).int().positive("workspace.errors.choose");

export const optionalPickedId = z
  .union([
    z.literal(""),
    z.null(),
    z.coerce.number({ error: "workspace.errors.choose" }).int().positive("workspace.errors.choose"),
  ])
  .optional()
  .transform((v) => (typeof v === "number" ? v : null));

/**
 * A photo of a listing in the listing-images bucket, under the owner's folder: these three keys
 * only, as the database checks (public.listing_images_valid, which also knows the owner).
 */
export const listingImage = z.strictObject(
  {
    path: z.string().regex(/^[0-9a-f-]{36}\/(?!\.\.?$)[A-Za-z0-9._-]{1,120}$/, "workspace.errors.photo"),
    alt_fr: z.string().trim().max(200, "workspace.errors.tooLong").optional().default(""),
    alt_en: z.string().trim().max(200, "workspace.errors.tooLong").optional().default(""),
  },
  { error: "workspace.errors.photo" },
);

export const listingImages = z
  .array(listingImage)
  .max(MAX_LISTING_PHOTOS, "workspace.errors.tooManyPhotos")
  .default([]);

/** A choice from a list whose empty option means "not said". */
export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .nullish()
    .or(z.literal(""))
    .transform((v) => v || null);

export { LISTED_BY };

/** The description a business or a property needs before it can be submitted for review. */
export const MIN_DESCRIPTION_FOR_SUBMISSION = 200;
