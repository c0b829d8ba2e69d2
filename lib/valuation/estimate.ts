import { assetFloor, roundValue } from "./methods";
import type { ClosedDealComparables } from "./closed-deals/queries";
import { adjustedMultiples, type MultipleRange, type RiskAnswers } from "./multiples";

export type EstimateInput = RiskAnswers & {
  sde: number;
  ebitda: number | null;
  inventory: number;
  equipment: number;
  realEstate: number;
  realEstateIncluded: boolean;
};

export type Benchmark = MultipleRange & { ebitdaLow: number | null; ebitdaHigh: number | null };
export type Comparables = { count: number; medianMultiple: number | null; scope: "region" | "all" };

type Range = { low: number; probable: number; high: number };

export type Estimate = {
  multiples: MultipleRange & { score: number };
  /** SDE × the adjusted multiples, plus the real estate when the sale includes it. */
  fromEarnings: Range;
  floor: number;
  /** The estimate: the earnings-based range, never below the asset floor. */
  range: Range;
  floorApplies: boolean;
  /** EBITDA × the industry's EBITDA multiples (a cross-check), when EBITDA was given. */
  ebitdaCheck: { low: number; high: number } | null;
  /** SDE × the median multiple of the site's listings, when there are some. */
  comparables: (Comparables & { value: number | null }) | null;
  /**
   * The site's closed deals of the sector (issue 42): their count always, and SDE × their median
   * final multiple only when five or more deals stand behind it (scope "region" or "all").
   */
  closedDeals: (ClosedDealComparables & { value: number | null }) | null;
};

/** The instant estimate of /services/evaluation (amounts in CAD, rounded to hundreds). */
export function estimateValue(
  input: EstimateInput,
  benchmark: Benchmark,
  comparables: Comparables | null,
  closedDeals: ClosedDealComparables | null = null,
): Estimate {
  const multiples = adjustedMultiples(benchmark, input);
  const realEstate = input.realEstateIncluded ? input.realEstate : 0;
  const earnings = Math.max(0, input.sde);
  const fromEarnings = {
    low: earnings * multiples.low + realEstate,
    probable: earnings * multiples.probable + realEstate,
    high: earnings * multiples.high + realEstate,
  };
  const floor = assetFloor(input);
  const range = {
    low: roundValue(Math.max(fromEarnings.low, floor)),
    probable: roundValue(Math.max(fromEarnings.probable, floor)),
    high: roundValue(Math.max(fromEarnings.high, floor)),
  };
  const ebitdaCheck =
    input.ebitda !== null && input.ebitda > 0 && benchmark.ebitdaLow !== null && benchmark.ebitdaHigh !== null
      ? {
          low: roundValue(input.ebitda * benchmark.ebitdaLow + realEstate),
          high: roundValue(input.ebitda * benchmark.ebitdaHigh + realEstate),
        }
      : null;
  return {
    multiples,
    fromEarnings: {
      low: roundValue(fromEarnings.low),
      probable: roundValue(fromEarnings.probable),
      high: roundValue(fromEarnings.high),
    },
    floor: roundValue(floor),
    range,
    floorApplies: floor > fromEarnings.probable,
    ebitdaCheck,
    comparables:
      comparables && comparables.count > 0
        ? {
            ...comparables,
            value:
              comparables.medianMultiple === null
                ? null
                : roundValue(earnings * comparables.medianMultiple + realEstate),
          }
        : null,
    closedDeals: closedDeals
      ? {
          ...closedDeals,
          value:
            closedDeals.scope === "none" || closedDeals.count < 5 || closedDeals.medianMultiple === null
              ? null
              : roundValue(earnings * closedDeals.medianMultiple + realEstate),
        }
      : null,
  };
}
