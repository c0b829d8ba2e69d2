/**
 * The valuation arithmetic against worked examples from public sources (cited on each test).
 */
import { describe, expect, it } from "vitest";
import { estimateValue, type Benchmark } from "@/lib/valuation/estimate";
import { fullValuation } from "@/lib/valuation/full";
import { assetFloor, capitaliseEarnings, roundValue, weightedConclusion } from "@/lib/valuation/methods";
import { adjustedMultiples, multipleAt, riskScore, type RiskAnswers } from "@/lib/valuation/multiples";
import { ebitdaFromSde, normaliseYear, sdeFromProfit, weightedAverage } from "@/lib/valuation/sde";

const neutral: RiskAnswers = {
  trend: "stable",
  ownerDependence: "medium",
  customerConcentration: "medium",
  yearsInBusiness: 5,
};

describe("seller's discretionary earnings", () => {
  // Worked example: WCFB Solutions, "Seller's Discretionary Earnings" (2025-07-01),
  // https://wcfbsolutions.com/2025/07/01/sellers-discretionary-earnings — net income $80,000,
  // owner's salary $50,000, interest $5,000, depreciation $7,000, amortisation $3,000, one-time
  // legal expense $6,000, discretionary travel $4,000, less a passive owner's share of $10,000 → SDE $145,000.
  it("adds the owner's salary and the add-backs to the net profit", () => {
    const sde = sdeFromProfit({
      netProfit: 80_000,
      ownerSalary: 50_000,
      addBacks: [
        { label: "Interest", amount: 5_000 },
        { label: "Depreciation", amount: 7_000 },
        { label: "Amortisation", amount: 3_000 },
        { label: "One-time legal expense", amount: 6_000 },
        { label: "Discretionary travel", amount: 4_000 },
        { label: "Passive owner's share", amount: -10_000 },
      ],
    });
    expect(sde).toBe(145_000);
  });

  it("normalises a year from its revenue, costs and the owner's pay", () => {
    // The same example laid out as a year: revenue less costs leaves the $80,000 net income.
    const row = normaliseYear(
      {
        year: 2025,
        revenue: 600_000,
        costOfSales: 300_000,
        expenses: 170_000,
        ownerPay: 50_000,
        weight: 1,
        addBacks: [
          {
            label: "Interest, depreciation, amortisation, one-time and discretionary, less passive share",
            amount: 15_000,
          },
        ],
      },
      60_000,
    );
    expect(row.netProfit).toBe(80_000);
    expect(row.sde).toBe(145_000);
    // EBITDA leaves a market salary for the manager who replaces the owner (thebusinessreference.com, "SDE vs EBITDA").
    expect(row.ebitda).toBe(85_000);
    expect(ebitdaFromSde(145_000, 60_000)).toBe(85_000);
  });

  it("weights the years, leaving out a year of weight 0", () => {
    expect(
      weightedAverage([
        { value: 100, weight: 1 },
        { value: 200, weight: 2 },
        { value: 300, weight: 3 },
      ]),
    ).toBeCloseTo(233.33, 2);
    expect(
      weightedAverage([
        { value: 100, weight: 0 },
        { value: 200, weight: 1 },
      ]),
    ).toBe(200);
    expect(weightedAverage([{ value: 100, weight: 0 }])).toBeNull();
  });
});

describe("multiples adjusted for risk", () => {
  // Range: BizBuySell's 2025 closed transactions average about 2.5x SDE (Sundance Financial Group,
  // https://sundancefg.com/resources/sde-multiples-by-industry); 2021–2025 industry averages run
  // 2.0x–3.3x (Elite Exit Advisors, https://eliteexitadvisors.com/blog/sde-multiples-by-industry).
  const range = { low: 2.0, probable: 2.5, high: 3.3 };

  it("keeps the probable multiple for neutral answers", () => {
    expect(riskScore(neutral)).toBe(0);
    const m = adjustedMultiples(range, neutral);
    expect(m.probable).toBe(2.5);
    expect(m.low).toBeCloseTo(2.25, 5);
    expect(m.high).toBeCloseTo(2.9, 5);
  });

  it("moves halfway toward the high for a growing, long-established business with little owner or customer risk, keeping a spread", () => {
    const m = adjustedMultiples(range, {
      trend: "growing",
      ownerDependence: "low",
      customerConcentration: "low",
      yearsInBusiness: 25,
    });
    expect(m.score).toBe(1);
    expect(m.probable).toBeCloseTo(2.9, 5);
    expect(m.high).toBe(3.3);
    expect(m.low).toBe(2.5);
  });

  it("moves halfway toward the low for a declining, young business that depends on its owner and a few customers", () => {
    const m = adjustedMultiples(range, {
      trend: "declining",
      ownerDependence: "high",
      customerConcentration: "high",
      yearsInBusiness: 1,
    });
    expect(m.probable).toBe(2.25);
    expect(m.low).toBe(2.0);
    expect(m.high).toBe(2.5);
  });

  it("never leaves the industry's range", () => {
    expect(multipleAt(range, 5)).toBe(3.3);
    expect(multipleAt(range, -5)).toBe(2.0);
  });
});

