import { adjustedAssets, assetFloor, capitaliseEarnings, roundValue, weightedConclusion } from "./methods";
import { weightedEarnings, type YearFigures } from "./sde";

export const METHODS = ["sde", "ebitda", "capitalisation", "assets"] as const;
type Method = (typeof METHODS)[number];

/** The full valuation's choices (rates as percentages, as typed). */
export type MethodChoices = {
  managerSalary: number;
  sdeMultiple: number;
  /** The SDE multiple's range when it came from the instant estimate (its low and high): the valuation's range while sdeMultiple stays inside it. */
  sdeMultipleLow?: number | null;
  sdeMultipleHigh?: number | null;
  ebitdaMultiple: number;
  capRatePercent: number;
  growthPercent: number;
  inventory: number;
  equipment: number;
  realEstate: number;
  realEstateIncluded: boolean;
  otherAssets: number;
  liabilities: number;
  weights: Record<Method, number>;
};

/**
 * The full valuation: each year's normalised SDE and EBITDA, their weighted averages, the value
 * by each method, and the weighted conclusion with the lowest and highest method as its range
 * (the SDE method spans its multiple's range when it has one: a saved instant estimate keeps the
 * range it showed).
 */
export function fullValuation(years: readonly YearFigures[], choices: MethodChoices) {
  const earnings = weightedEarnings(years, choices.managerSalary);
  const realEstate = choices.realEstateIncluded ? choices.realEstate : 0;
  const floor = assetFloor(choices);
  const values: Record<Method, number | null> = {
    sde: earnings.sde === null ? null : Math.max(0, earnings.sde) * choices.sdeMultiple + realEstate,
    ebitda: earnings.ebitda === null ? null : Math.max(0, earnings.ebitda) * choices.ebitdaMultiple + realEstate,
    capitalisation:
      earnings.ebitda === null
        ? null
        : (() => {
            const v = capitaliseEarnings(
              Math.max(0, earnings.ebitda),
              choices.capRatePercent / 100,
              choices.growthPercent / 100,
            );
            return v === null ? null : v + realEstate;
          })(),
    assets: adjustedAssets({ floor, otherAssets: choices.otherAssets, liabilities: choices.liabilities }),
  };
  const used = METHODS.map((method) => ({ method, value: values[method], weight: choices.weights[method] }));
  const conclusion = weightedConclusion(used);
  const counted = used.filter((u) => u.value !== null && u.weight > 0).map((u) => u.value as number);
  // The estimate's range holds while the chosen multiple stays inside it (an owner's own multiple outside it ends it).
  const { sdeMultipleLow: rangeLow, sdeMultipleHigh: rangeHigh } = choices;
  const sdeRange =
    earnings.sde !== null &&
    choices.weights.sde > 0 &&
    rangeLow != null &&
    rangeHigh != null &&
    rangeLow <= choices.sdeMultiple &&
    choices.sdeMultiple <= rangeHigh
      ? [rangeLow, rangeHigh].map((m) => Math.max(0, earnings.sde as number) * m + realEstate)
      : [];
  const bounds = [...counted, ...sdeRange];
  return {
    earnings,
    values,
    conclusion: conclusion === null ? null : roundValue(conclusion),
    low: bounds.length ? roundValue(Math.min(...bounds)) : null,
    high: bounds.length ? roundValue(Math.max(...bounds)) : null,
  };
}
