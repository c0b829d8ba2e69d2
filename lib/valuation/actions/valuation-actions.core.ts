import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { getCategoryBySlug } from "@/lib/taxonomy/queries/category-pages";
import { getRegionBySlug } from "@/lib/taxonomy/queries/regions";
import {
  createBusinessDraft,
  createValuation,
  deleteValuation,
  getBenchmarkForCategory,
  getComparables,
  getValuation,
  rotateShareToken,
  updateValuation,
  type Valuation,
  type ValuationWrite,
} from "@/lib/valuation/queries";
import {
  estimateAnswersSchema,
  saveEstimateSchema,
  valuationIdSchema,
  valuationSchema,
  sharingSchema,
  type ValuationValues,
} from "@/lib/valuation/schema";
import { estimateValue } from "@/lib/valuation/estimate";
import { readEstimateQuery } from "@/lib/valuation/estimate-query";
import { fullValuation, type MethodChoices } from "@/lib/valuation/full";

/** The methods of a valuation saved before every choice existed. */
const defaultMethods: MethodChoices = {
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
function toWrite(values: ValuationValues, inputs: Valuation["inputs"] = {}): ValuationWrite {
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
export const saveValuationAction = defineAction({
  name: "valuation.save",
  schema: valuationSchema,
  access: "user",
  handler: async (values, { client }) => {
    if (!values.id) return ok({ id: (await createValuation(client, toWrite(values))).id });
    const existing = await getValuation(client, values.id);
    if (!existing) return fail("valuation.errors.notFound");
    const saved = await updateValuation(client, values.id, toWrite(values, existing.inputs));
    return saved ? ok({ id: saved.id }) : fail("valuation.errors.notFound");
  },
});

// Stores the instant estimate of /services/evaluation as a first valuation the owner completes.
export const saveEstimateAction = defineAction({
  name: "valuation.saveEstimate",
  schema: saveEstimateSchema,
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
      // The range the estimate showed stays the valuation's until the owner changes the multiple.
      sdeMultipleLow: estimate.multiples.low,
      sdeMultipleHigh: estimate.multiples.high,
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
    const values: ValuationValues = {
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
    const answers: Valuation["inputs"] = { ...parsed };
    delete (answers as Partial<typeof parsed>).category;
    delete (answers as Partial<typeof parsed>).region;
    const created = await createValuation(client, toWrite(values, estimateAnswersSchema.parse(answers)));
    return ok({ id: created.id });
  },
});

// Turns the report's share link on or off (off: the link answers 404).
export const setValuationSharingAction = defineAction({
  name: "valuation.sharing",
  schema: sharingSchema,
  access: "user",
  handler: async ({ id, enabled }, { client }) => {
    const saved = await updateValuation(client, id, { share_enabled: enabled });
    return saved ? ok({ enabled: saved.share_enabled }) : fail("valuation.errors.notFound");
  },
});

// Replaces the share link with a new one: whoever had the old link loses access.
export const rotateValuationLinkAction = defineAction({
  name: "valuation.rotateLink",
  schema: valuationIdSchema,
  access: "user",
  handler: async ({ id }, { client }) => {
    const token = await rotateShareToken(client, id);
    return token ? ok({ token }) : fail("valuation.errors.notFound");
  },
});

// Deletes a valuation of the owner (or any, for an admin).
export const deleteValuationAction = defineAction({
  name: "valuation.delete",
  schema: valuationIdSchema,
  access: "user",
  handler: async ({ id }, { client }) =>
    (await deleteValuation(client, id)) ? ok({ id }) : fail("valuation.errors.notFound"),
});

// Opens a business draft with the valuation's figures (latest year) for the signed-in owner.
export const createBusinessFromValuationAction = defineAction({
  name: "valuation.createListing",
  schema: valuationIdSchema,
  access: "user",
  revalidates: () => [TAGS.listings],
  handler: async ({ id }, { client, user }) => {
    const valuation = await getValuation(client, id);
    if (!valuation) return fail("valuation.errors.notFound");
    if (!valuation.category_id) return fail("valuation.errors.listingNeedsCategory");
    const latest = [...valuation.years].sort((a, b) => b.year - a.year)[0];
    const result = fullValuation(valuation.years, { ...defaultMethods, ...valuation.methods });
    const latestRow = result.earnings.rows.find((r) => r.year === latest?.year);
    const m = { ...defaultMethods, ...valuation.methods };
    const draftId = await createBusinessDraft(client, {
      owner_id: user.userId,
      title_fr: valuation.title.length >= 3 ? valuation.title : `${valuation.title} — entreprise`,
      category_id: valuation.category_id,
      region_id: valuation.region_id,
      gross_revenue: latest?.revenue ?? null,
      cash_flow: latestRow?.sde ?? null,
      ebitda: latestRow?.ebitda ?? null,
      inventory_value: m.inventory || null,
      equipment_value: m.equipment || null,
      asking_price: valuation.conclusion,
      year_established:
        typeof valuation.inputs.yearsInBusiness === "number"
          ? new Date().getFullYear() - valuation.inputs.yearsInBusiness
          : null,
    });
    return ok({ id: draftId });
  },
});