describe("capitalisation of earnings", () => {
  // Worked example: "Developing New Products and Services" (Saylor Academy, p. 258): earnings of
  // $200,000, a 20% discount rate and 3% growth → $200,000 / 0.17 = $1,176,471; with a 3% decline
  // → $200,000 / 0.23 = $869,565.
  it("divides the earnings by the rate less the growth", () => {
    expect(Math.round(capitaliseEarnings(200_000, 0.2, 0.03)!)).toBe(1_176_471);
    expect(Math.round(capitaliseEarnings(200_000, 0.2, -0.03)!)).toBe(869_565);
  });

  // Investopedia, "Capitalization of Earnings": rates of 20% to 25% are typical for small businesses.
  it("values $100,000 of earnings at $400,000 to $500,000 for the small-business rates", () => {
    expect(capitaliseEarnings(100_000, 0.25)).toBe(400_000);
    expect(capitaliseEarnings(100_000, 0.2)).toBe(500_000);
  });

  it("has no value when the rate does not exceed the growth", () => {
    expect(capitaliseEarnings(100_000, 0.05, 0.05)).toBeNull();
    expect(capitaliseEarnings(100_000, 0.03, 0.05)).toBeNull();
  });
});

describe("asset floor and weighted conclusion", () => {
  it("adds inventory and equipment, and the real estate only when the sale includes it", () => {
    expect(assetFloor({ inventory: 40_000, equipment: 60_000, realEstate: 300_000, realEstateIncluded: false })).toBe(
      100_000,
    );
    expect(assetFloor({ inventory: 40_000, equipment: 60_000, realEstate: 300_000, realEstateIncluded: true })).toBe(
      400_000,
    );
  });

  it("weights the methods that gave a value", () => {
    expect(
      weightedConclusion([
        { method: "sde", value: 600_000, weight: 2 },
        { method: "capitalisation", value: 450_000, weight: 1 },
        { method: "ebitda", value: null, weight: 5 },
        { method: "assets", value: 100_000, weight: 0 },
      ]),
    ).toBe(550_000);
    expect(weightedConclusion([{ method: "sde", value: null, weight: 1 }])).toBeNull();
  });

  it("rounds values to hundreds", () => {
    expect(roundValue(1_176_470.59)).toBe(1_176_500);
  });
});

