/**
 * The financing calculator against the standard amortisation formula's published examples.
 */
import { describe, expect, it } from "vitest";
import { parseRate, readCalculatorQuery } from "@/lib/financing/calculator-query";
import { loanSchedule, monthlyPayment } from "@/lib/financing/payment";

describe("monthly payment", () => {
  // Worked example of the amortisation formula M = P·r / (1 − (1 + r)^−n) (e.g. Investopedia,
  // "Amortized Loan"): $100,000 at 6% a year over 5 years (r = 0.5%, n = 60) → $1,933.28 a month.
  it("amortises a loan in level monthly payments", () => {
    expect(monthlyPayment(100_000, 6, 5)).toBeCloseTo(1933.28, 2);
    expect(loanSchedule(100_000, 6, 5)).toEqual({ payment: 1933.28, total: 115_996.8, interest: 15_996.8, months: 60 });
  });

  it("divides evenly at a zero rate", () => {
    expect(loanSchedule(120_000, 0, 10)).toEqual({ payment: 1000, total: 120_000, interest: 0, months: 120 });
  });
});

describe("the calculator's query string", () => {
  it("reads amounts and rates as typed in each language", () => {
    expect(readCalculatorQuery({ amount: "500 000 $", rate: "6,5 %", years: "10" }, "fr").values).toEqual({
      amount: 500_000,
      rate: 6.5,
      years: 10,
    });
    expect(readCalculatorQuery({ amount: "$500,000", rate: "6.5", years: "10" }, "en").values).toEqual({
      amount: 500_000,
      rate: 6.5,
      years: 10,
    });
    expect(parseRate("7")).toBe(7);
  });

  it("says clearly what is wrong with each field", () => {
    expect(readCalculatorQuery({ amount: "-5", rate: "45", years: "0" }, "fr").errors).toEqual({
      amount: "financing.errors.amountInvalid",
      rate: "financing.errors.rateInvalid",
      years: "financing.errors.termInvalid",
    });
    expect(readCalculatorQuery({ amount: "", rate: "abc", years: "5" }, "fr").errors).toEqual({
      amount: "financing.errors.amountRequired",
      rate: "financing.errors.rateInvalid",
    });
  });
});
