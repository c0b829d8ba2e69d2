import { z } from "zod";
import type { ExpertProfession } from "./types";
import { expertPhotoPath } from "@/lib/listings/photos";
import { optionalEnum, optionalText } from "@/lib/listings/schemas/fields";

export const EXPERT_PROFESSIONS = [
  "business_broker",
  "accountant",
  "lawyer",
  "notary",
  "valuator",
  "financing_advisor",
  "consultant",
  "insurance_broker",
] as const satisfies readonly ExpertProfession[];
/** The languages an expert may list (the experts.languages check), ISO 639-1. */
export const EXPERT_LANGUAGES = ["fr", "en", "es", "it", "pt", "ar", "zh", "de", "vi", "ht"] as const;
export const LICENCE_BODIES = ["oaciq", "cpa", "barreau", "chambre_notaires", "amf", "other"] as const;

/**
 * An expert profile as the editor saves it. `profession` is the main one (the directory shows
 * and filters it); `professions` the others too. The photo is one image of the listing-images
 * bucket, kept by its public URL. A draft needs a name and a profession; what a submission
 * needs more is `expertSubmissionIssues`.
 */
export const expertSchema = z.object({
  id: z.coerce.number().int().positive().nullish(),
  name: z.string().trim().min(2, "workspace.errors.nameRequired").max(150, "workspace.errors.tooLong"),
  profession: z.enum(EXPERT_PROFESSIONS, { error: "workspace.errors.choose" }),
  professions: z.array(z.enum(EXPERT_PROFESSIONS)).max(EXPERT_PROFESSIONS.length).default([]),
  company: optionalText(150),
  region_ids: z.array(z.coerce.number().int().positive()).max(50).default([]),
  languages: z.array(z.enum(EXPERT_LANGUAGES)).min(1, "workspace.errors.languageRequired").default(["fr"]),
  phone: optionalText(40).refine((v) => v === null || /^[0-9+().\s-]{7,40}$/.test(v), "workspace.errors.phone"),
  email: optionalText(254).refine((v) => v === null || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), "workspace.errors.email"),
  website: optionalText(500).refine((v) => v === null || /^https?:\/\/\S+\.\S+$/.test(v), "workspace.errors.website"),
  city: optionalText(100),
  licence_body: optionalEnum(LICENCE_BODIES),
  licence_number: optionalText(60),
  bio_fr: optionalText(5000),
  bio_en: optionalText(5000),
  photo_url: optionalText(2048).refine((v) => v === null || expertPhotoPath(v) !== null, "workspace.errors.photo"),
});

export type ExpertInput = z.input<typeof expertSchema>;
export type ExpertValues = z.output<typeof expertSchema>;

const MIN_BIO_FOR_SUBMISSION = 100;

/** What an expert profile lacks before a review: a bio, a region served and a way to reach the expert. */
export function expertSubmissionIssues(
  v: Pick<ExpertValues, "bio_fr" | "region_ids" | "email" | "phone">,
): Record<string, string> {
  const issues: Record<string, string> = {};
  if ((v.bio_fr ?? "").trim().length < MIN_BIO_FOR_SUBMISSION)
    issues.bio_fr = `workspace.errors.bioShort?min=${MIN_BIO_FOR_SUBMISSION}`;
  if (v.region_ids.length === 0) issues.region_ids = "workspace.errors.regionsRequired";
  if (v.email === null && v.phone === null) issues.email = "workspace.errors.contactRequired";
  return issues;
}
