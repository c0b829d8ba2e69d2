import "server-only";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { getCategoryBySlug } from "@/lib/taxonomy/queries/category-pages";
import { getRegionBySlug } from "@/lib/taxonomy/queries/regions";
import {
  createEvaluation,
  deleteEvaluation,
  getBenchmarkForCategory,
  getComparables,
  getEvaluation,
  rotateShareToken,
  updateEvaluation,
  type Evaluation,
  type EvaluationWrite,
} from "@/lib/valuation/queries";
import {
  estimateAnswersSchema,
  evaluationIdSchema,
  evaluationSchema,
  sharingSchema,
  type EvaluationValues,
} from "@/lib/valuation/schema";
import { estimateValue } from "@/lib/valuation/estimate";
import { ESTIMATE_FIELDS, readEstimateQuery } from "@/lib/valuation/estimate-query";
import { fullValuation, type MethodChoices } from "@/lib/valuation/full";

/** The methods of a valuation saved before every choice existed. */
export const defaultMethods: MethodChoices = {
  managerSalary: 0,
  sdeMultiple: 0,
  ebitdaMultiple: 0,
  capRatePercent: 25,
  growthPercent: 0,
  inventory: 0,
  equipment: 0,
  realEstate: 0,
  realEstateIncluded: false,
  otherAssets: 0,
  liabilities: 0,
  weights: { sde: 1, ebitda: 0, capitalisation: 0, assets: 0 },
};

/** What is stored: the editor's values with the conclusion worked out again on the server. */
function toWrite(values: EvaluationValues, inputs: Evaluation["inputs"] = {}): EvaluationWrite {
  const result = fullValuation(values.years, values.methods);
  return {
    title: values.title,
    category_id: values.category_id,
    region_id: values.region_id,
    inputs,
    years: values.years,
    methods: values.methods,
    notes: values.notes,
    conclusion: result.conclusion,
    conclusion_low: result.low,
    conclusion_high: result.high,
  };
}

// Saves the full valuation (new or edited) of the signed-in owner, or of anyone for an admin.
export const saveEvaluationAction = defineAction({
  name: "valuation.save",
  schema: evaluationSchema,
  access: "user",
  handler: async (values, { client }) => {
    if (!values.id) return ok({ id: (await createEvaluation(client, toWrite(values))).id });
    const existing = await getEvaluation(client, values.id);
    if (!existing) return fail("valuation.errors.notFound");
    const saved = await updateEvaluation(client, values.id, toWrite(values, existing.inputs));
    return saved ? ok({ id: saved.id }) : fail("valuation.errors.notFound");
  },
});

const estimateSchema = z
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

// Stores the instant estimate of /services/evaluation as a first valuation the owner completes.
export const saveEstimateAction = defineAction({
  name: "valuation.saveEstimate",
  schema: estimateSchema,
  access: "user",
  handler: async (input, { client }) => {
    const { parsed, errors } = readEstimateQuery(input, input.locale);
    if (!parsed) return fail("valuation.errors.estimateInvalid", errors as Record<string, string>);
    const category = await getCategoryBySlug(client, parsed.category);
    if (!category) return fail("valuation.errors.estimateInvalid", { category: "valuation.errors.categoryRequired" });
    const region = parsed.region ? await getRegionBySlug(client, parsed.region) : null;
    const benchmark = await getBenchmarkForCategory(client, category.id);
    if (!benchmark) return fail("forms.errors.server");
    const estimate = estimateValue(parsed, benchmark, await getComparables(client, category.id, region?.id ?? null));
    const methods: MethodChoices = {
      managerSalary: parsed.ebitda !== null ? Math.max(0, parsed.sde - parsed.ebitda) : 0,
      sdeMultiple: estimate.multiples.probable,
      ebitdaMultiple:
        benchmark.ebitdaLow !== null && benchmark.ebitdaHigh !== null
          ? (benchmark.ebitdaLow + benchmark.ebitdaHigh) / 2
          : 0,
      capRatePercent: 25,
      growthPercent: 0,
      inventory: parsed.inventory,
      equipment: parsed.equipment,
      realEstate: parsed.realEstate,
      realEstateIncluded: parsed.realEstateIncluded,
      otherAssets: 0,
      liabilities: 0,
      weights: { sde: 1, ebitda: 0, capitalisation: 0, assets: 0 },
    };
    const year = new Date().getFullYear() - 1;
    const values: EvaluationValues = {
      title: input.title,
      category_id: category.id,
      region_id: region?.id ?? null,
      notes: "",
      years: [
        {
          year,
          revenue: parsed.revenue,
          costOfSales: 0,
          expenses: parsed.revenue - parsed.sde,
          ownerPay: 0,
          addBacks: [],
          weight: 1,
        },
      ],
      methods,
    };
    const answers: Evaluation["inputs"] = { ...parsed };
    delete (answers as Partial<typeof parsed>).category;
    delete (answers as Partial<typeof parsed>).region;
    const created = await createEvaluation(client, toWrite(values, estimateAnswersSchema.parse(answers)));
    return ok({ id: created.id });
  },
});

