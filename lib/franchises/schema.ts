import { z } from "zod";
import { expertPhotoPath } from "@/lib/listings/photos";
import { money, optionalText, pickedId, wholeNumber } from "@/lib/listings/schemas/fields";

/** A percentage of sales (royalties, advertising fund), 0 to 100 with two decimals; empty is null. */
const percent = z
  .number({ error: "workspace.errors.number" })
  .refine((v) => Number.isFinite(v), "workspace.errors.number")
  .min(0, "workspace.errors.outOfRange")
  .max(100, "workspace.errors.outOfRange")
  .nullish()
  .transform((v) => (v === undefined || v === null ? null : Math.round(v * 100) / 100));

/**
 * A franchise page as its editor saves it (a franchisor's or an administrator's). The logo is one
 * image of the listing-images bucket in the owner's folder, kept by its public URL. A draft needs
 * a name and a category; what a review needs more is `franchiseSubmissionIssues`.
 */
export const franchiseSchema = z
  .object({
    id: z.coerce.number().int().positive().nullish(),
    name: z.string().trim().min(2, "workspace.errors.nameRequired").max(150, "workspace.errors.tooLong"),
    category_id: pickedId,
    // The column is not null: an empty description is saved as "".
    description_fr: optionalText(20_000).transform((v) => v ?? ""),
    description_en: optionalText(20_000),
    investment_min: money,
    investment_max: money,
    franchise_fee: money,
    royalty_percent: percent,
    advertising_fee_percent: percent,
    units_count: wholeNumber(0, 1_000_000),
    year_founded: wholeNumber(1800, 2100),
    training_support_fr: optionalText(5000),
    training_support_en: optionalText(5000),
    headquarters_city: optionalText(100),
    website: optionalText(500).refine((v) => v === null || /^https?:\/\/\S+\.\S+$/.test(v), "workspace.errors.website"),
    logo_url: optionalText(2048).refine((v) => v === null || expertPhotoPath(v) !== null, "workspace.errors.photo"),
  })
  .superRefine((v, ctx) => {
    if (v.investment_min !== null && v.investment_max !== null && v.investment_min > v.investment_max)
      ctx.addIssue({ code: "custom", path: ["investment_max"], message: "workspace.errors.investmentRange" });
  });

export type FranchiseInput = z.input<typeof franchiseSchema>;
export type FranchiseValues = z.output<typeof franchiseSchema>;

/** The description a franchise page needs before a review (moderation_guard checks the same). */
const MIN_FRANCHISE_DESCRIPTION = 100;

/** What a franchise page lacks before a review: a description and the investment it asks for. */
export function franchiseSubmissionIssues(
  v: Pick<FranchiseValues, "description_fr" | "investment_min">,
): Record<string, string> {
  const issues: Record<string, string> = {};
  if (v.description_fr.trim().length < MIN_FRANCHISE_DESCRIPTION)
    issues.description_fr = `workspace.errors.descriptionShort?min=${MIN_FRANCHISE_DESCRIPTION}`;
  if (v.investment_min === null) issues.investment_min = "workspace.errors.investmentRequired";
  return issues;
}