describe("instant estimate", () => {
  const benchmark: Benchmark = { low: 2.0, probable: 2.5, high: 3.3, ebitdaLow: 3, ebitdaHigh: 6 };

  // DealScorer, "A Practical Guide to Valuation Multiples" (2026-02-08): a business with $250,000 of
  // SDE priced at $750,000 is at 3x; at BizBuySell's 2.5x average the same SDE gives $625,000.
  it("multiplies the SDE by the adjusted multiples", () => {
    const e = estimateValue(
      { ...neutral, sde: 250_000, ebitda: null, inventory: 0, equipment: 0, realEstate: 0, realEstateIncluded: false },
      benchmark,
      null,
    );
    expect(e.range).toEqual({ low: 562_500, probable: 625_000, high: 725_000 });
    expect(e.floorApplies).toBe(false);
    expect(e.ebitdaCheck).toBeNull();
    expect(e.comparables).toBeNull();
  });

  it("never goes below the tangible assets", () => {
    const e = estimateValue(
      {
        ...neutral,
        sde: 20_000,
        ebitda: null,
        inventory: 80_000,
        equipment: 40_000,
        realEstate: 0,
        realEstateIncluded: false,
      },
      benchmark,
      null,
    );
    expect(e.floor).toBe(120_000);
    expect(e.range).toEqual({ low: 120_000, probable: 120_000, high: 120_000 });
    expect(e.floorApplies).toBe(true);
  });

  it("adds included real estate, cross-checks with EBITDA and prices the site's comparables", () => {
    const e = estimateValue(
      {
        ...neutral,
        sde: 250_000,
        ebitda: 150_000,
        inventory: 0,
        equipment: 0,
        realEstate: 400_000,
        realEstateIncluded: true,
      },
      benchmark,
      { count: 7, medianMultiple: 2.8, scope: "region" },
    );
    expect(e.range.probable).toBe(1_025_000);
    expect(e.ebitdaCheck).toEqual({ low: 850_000, high: 1_300_000 });
    expect(e.comparables).toEqual({ count: 7, medianMultiple: 2.8, scope: "region", value: 1_100_000 });
  });

  it("prices the site's closed deals only when five or more stand behind the median (issue 42)", () => {
    const input = {
      ...neutral,
      sde: 200_000,
      ebitda: null,
      inventory: 0,
      equipment: 0,
      realEstate: 0,
      realEstateIncluded: false,
    };
    const five = estimateValue(input, benchmark, null, {
      scope: "all",
      count: 5,
      medianMultiple: 3,
      medianPrice: 450_000,
    });
    expect(five.closedDeals).toMatchObject({ scope: "all", count: 5, value: 600_000 });
    // Whatever a caller passes, fewer than five deals give no value.
    const four = estimateValue(input, benchmark, null, {
      scope: "all",
      count: 4,
      medianMultiple: 3,
      medianPrice: 450_000,
    });
    expect(four.closedDeals?.value).toBeNull();
    const none = estimateValue(input, benchmark, null, {
      scope: "none",
      count: 2,
      medianMultiple: null,
      medianPrice: null,
    });
    expect(none.closedDeals).toEqual({ scope: "none", count: 2, medianMultiple: null, medianPrice: null, value: null });
  });
});

describe("full valuation", () => {
  it("values three weighted years by each method and concludes by weight", () => {
    const year = (y: number, revenue: number, weight: number) => ({
      year: y,
      revenue,
      costOfSales: revenue / 2,
      expenses: 100_000,
      ownerPay: 60_000,
      weight,
      addBacks: [{ label: "Amortissement", amount: 10_000 }],
    });
    const result = fullValuation([year(2023, 500_000, 1), year(2024, 560_000, 2), year(2025, 620_000, 3)], {
      managerSalary: 70_000,
      sdeMultiple: 2.5,
      ebitdaMultiple: 4,
      capRatePercent: 25,
      growthPercent: 0,
      inventory: 50_000,
      equipment: 100_000,
      realEstate: 0,
      realEstateIncluded: false,
      otherAssets: 0,
      liabilities: 20_000,
      weights: { sde: 3, ebitda: 1, capitalisation: 1, assets: 0 },
    });
    // SDE per year: revenue/2 − 100,000 + 10,000 → 160,000; 190,000; 220,000; weighted (1,2,3) → 200,000.
    expect(result.earnings.rows.map((r) => r.sde)).toEqual([160_000, 190_000, 220_000]);
    expect(result.earnings.sde).toBe(200_000);
    expect(result.earnings.ebitda).toBe(130_000);
    expect(result.values).toEqual({ sde: 500_000, ebitda: 520_000, capitalisation: 520_000, assets: 130_000 });
    expect(result.conclusion).toBe(508_000);
    expect(result.low).toBe(500_000);
    expect(result.high).toBe(520_000);
  });
});

describe("a saved instant estimate's range", () => {
  const year = {
    year: 2025,
    revenue: 900_000,
    costOfSales: 0,
    expenses: 700_000,
    ownerPay: 0,
    addBacks: [],
    weight: 1,
  };
  const choices = {
    managerSalary: 0,
    sdeMultiple: 2.2,
    sdeMultipleLow: 2.0,
    sdeMultipleHigh: 2.4,
    ebitdaMultiple: 4,
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

  it("is the valuation's range while the SDE multiple stays inside it", () => {
    expect(fullValuation([year], choices)).toMatchObject({ low: 400_000, conclusion: 440_000, high: 480_000 });
  });

  it("ends when the owner picks a multiple outside it", () => {
    expect(fullValuation([year], { ...choices, sdeMultiple: 3 })).toMatchObject({
      low: 600_000,
      conclusion: 600_000,
      high: 600_000,
    });
  });
});
