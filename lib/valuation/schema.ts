import { z } from "zod";
import { ESTIMATE_FIELDS } from "@/lib/valuation/estimate-query";
import { METHODS } from "@/lib/valuation/full";
import { LEVELS, TRENDS } from "@/lib/valuation/multiples";

/** Amounts of the valuation editor: numbers from MoneyField (null when empty, NaN when unreadable). */
const amount = (opts: { negative?: boolean } = {}) =>
  z
    .number({ error: "valuation.errors.amountRequired" })
    .refine((v) => !Number.isNaN(v), "valuation.errors.amountInvalid")
    .refine((v) => opts.negative || v >= 0, "valuation.errors.amountNegative")
    .refine((v) => Math.abs(v) <= 1_000_000_000, "valuation.errors.amountTooLarge");

const optionalAmount = z.preprocess((v) => (v === null || v === undefined ? 0 : v), amount());

const multiple = z
  .number({ error: "valuation.errors.multipleInvalid" })
  .refine((v) => !Number.isNaN(v) && v >= 0 && v <= 50, "valuation.errors.multipleInvalid");

const percent = (min: number, max: number, key: string) =>
  z.number({ error: key }).refine((v) => !Number.isNaN(v) && v >= min && v <= max, key);

const weight = z
  .number({ error: "valuation.errors.weightInvalid" })
  .int("valuation.errors.weightInvalid")
  .min(0, "valuation.errors.weightInvalid")
  .max(10, "valuation.errors.weightInvalid");

const addBackSchema = z.object({
  label: z.string().trim().min(1, "valuation.errors.addBackLabel").max(120, "forms.errors.tooLong"),
  amount: amount({ negative: true }),
});

const yearSchema = z.object({
  year: z
    .number({ error: "valuation.errors.yearInvalid" })
    .int("valuation.errors.yearInvalid")
    .min(1950, "valuation.errors.yearInvalid")
    .max(2100, "valuation.errors.yearInvalid"),
  revenue: amount(),
  costOfSales: optionalAmount,
  expenses: optionalAmount,
  ownerPay: optionalAmount,
  addBacks: z.array(addBackSchema).max(12),
  weight,
});

/** The full valuation as the editor sends it (rates and growth in percent). */
export const valuationSchema = z
  .object({
    id: z.uuid().optional(),
    title: z.string().trim().min(1, "valuation.errors.titleRequired").max(160, "forms.errors.tooLong"),
    category_id: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
      z.number().int().positive().nullable(),
    ),
    region_id: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
      z.number().int().positive().nullable(),
    ),
    years: z.array(yearSchema).min(1, "valuation.errors.yearsRequired").max(3),
    methods: z.object({
      managerSalary: optionalAmount,
      sdeMultiple: multiple,
      sdeMultipleLow: multiple.nullable().optional(),
      sdeMultipleHigh: multiple.nullable().optional(),
      ebitdaMultiple: multiple,
      capRatePercent: percent(1, 100, "valuation.errors.capRateInvalid"),
      growthPercent: percent(-50, 50, "valuation.errors.growthInvalid"),
      inventory: optionalAmount,
      equipment: optionalAmount,
      realEstate: optionalAmount,
      realEstateIncluded: z.boolean(),
      otherAssets: optionalAmount,
      liabilities: optionalAmount,
      weights: z.object(
        Object.fromEntries(METHODS.map((m) => [m, weight])) as Record<(typeof METHODS)[number], typeof weight>,
      ),
    }),
    notes: z.string().max(10000, "forms.errors.tooLong"),
  })
  .superRefine((v, ctx) => {
    if (v.methods.capRatePercent <= v.methods.growthPercent) {
      ctx.addIssue({ code: "custom", path: ["methods", "growthPercent"], message: "valuation.errors.growthAboveRate" });
    }
    if (METHODS.every((m) => v.methods.weights[m] === 0)) {
      ctx.addIssue({ code: "custom", path: ["methods", "weights", "sde"], message: "valuation.errors.weightsAllZero" });
    }
    if (v.years.every((y) => y.weight === 0)) {
      ctx.addIssue({ code: "custom", path: ["years", 0, "weight"], message: "valuation.errors.weightsAllZero" });
    }
    const seen = new Set<number>();
    v.years.forEach((y, i) => {
      if (seen.has(y.year))
        ctx.addIssue({ code: "custom", path: ["years", i, "year"], message: "valuation.errors.yearDuplicate" });
      seen.add(y.year);
    });
  });

