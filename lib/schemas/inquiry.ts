import { z } from "zod";
import { SLUG_PATTERN } from "@/lib/slug";
import { emailField, honeypotField, messageField, optionalPhoneField, personNameField } from "./fields";

/** A buyer's message to the owner of a business listing (the form on /entreprises/{slug}). */
export const inquirySchema = z.object({
  listingSlug: z.string().max(120).regex(SLUG_PATTERN, "inquiry.errors.unavailable"),
  name: personNameField,
  email: emailField,
  phone: optionalPhoneField,
  message: messageField,
  website: honeypotField,
});

export type InquiryInput = z.input<typeof inquirySchema>;
export type InquiryValues = z.output<typeof inquirySchema>;
