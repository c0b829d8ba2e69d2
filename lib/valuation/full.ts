import { adjustedAssets, assetFloor, capitaliseEarnings, roundValue, weightedConclusion } from "./methods";
import { weightedEarnings, type YearFigures } from "./sde";

export const METHODS = ["sde", "ebitda", "capitalisation", "assets"] as const;
type Method = (typeof METHODS)[number];

/** The full valuation's choices (rates as percentages, as typed). */
export type MethodChoices = {
  managerSalary: number;
  sdeMultiple: number;
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
 * by each method, and the weighted conclusion with the lowest and highest method as its range.
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
  return {
    earnings,
    values,
    conclusion: conclusion === null ? null : roundValue(conclusion),
    low: counted.length ? roundValue(Math.min(...counted)) : null,
    high: counted.length ? roundValue(Math.max(...counted)) : null,
  };
}
