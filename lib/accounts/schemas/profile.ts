import { z } from "zod";
import { SLUG_PATTERN } from "@/lib/slug";
import { newPasswordField } from "./auth";
import { emailField } from "@/lib/fields";
import { canadianPostalCode } from "@/lib/postal-code";
import type { Tables } from "@/lib/supabase/types";

/** Canadian provinces and territories (ISO 3166-2:CA codes), shown by name in the visitor's language. */
export const PROVINCES = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"] as const;

/** Canada Post format: letter digit letter, space, digit letter digit (no D, F, I, O, Q, U; no W or Z first). */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "forms.errors.tooLong")
    .transform((v) => v || null);

const phone = z
  .string()
  .trim()
  .max(40, "forms.errors.tooLong")
  .refine(
    (v) =>
      v === "" || (/^[+()\d\s.-]+$/.test(v) && v.replace(/\D/g, "").length >= 10 && v.replace(/\D/g, "").length <= 15),
    "profile.errors.phoneInvalid",
  )
  .transform((v) => v || null);

/** Whether a country as typed means Canada (where postal codes are checked). */
function isCanada(country: string | null): boolean {
  return country !== null && ["canada", "ca"].includes(country.trim().toLowerCase());
}

/** Names, mobile phone and address; a postal code is checked for Canada when the country is Canada. */
export const profileDetailsSchema = z
  .object({
    firstName: z.string().trim().min(1, "auth.errors.firstNameRequired").max(100, "forms.errors.tooLong"),
    lastName: z.string().trim().min(1, "auth.errors.lastNameRequired").max(100, "forms.errors.tooLong"),
    mobilePhone: phone,
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    city: optionalText(100),
    province: z.enum(["", ...PROVINCES], "profile.errors.provinceInvalid").transform((v) => (v === "" ? null : v)),
    country: optionalText(100),
    postalCode: z.string().trim().max(20, "forms.errors.tooLong"),
  })
  .superRefine((v, ctx) => {
    if (v.postalCode !== "" && isCanada(v.country) && !CANADIAN_POSTAL_CODE.test(v.postalCode)) {
      ctx.addIssue({ code: "custom", path: ["postalCode"], message: "profile.errors.postalCodeInvalid" });
    }
  })
  .transform((v) => ({
    ...v,
    postalCode: v.postalCode
      ? isCanada(v.country)
        ? (canadianPostalCode(v.postalCode) ?? v.postalCode)
        : v.postalCode
      : null,
  }));
export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>;
export type ProfileDetails = z.output<typeof profileDetailsSchema>;

/** A stored province as the details form takes it: one of PROVINCES, or "" for none (or one it does not know). */
function provinceChoice(value: string | null): ProfileDetailsInput["province"] {
  return PROVINCES.find((code) => code === value) ?? "";
}

type DetailsRow = Pick<
  Tables<"profiles">,
  | "first_name"
  | "last_name"
  | "mobile_phone"
  | "address_line1"
  | "address_line2"
  | "city"
  | "province"
  | "country"
  | "postal_code"
>;

/** A stored profile as the details form starts from (blanks as ""; a missing country as `country`). */
export function profileDetailsValues(row: DetailsRow, country = ""): ProfileDetailsInput {
  return {
    firstName: row.first_name ?? "",
    lastName: row.last_name ?? "",
    mobilePhone: row.mobile_phone ?? "",
    addressLine1: row.address_line1 ?? "",
    addressLine2: row.address_line2 ?? "",
    city: row.city ?? "",
    province: provinceChoice(row.province),
    country: row.country ?? country,
    postalCode: row.postal_code ?? "",
  };
}

export const emailChangeSchema = z.object({ email: emailField });

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, "profile.errors.currentPasswordRequired").max(1024, "forms.errors.tooLong"),
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, "auth.errors.confirmRequired"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "auth.errors.passwordsDiffer",
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const preferencesSchema = z.object({
  industryIds: z.array(z.number().int().positive()).max(200),
});

export const PUBLIC_BIO_MAX = 2000;

export const publicPageSchema = z
  .object({
    enabled: z.boolean(),
    bio: z.string().trim().max(PUBLIC_BIO_MAX, "profile.errors.bioTooLong"),
    slug: z
      .string()
      .trim()
      .max(120, "forms.errors.tooLong")
      .refine((v) => v === "" || SLUG_PATTERN.test(v), "profile.errors.slugInvalid"),
  })
  .transform((v) => ({ enabled: v.enabled, bio: v.bio || null, slug: v.slug || null }));
export type PublicPageInput = z.input<typeof publicPageSchema>;

/** Avatar rules: what the browser may pick, and what reaches the server after resizing. */
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export const AVATAR_MAX_PICK_BYTES = 10 * 1024 * 1024;
export const AVATAR_MAX_UPLOAD_BYTES = 900 * 1024;
export const AVATAR_SIZE = 256;
