import { z } from "zod";
import { montrealDay } from "@/lib/i18n/format";
import { parseMoney } from "@/lib/i18n/money";
import { emailField, honeypotField, optionalPhoneField, personNameField } from "@/lib/fields";

import { FINANCING_PROGRAMS, PURCHASE_TYPES, REQUEST_STATUSES } from "@/lib/financing/options";

export { FINANCING_PROGRAMS, PURCHASE_TYPES, REQUEST_STATUSES, type RequestStatus } from "@/lib/financing/options";

/** An amount as typed, checked field by field (in either language's writing); the locale reads it for good below. */
const moneyText = (required: boolean) =>
  z
    .string()
    .max(40, "financing.errors.amountInvalid")
    .superRefine((v, ctx) => {
      const readings = [parseMoney(v, "fr"), parseMoney(v, "en")];
      if (readings[0] === null) {
        if (required) ctx.addIssue({ code: "custom", message: "financing.errors.amountRequired" });
        return;
      }
      if (!readings.some((r) => r !== null && !Number.isNaN(r) && r >= 0 && r <= 1_000_000_000))
        ctx.addIssue({ code: "custom", message: "financing.errors.amountInvalid" });
    });

const MONEY_FIELDS = ["price", "down_payment", "amount_requested", "seller_financing", "working_capital"] as const;
const REQUIRED_MONEY = new Set<string>(["price", "down_payment", "amount_requested"]);

/** The request's fields, each with its own rule (an amount as typed is checked in either language's writing). */
const requestFields = z.object({
  locale: z.enum(["fr", "en"]),
  name: personNameField,
  email: emailField,
  phone: optionalPhoneField,
  experience: z.string().trim().min(10, "financing.errors.experienceRequired").max(2000, "forms.errors.tooLong"),
  province: z.string().trim().min(1, "financing.errors.provinceRequired").max(60),
  listing_id: z.string().trim().regex(/^\d*$/).optional(),
  deal_description: z.string().trim().max(2000, "forms.errors.tooLong").optional(),
  price: moneyText(true),
  purchase_type: z.enum(PURCHASE_TYPES, { error: "financing.errors.purchaseTypeRequired" }),
  target_date: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), "financing.errors.dateInvalid")
    .optional(),
  down_payment: moneyText(true),
  down_payment_source: z.string().trim().min(3, "financing.errors.sourceRequired").max(500, "forms.errors.tooLong"),
  amount_requested: moneyText(true),
  seller_financing: moneyText(false).optional(),
  working_capital: moneyText(false).optional(),
  programs: z.union([z.enum(FINANCING_PROGRAMS), z.array(z.enum(FINANCING_PROGRAMS))]).optional(),
  consent_lenders: z.union([z.literal("on"), z.literal("1"), z.boolean()]).optional(),
  website: honeypotField,
});

type Amounts = Partial<Record<(typeof MONEY_FIELDS)[number], number | null>>;

/** The amounts read in the form's language; what cannot be read is an issue at its field. */
function readAmounts(raw: Record<string, unknown>, locale: "fr" | "en", ctx: z.RefinementCtx): Amounts {
  const amounts: Amounts = {};
  for (const key of MONEY_FIELDS) {
    const value = parseMoney(typeof raw[key] === "string" ? raw[key] : "", locale);
    if (value === null) {
      if (REQUIRED_MONEY.has(key))
        ctx.addIssue({ code: "custom", path: [key], message: "financing.errors.amountRequired" });
      amounts[key] = null;
    } else if (Number.isNaN(value) || value < 0 || value > 1_000_000_000) {
      ctx.addIssue({ code: "custom", path: [key], message: "financing.errors.amountInvalid" });
    } else amounts[key] = value;
  }
  return amounts;
}

/** The rules between fields: they run whatever the fields' own errors, so every error shows in one round. */
function checkTogether(raw: Record<string, unknown>, amounts: Amounts, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (amounts.price === 0) issue("price", "financing.errors.amountInvalid");
  if (amounts.amount_requested === 0) issue("amount_requested", "financing.errors.amountInvalid");
  if (
    amounts.price &&
    amounts.amount_requested &&
    amounts.amount_requested > amounts.price + (amounts.working_capital ?? 0)
  )
    issue("amount_requested", "financing.errors.requestAbovePrice");
  if (amounts.price && amounts.down_payment && amounts.down_payment > amounts.price)
    issue("down_payment", "financing.errors.downAbovePrice");
  const text = (key: string) => (typeof raw[key] === "string" ? raw[key].trim() : "");
  if (!/^\d+$/.test(text("listing_id")) && text("deal_description").length < 10)
    issue("deal_description", "financing.errors.dealRequired");
  const date = text("target_date");
  // A day before today in Montréal; today stays possible until midnight there.
  if (/^\d{4}-\d{2}-\d{2}$/.test(date) && date < montrealDay()) issue("target_date", "financing.errors.datePast");
}