// Turns the report's share link on or off (off: the link answers 404).
export const setEvaluationSharingAction = defineAction({
  name: "valuation.sharing",
  schema: sharingSchema,
  access: "user",
  handler: async ({ id, enabled }, { client }) => {
    const saved = await updateEvaluation(client, id, { share_enabled: enabled });
    return saved ? ok({ enabled: saved.share_enabled }) : fail("valuation.errors.notFound");
  },
});

// Replaces the share link with a new one: whoever had the old link loses access.
export const rotateEvaluationLinkAction = defineAction({
  name: "valuation.rotateLink",
  schema: evaluationIdSchema,
  access: "user",
  handler: async ({ id }, { client }) => ok({ token: await rotateShareToken(client, id) }),
});

// Deletes a valuation of the owner (or any, for an admin).
export const deleteEvaluationAction = defineAction({
  name: "valuation.delete",
  schema: evaluationIdSchema,
  access: "user",
  handler: async ({ id }, { client }) =>
    (await deleteEvaluation(client, id)) ? ok({ id }) : fail("valuation.errors.notFound"),
});

// Opens a business draft with the valuation's figures (latest year) for the signed-in owner.
export const createBusinessFromEvaluationAction = defineAction({
  name: "valuation.createListing",
  schema: evaluationIdSchema,
  access: "user",
  revalidates: () => [TAGS.listings],
  handler: async ({ id }, { client, user }) => {
    const evaluation = await getEvaluation(client, id);
    if (!evaluation) return fail("valuation.errors.notFound");
    if (!evaluation.category_id) return fail("valuation.errors.listingNeedsCategory");
    const latest = [...evaluation.years].sort((a, b) => b.year - a.year)[0];
    const result = fullValuation(evaluation.years, { ...defaultMethods, ...evaluation.methods });
    const latestRow = result.earnings.rows.find((r) => r.year === latest?.year);
    const m = { ...defaultMethods, ...evaluation.methods };
    const { data, error } = await client
      .from("entreprises")
      .insert({
        owner_id: user.userId,
        status: "draft",
        title_fr: evaluation.title.length >= 3 ? evaluation.title : `${evaluation.title} — entreprise`,
        category_id: evaluation.category_id,
        region_id: evaluation.region_id,
        gross_revenue: latest?.revenue ?? null,
        cash_flow: latestRow?.sde ?? null,
        ebitda: latestRow?.ebitda ?? null,
        inventory_value: m.inventory || null,
        equipment_value: m.equipment || null,
        asking_price: evaluation.conclusion,
        year_established:
          typeof evaluation.inputs.yearsInBusiness === "number"
            ? new Date().getFullYear() - evaluation.inputs.yearsInBusiness
            : null,
      })
      .select("id")
      .single();
    if (error) throw new Error(`listing draft not created: ${error.message}`);
    return ok({ id: (data as { id: number }).id });
  },
});
