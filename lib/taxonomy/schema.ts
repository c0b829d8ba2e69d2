import { z } from "zod";

/** The forms of the back office's taxonomy pages; messages are i18n keys. */
const nameFr = z.string().trim().min(1, "taxonomy.errors.nameRequired").max(150, "forms.errors.tooLong");
const optionalText = (max: number) => z.string().trim().max(max, "forms.errors.tooLong");
const id = z.coerce.number().int().positive();

export const industrySchema = z.object({
  id: id.optional(),
  name_fr: nameFr,
  name_en: optionalText(150),
  notion_id: optionalText(100),
});

export const categorySchema = z.object({
  id: id.optional(),
  name_fr: nameFr,
  name_en: optionalText(150),
  // The first industry is the category's own sector (its valuation benchmark); when given, the links are replaced as a whole.
  industry_ids: z.array(id).min(1, "taxonomy.errors.industriesRequired").max(20).optional(),
});

export const franchiseCategorySchema = z.object({
  id: id.optional(),
  name_fr: nameFr,
  name_en: optionalText(150),
});

export const termIdSchema = z.object({ id });

export type IndustryFormInput = z.input<typeof industrySchema>;
export type CategoryFormInput = z.input<typeof categorySchema>;
export type FranchiseCategoryFormInput = z.input<typeof franchiseCategorySchema>;
export type TermIdInput = z.input<typeof termIdSchema>;

/** Applying the Notion sync: the fingerprint of the plan the admin saw (lib/taxonomy/notion/sync.ts). */
export const syncNotionSchema = z.object({ fingerprint: z.string().regex(/^[0-9a-f]{64}$/) });

export type SyncNotionInput = z.input<typeof syncNotionSchema>;