/**
 * The financing request as the public form sends it: amounts typed as people write them in the
 * form's language (read here with that language), the business by its id or a description. The
 * fields' own rules and the rules between them all run (a zod object's refinements would not run
 * once a field fails), so the form shows every error at once.
 */
export const financingRequestSchema = z.custom<z.input<typeof requestFields>>().transform((input, ctx) => {
  const raw: Record<string, unknown> = typeof input === "object" && input !== null ? input : {};
  const fields = requestFields.safeParse(raw);
  if (!fields.success)
    for (const issue of fields.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  const amounts = readAmounts(raw, raw.locale === "en" ? "en" : "fr", ctx);
  checkTogether(raw, amounts, ctx);
  if (!fields.success) return z.NEVER;
  const v = fields.data;
  const businessId = v.listing_id ? Number(v.listing_id) : null;
  return {
    locale: v.locale,
    name: v.name,
    email: v.email,
    phone: v.phone || null,
    experience: v.experience,
    province: v.province,
    entreprise_id: businessId,
    deal_description: v.deal_description ?? "",
    purchase_type: v.purchase_type,
    target_date: v.target_date || null,
    price: amounts.price ?? 0,
    down_payment: amounts.down_payment ?? 0,
    down_payment_source: v.down_payment_source,
    amount_requested: amounts.amount_requested ?? 0,
    seller_financing: amounts.seller_financing ?? null,
    working_capital: amounts.working_capital ?? null,
    programs: v.programs === undefined ? [] : Array.isArray(v.programs) ? v.programs : [v.programs],
    consent_lenders: v.consent_lenders === true || v.consent_lenders === "on" || v.consent_lenders === "1",
    website: v.website,
  };
});

export type FinancingRequestInput = z.input<typeof financingRequestSchema>;
export type FinancingRequestValues = z.output<typeof financingRequestSchema>;

/** An admin's move of a request through the pipeline. */
export const pipelineUpdateSchema = z.object({
  id: z.uuid(),
  status: z.enum(REQUEST_STATUSES),
  admin_notes: z.string().max(10000, "forms.errors.tooLong"),
  lender_ids: z.array(z.number().int().positive()).max(20),
});

export const PARTNER_KINDS = [
  "bank",
  "public_lender",
  "government_program",
  "regional_fund",
  "private_lender",
] as const;

/** A lender or program shown on /services/financement (back office). */
export const partnerSchema = z
  .object({
    id: z.number().int().positive().optional(),
    name_fr: z.string().trim().min(2, "financing.errors.nameRequired").max(160, "forms.errors.tooLong"),
    name_en: z.string().trim().max(160, "forms.errors.tooLong"),
    kind: z.enum(PARTNER_KINDS, { error: "financing.errors.kindRequired" }),
    min_amount: z
      .number()
      .nullable()
      .refine((v) => v === null || (!Number.isNaN(v) && v >= 0), "financing.errors.amountInvalid"),
    max_amount: z
      .number()
      .nullable()
      .refine((v) => v === null || (!Number.isNaN(v) && v >= 0), "financing.errors.amountInvalid"),
    conditions_fr: z.string().trim().max(2000, "forms.errors.tooLong"),
    conditions_en: z.string().trim().max(2000, "forms.errors.tooLong"),
    url: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === "" || /^https:\/\/\S+$/.test(v), "valuation.errors.urlInvalid"),
    logo_path: z
      .string()
      .trim()
      .max(300)
      .refine((v) => v === "" || /^[a-zA-Z0-9_./-]+$/.test(v), "financing.errors.logoPath"),
    sort_order: z
      .number({ error: "financing.errors.orderInvalid" })
      .int("financing.errors.orderInvalid")
      .min(0, "financing.errors.orderInvalid")
      .max(10000, "financing.errors.orderInvalid"),
    active: z.boolean(),
  })
  .refine((v) => v.min_amount === null || v.max_amount === null || v.min_amount <= v.max_amount, {
    path: ["max_amount"],
    message: "financing.errors.amountOrder",
  });

export type PartnerInput = z.input<typeof partnerSchema>;
