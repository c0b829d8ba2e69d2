import type { Valuation } from "@/lib/valuation/queries";
import type { ValuationInput } from "@/lib/valuation/schema";
import type { MethodChoices } from "./full";

export const DEFAULT_METHODS: MethodChoices = {
  managerSalary: 0,
  sdeMultiple: 2.5,
  ebitdaMultiple: 4,
  capRatePercent: 25,
  growthPercent: 0,
  inventory: 0,
  equipment: 0,
  realEstate: 0,
  realEstateIncluded: false,
  otherAssets: 0,
  liabilities: 0,
  weights: { sde: 2, ebitda: 1, capitalisation: 1, assets: 0 },
};

/** A blank valuation: the last three years, the most recent counting most. */
export function blankValuation(title: string, now = new Date()): ValuationInput {
  const last = now.getFullYear() - 1;
  return {
    title,
    category_id: null,
    region_id: null,
    notes: "",
    methods: DEFAULT_METHODS,
    years: [last - 2, last - 1, last].map((year, i) => ({
      year,
      revenue: 0,
      costOfSales: 0,
      expenses: 0,
      ownerPay: 0,
      addBacks: [],
      weight: i + 1,
    })),
  };
}

/** A stored valuation as the editor's values (choices missing from older rows take the defaults). */
export function editorValues(e: Valuation): ValuationInput {
  return {
    id: e.id,
    title: e.title,
    category_id: e.category_id,
    region_id: e.region_id,
    notes: e.notes,
    years: e.years,
    methods: { ...DEFAULT_METHODS, ...e.methods, weights: { ...DEFAULT_METHODS.weights, ...e.methods.weights } },
  };
}