export type ValuationInput = z.input<typeof valuationSchema>;
export type ValuationValues = z.output<typeof valuationSchema>;

export const valuationIdSchema = z.object({ id: z.uuid() });
export const sharingSchema = z.object({ id: z.uuid(), enabled: z.boolean() });

/** An admin's edit of an industry's multiples. */
export const multipleSchema = z
  .object({
    id: z.number().int().positive(),
    sde_low: multiple,
    sde_probable: multiple,
    sde_high: multiple,
    ebitda_low: multiple.nullable(),
    ebitda_high: multiple.nullable(),
    source: z.string().trim().min(3, "valuation.errors.sourceRequired").max(500, "forms.errors.tooLong"),
    source_en: z
      .string()
      .trim()
      .max(500, "forms.errors.tooLong")
      .refine((v) => v === "" || v.length >= 3, "valuation.errors.sourceRequired")
      .optional(),
    source_url: z
      .string()
      .trim()
      .max(500, "forms.errors.tooLong")
      .refine((v) => v === "" || /^https:\/\/\S+$/.test(v), "valuation.errors.urlInvalid"),
    source_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "valuation.errors.dateInvalid"),
  })
  .superRefine((v, ctx) => {
    if (!(v.sde_low <= v.sde_probable && v.sde_probable <= v.sde_high))
      ctx.addIssue({ code: "custom", path: ["sde_probable"], message: "valuation.errors.multipleOrder" });
    if ((v.ebitda_low === null) !== (v.ebitda_high === null))
      ctx.addIssue({ code: "custom", path: ["ebitda_high"], message: "valuation.errors.ebitdaPair" });
    else if (v.ebitda_low !== null && v.ebitda_high !== null && v.ebitda_low > v.ebitda_high)
      ctx.addIssue({ code: "custom", path: ["ebitda_high"], message: "valuation.errors.multipleOrder" });
  });

const answerAmount = z.number().min(-1_000_000_000).max(1_000_000_000);

/**
 * The instant estimate's answers as a valuation keeps them (`evaluations.inputs`): these keys only,
 * each bounded, as the database checks (public.evaluation_inputs_valid).
 */
export const estimateAnswersSchema = z.strictObject({
  revenue: answerAmount.optional(),
  sde: answerAmount.optional(),
  sdeComputed: z.boolean().optional(),
  ebitda: answerAmount.nullable().optional(),
  inventory: answerAmount.optional(),
  equipment: answerAmount.optional(),
  realEstate: answerAmount.optional(),
  realEstateIncluded: z.boolean().optional(),
  yearsInBusiness: z.number().int().min(0).max(200).optional(),
  trend: z.enum(TRENDS).optional(),
  ownerDependence: z.enum(LEVELS).optional(),
  customerConcentration: z.enum(LEVELS).optional(),
});

/** The instant estimate's answers as /services/evaluation's query has them, with the title it is saved under. */
export const saveEstimateSchema = z
  .object(
    Object.fromEntries(ESTIMATE_FIELDS.map((k) => [k, z.string().max(200).optional()])) as Record<
      (typeof ESTIMATE_FIELDS)[number],
      z.ZodOptional<z.ZodString>
    >,
  )
  .extend({
    locale: z.enum(["fr", "en"]),
    title: z.string().trim().min(1, "valuation.errors.titleRequired").max(160, "forms.errors.tooLong"),
  });
export type SaveEstimateInput = z.input<typeof saveEstimateSchema>;
