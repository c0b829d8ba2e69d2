import { describe, expect, it } from "vitest";
import {
  cashAtClosingCents,
  debtCoverage,
  monthlyPaymentCents,
  priceShares,
  toCents,
  yearlyDebtService,
} from "@/lib/offers/arithmetic";

const deal = {
  price_cents: 50_000_000,
  down_payment_cents: 10_000_000,
  bank_loan_cents: 30_000_000,
  bank_term_years: 10,
  bank_rate: 7,
  vendor_loan_cents: 10_000_000,
  vendor_term_years: 5,
  vendor_rate: 6,
  vendor_delay_months: 12,
  earnout_cents: 0,
};

describe("monthly payments (standard amortisation, to the cent)", () => {
  it("match the lenders' tables", () => {
    expect(monthlyPaymentCents(10_000_000, 6, 5)).toBe(193_328); // 100 000 $ at 6 % over 5 years: 1 933,28 $
    expect(monthlyPaymentCents(50_000_000, 7, 10)).toBe(580_542); // 500 000 $ at 7 % over 10 years: 5 805,42 $
  });

  it("divide the principal evenly at 0 %, and are nothing without a loan or a term", () => {
    expect(monthlyPaymentCents(12_000_000, 0, 5)).toBe(200_000);
    expect(monthlyPaymentCents(0, 6, 5)).toBe(0);
    expect(monthlyPaymentCents(10_000_000, 6, 0)).toBe(0);
  });

  it("round a third of a cent to the nearest cent", () => {
    expect(monthlyPaymentCents(100, 0, 1)).toBe(8); // 1 $ over 12 months: 0,0833… $
  });
});

describe("the yearly debt service", () => {
  it("is each loan's monthly payment × 12, the take-back counted in full from its start", () => {
    const service = yearlyDebtService(deal);
    expect(service.bankYearlyCents).toBe(monthlyPaymentCents(30_000_000, 7, 10) * 12);
    expect(service.vendorYearlyCents).toBe(193_328 * 12);
    expect(service.vendorDelayMonths).toBe(12);
    expect(service.totalYearlyCents).toBe(service.bankYearlyCents + service.vendorYearlyCents);
  });

  it("is nothing for a cash offer", () => {
    const cash = { ...deal, down_payment_cents: 50_000_000, bank_loan_cents: 0, vendor_loan_cents: 0 };
    expect(yearlyDebtService(cash).totalYearlyCents).toBe(0);
  });
});

describe("the shares of the price", () => {
  it("add to 100 % exactly when the parts add to the price", () => {
    const thirds = { ...deal, price_cents: 30_000_000, down_payment_cents: 10_000_000, bank_loan_cents: 10_000_000 };
    const shares = priceShares({ ...thirds, vendor_loan_cents: 10_000_000 });
    expect(shares.balanced).toBe(true);
    expect(shares.parts.map((p) => p.tenths)).toEqual([334, 333, 333, 0]);
    expect(shares.parts.reduce((s, p) => s + p.tenths, 0)).toBe(1000);
  });

  it("say what is missing or in excess, to the cent", () => {
    const short = priceShares({ ...deal, vendor_loan_cents: 9_999_999 });
    expect(short).toMatchObject({ balanced: false, gapCents: 1, totalCents: 49_999_999 });
    const over = priceShares({ ...deal, earnout_cents: 5_000_000 });
    expect(over).toMatchObject({ balanced: false, gapCents: -5_000_000 });
  });
});

describe("the debt service coverage ratio", () => {
  it("is the stated cash flow ÷ the yearly debt service, flagged under 1.25", () => {
    const service = yearlyDebtService(deal).totalYearlyCents; // 41 799,00 $ + 23 199,36 $
    expect(service).toBe(6_499_836);
    expect(debtCoverage(toCents(120_000), service)).toEqual({
      kind: "ratio",
      ratio: 1.85,
      cashFlowCents: 12_000_000,
      debtServiceCents: 6_499_836,
      belowThreshold: false,
    });
    expect(debtCoverage(toCents(75_000), service)).toMatchObject({ ratio: 1.15, belowThreshold: true });
  });

  it("compares the ratio as shown: 1.249… shows 1.25 and is not flagged", () => {
    expect(debtCoverage(124_900, 100_000)).toMatchObject({ ratio: 1.25, belowThreshold: false });
    expect(debtCoverage(124_400, 100_000)).toMatchObject({ ratio: 1.24, belowThreshold: true });
  });

  it("has no ratio without debt or without a stated cash flow", () => {
    expect(debtCoverage(toCents(100_000), 0)).toEqual({ kind: "noDebt" });
    expect(debtCoverage(null, 100)).toEqual({ kind: "noCashFlow" });
  });
});

it("cash at closing is the down payment and the bank loan", () => {
  expect(cashAtClosingCents(deal)).toBe(40_000_000);
  expect(toCents(1234.565)).toBe(123_457);
});
