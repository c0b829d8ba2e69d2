import { describe, expect, it } from "vitest";
import { readEstimateQuery } from "@/lib/valuation/estimate-query";

const answers = {
  category: "depanneur",
  revenue: "900 000",
  years: "12",
  trend: "stable",
  owner_dependence: "medium",
  customer_concentration: "low",
};

describe("the instant estimate's query string", () => {
  it("checks nothing before the form was sent", () => {
    const r = readEstimateQuery({}, "fr");
    expect(r.submitted).toBe(false);
    expect(r.errors).toEqual({});
    expect(r.parsed).toBeNull();
  });

  it("checks an empty form that was sent: every required answer is asked for", () => {
    const r = readEstimateQuery({ category: "" }, "fr");
    expect(r.submitted).toBe(true);
    expect(r.errors).toMatchObject({ category: expect.any(String), revenue: "valuation.errors.amountRequired" });
  });

  it("reads amounts as typed in French and in English", () => {
    expect(readEstimateQuery({ ...answers, sde: "250 000 $" }, "fr").parsed?.sde).toBe(250_000);
    expect(readEstimateQuery({ ...answers, revenue: "900,000", sde: "$250,000" }, "en").parsed?.sde).toBe(250_000);
  });

  it("works the SDE out from the net profit, the owner's salary and the add-backs", () => {
    const r = readEstimateQuery(
      { ...answers, net_profit: "80 000", owner_salary: "50 000", add_backs: "15 000" },
      "fr",
    );
    expect(r.parsed?.sde).toBe(145_000);
    expect(r.parsed?.sdeComputed).toBe(true);
  });

  it("keeps what was typed and says what is wrong beside each field", () => {
    const r = readEstimateQuery({ category: "", revenue: "beaucoup", sde: "300 000", years: "-2", trend: "up" }, "fr");
    expect(r.parsed).toBeNull();
    expect(r.form.revenue).toBe("beaucoup");
    expect(r.errors).toMatchObject({
      category: "valuation.errors.categoryRequired",
      revenue: "valuation.errors.amountInvalid",
      years: "valuation.errors.yearsInvalid",
      trend: "valuation.errors.choose",
      owner_dependence: "valuation.errors.choose",
    });
  });

  it("refuses an SDE above the revenue, an EBITDA above the SDE and a missing real estate value", () => {
    const r = readEstimateQuery(
      { ...answers, revenue: "100 000", sde: "200 000", ebitda: "300 000", real_estate_included: "1" },
      "fr",
    );
    expect(r.errors).toEqual({
      sde: "valuation.errors.sdeAboveRevenue",
      ebitda: "valuation.errors.ebitdaAboveSde",
      real_estate: "valuation.errors.amountRequired",
    });
  });

  it("asks for the SDE or the net profit", () => {
    expect(readEstimateQuery(answers, "fr").errors).toEqual({ sde: "valuation.errors.sdeRequired" });
  });
});
