import type { Locale } from "@/lib/i18n/routing";

/** What a purchase buys: the business's assets, or its shares. */
export const PROGRAM_PURCHASES = ["asset", "share"] as const;
type PurchaseType = (typeof PROGRAM_PURCHASES)[number];

/** The buyer's age band, when they give it (young entrepreneurs' programs stop at 39). */
export const AGE_BANDS = ["18_39", "40_plus"] as const;
type AgeBand = (typeof AGE_BANDS)[number];

const BAND_AGES: Record<AgeBand, { min: number; max: number }> = {
  "18_39": { min: 18, max: 39 },
  "40_plus": { min: 40, max: 100 },
};

/** A public program as the matcher and the pages read it. */
export type FinancingProgram = {
  id: number;
  name_fr: string;
  name_en: string;
  provider_fr: string;
  provider_en: string;
  conditions_fr: string;
  conditions_en: string;
  min_amount: number | null;
  max_amount: number | null;
  purchase_types: PurchaseType[];
  min_age: number | null;
  max_age: number | null;
  region_ids: number[];
  source_url: string;
  checked_on: string;
  published: boolean;
  sort_order: number;
};

/** The deal a buyer describes; what they leave out does not narrow the list. */
export type ProgramDeal = {
  amount: number | null;
  purchase: PurchaseType | null;
  ageBand: AgeBand | null;
  regionId: number | null;
};

/** Whether a program's published conditions fit the deal (an offer screen calls the same). */
export function programFits(program: FinancingProgram, deal: ProgramDeal): boolean {
  if (deal.amount !== null) {
    if (program.min_amount !== null && deal.amount < program.min_amount) return false;
    if (program.max_amount !== null && deal.amount > program.max_amount) return false;
  }
  if (deal.purchase && !program.purchase_types.includes(deal.purchase)) return false;
  if (deal.ageBand) {
    const band = BAND_AGES[deal.ageBand];
    if (program.min_age !== null && band.max < program.min_age) return false;
    if (program.max_age !== null && band.min > program.max_age) return false;
  }
  if (deal.regionId !== null && program.region_ids.length > 0 && !program.region_ids.includes(deal.regionId))
    return false;
  return true;
}

/** The programs that fit the deal, in the admins' order. */
export function matchPrograms(programs: readonly FinancingProgram[], deal: ProgramDeal): FinancingProgram[] {
  return programs.filter((p) => programFits(p, deal));
}

/** A program's name and conditions in the page's language. */
export function programText(program: FinancingProgram, locale: Locale) {
  return locale === "en"
    ? { name: program.name_en, provider: program.provider_en, conditions: program.conditions_en }
    : { name: program.name_fr, provider: program.provider_fr, conditions: program.conditions_fr };
}
