import { z } from "zod";
import type { RealEstateOption } from "./types";
import { SALE_STRUCTURES } from "./choices";
import {
  listingImages,
  money,
  optionalEnum,
  optionalPickedId,
  optionalText,
  pickedId,
  postalCode,
  signedMoney,
  wholeNumber,
  LISTED_BY,
  MIN_DESCRIPTION_FOR_SUBMISSION,
} from "@/lib/listings/schemas/fields";

export const REAL_ESTATE_OPTIONS = [
  "owned_included",
  "owned_optional",
  "leased",
  "none",
] as const satisfies readonly RealEstateOption[];

const thisYear = new Date().getFullYear();

/**
 * A business listing as the editor saves it (every column a seller writes). A draft needs only
 * a title and a category; what a submission needs more is `businessSubmissionIssues`.
 */
export const businessSchema = z
  .object({
    id: z.coerce.number().int().positive().nullish(),
    title_fr: z.string().trim().min(3, "workspace.errors.titleRequired").max(160, "workspace.errors.tooLong"),
    title_en: optionalText(160).refine((v) => v === null || v.length >= 3, "workspace.errors.titleShort"),
    category_id: pickedId,
    listed_by: z.enum(LISTED_BY).default("owner"),
    province_id: z.coerce.number().int().positive().default(1),
    region_id: optionalPickedId,
    business_name: optionalText(200),
    street_address: optionalText(200),
    postal_code: postalCode,
    city: optionalText(100),
    confidential: z.boolean().default(false),
    asking_price: money,
    price_on_request: z.boolean().default(false),
    gross_revenue: money,
    cash_flow: signedMoney,
    ebitda: signedMoney,
    inventory_value: money,
    equipment_value: money,
    rent_monthly: money,
    year_established: wholeNumber(1800, thisYear),
    employees: wholeNumber(0, 100_000),
    real_estate: optionalEnum(REAL_ESTATE_OPTIONS),
    sale_structure: optionalEnum(SALE_STRUCTURES),
    home_based: z.boolean().default(false),
    relocatable: z.boolean().default(false),
    franchise_resale: z.boolean().default(false),
    seller_financing: z.boolean().default(false),
    description_fr: z.string().trim().max(20_000, "workspace.errors.tooLong").default(""),
    description_en: optionalText(20_000),
    reason_for_selling_fr: optionalText(2000),
    reason_for_selling_en: optionalText(2000),
    support_training_fr: optionalText(2000),
    support_training_en: optionalText(2000),
    images: listingImages,
  })
  .transform((v) => (v.price_on_request ? { ...v, asking_price: null } : v));

export type BusinessInput = z.input<typeof businessSchema>;
export type BusinessValues = z.output<typeof businessSchema>;

/** What a business listing lacks before it can be submitted for review: field → message key. */
export function businessSubmissionIssues(
  v: Pick<BusinessValues, "description_fr" | "asking_price" | "price_on_request" | "region_id">,
): Record<string, string> {
  const issues: Record<string, string> = {};
  if (v.description_fr.trim().length < MIN_DESCRIPTION_FOR_SUBMISSION)
    issues.description_fr = `workspace.errors.descriptionShort?min=${MIN_DESCRIPTION_FOR_SUBMISSION}`;
  if (!v.price_on_request && v.asking_price === null) issues.asking_price = "workspace.errors.priceRequired";
  if (v.region_id === null) issues.region_id = "workspace.errors.regionRequired";
  return issues;
}
