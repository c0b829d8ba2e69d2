import { z } from "zod";
import type { ListingStatus } from "@/lib/listings/types";
import { SLUG_PATTERN } from "@/lib/slug";
import { emailField, honeypotField, messageField, optionalPhoneField, personNameField } from "@/lib/fields";

/** What an inquiry is about: a business (/entreprises/{slug}) or a commercial property (/immobilier/{slug}). */
export const INQUIRY_LISTING_KINDS = ["entreprise", "immobilier"] as const;
export type InquiryListingKind = (typeof INQUIRY_LISTING_KINDS)[number];

/** Listings whose owner still takes inquiries (sold ones keep their page but not the form). */
export const INQUIRY_OPEN_STATUSES: readonly ListingStatus[] = ["published", "under_offer"];

/** A buyer's message to the owner of a listing (the form on a business or property page). */
export const inquirySchema = z.object({
  listingKind: z.enum(INQUIRY_LISTING_KINDS, "inquiry.errors.unavailable"),
  listingSlug: z.string().max(120).regex(SLUG_PATTERN, "inquiry.errors.unavailable"),
  name: personNameField,
  email: emailField,
  phone: optionalPhoneField,
  message: messageField,
  website: honeypotField,
});

export type InquiryInput = z.input<typeof inquirySchema>;
export type InquiryValues = z.output<typeof inquirySchema>;
