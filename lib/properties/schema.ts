import { z } from "zod";
import type { PropertyType } from "./types";
import { LEASE_RATE_UNITS, TRANSACTION_TYPES } from "./choices";
import { LISTED_BY, MIN_DESCRIPTION_FOR_SUBMISSION } from "@/lib/listings/schemas/fields";
import {
  listingImages,
  money,
  optionalEnum,
  optionalPickedId,
  optionalText,
  postalCode,
  wholeNumber,
} from "@/lib/listings/schemas/fields";

export const PROPERTY_TYPES = [
  "retail",
  "office",
  "industrial",
  "multi_residential",
  "land",
  "mixed_use",
  "hospitality",
] as const satisfies readonly PropertyType[];
export { LEASE_RATE_UNITS, TRANSACTION_TYPES };

const latestYear = new Date().getFullYear() + 5;

/**
 * A commercial property as the editor saves it (every column a seller writes). A sale keeps a
 * price, a lease a rent with its unit; "price on request" keeps neither. A draft needs a title
 * and a type; what a submission needs more is `propertySubmissionIssues`.
 */
export const propertySchema = z
  .object({
    id: z.coerce.number().int().positive().nullish(),
    title_fr: z.string().trim().min(3, "workspace.errors.titleRequired").max(160, "workspace.errors.tooLong"),
    title_en: optionalText(160).refine((v) => v === null || v.length >= 3, "workspace.errors.titleShort"),
    property_type: z.enum(PROPERTY_TYPES, { error: "workspace.errors.choose" }),
    transaction_type: z.enum(TRANSACTION_TYPES).default("sale"),
    listed_by: z.enum(LISTED_BY).default("owner"),
    price: money,
    lease_rate: money,
    lease_rate_unit: optionalEnum(LEASE_RATE_UNITS),
    price_on_request: z.boolean().default(false),
    area_sqft: wholeNumber(1, 10_000_000),
    lot_area_sqft: wholeNumber(1, 100_000_000),
    year_built: wholeNumber(1700, latestYear),
    zoning: optionalText(100),
    address: optionalText(200),
    postal_code: postalCode,
    city: optionalText(100),
    province_id: z.coerce.number().int().positive().default(1),
    region_id: optionalPickedId,
    description_fr: z.string().trim().max(20_000, "workspace.errors.tooLong").default(""),
    description_en: optionalText(20_000),
    images: listingImages,
  })
  .superRefine((v, ctx) => {
    if (v.transaction_type === "lease" && !v.price_on_request && v.lease_rate !== null && v.lease_rate_unit === null) {
      ctx.addIssue({ code: "custom", path: ["lease_rate_unit"], message: "workspace.errors.choose" });
    }
  })
  .transform((v): typeof v => {
    // Only the figure of the chosen transaction is kept (the table's checks say the same).
    if (v.price_on_request) return { ...v, price: null, lease_rate: null, lease_rate_unit: null };
    if (v.transaction_type === "sale") return { ...v, lease_rate: null, lease_rate_unit: null };
    return { ...v, price: null, lease_rate_unit: v.lease_rate === null ? null : v.lease_rate_unit };
  });

export type PropertyInput = z.input<typeof propertySchema>;
export type PropertyValues = z.output<typeof propertySchema>;

/** What a property lacks before it can be submitted for review: field → message key (moderation_guard checks the same). */
export function propertySubmissionIssues(
  v: Pick<
    PropertyValues,
    "description_fr" | "transaction_type" | "price" | "lease_rate" | "price_on_request" | "region_id"
  >,
): Record<string, string> {
  const issues: Record<string, string> = {};
  if (v.description_fr.trim().length < MIN_DESCRIPTION_FOR_SUBMISSION)
    issues.description_fr = `workspace.errors.descriptionShort?min=${MIN_DESCRIPTION_FOR_SUBMISSION}`;
  if (!v.price_on_request && v.transaction_type === "sale" && v.price === null)
    issues.price = "workspace.errors.priceRequired";
  if (!v.price_on_request && v.transaction_type === "lease" && v.lease_rate === null)
    issues.lease_rate = "workspace.errors.leaseRateRequired";
  if (v.region_id === null) issues.region_id = "workspace.errors.propertyRegionRequired";
  return issues;
}
