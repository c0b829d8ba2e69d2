import { describe, expect, it } from "vitest";
import { readProgramQuery } from "@/lib/financing/program-query";
import { matchPrograms, programFits, type FinancingProgram } from "@/lib/financing/programs";

const base: FinancingProgram = {
  id: 1,
  name_fr: "P",
  name_en: "P",
  provider_fr: "X",
  provider_en: "X",
  conditions_fr: "…",
  conditions_en: "…",
  min_amount: null,
  max_amount: null,
  purchase_types: ["asset", "share"],
  min_age: null,
  max_age: null,
  region_ids: [],
  source_url: "https://example.org",
  checked_on: "2026-11-29",
  published: true,
  sort_order: 0,
};
const none = { amount: null, purchase: null, ageBand: null, regionId: null } as const;

describe("programFits", () => {
  it("fits any deal when the program sets no condition, and a deal that says nothing fits every program", () => {
    expect(programFits(base, { amount: 5_000_000, purchase: "share", ageBand: "40_plus", regionId: 3 })).toBe(true);
    expect(programFits({ ...base, max_amount: 1, min_age: 18, max_age: 39, region_ids: [6] }, none)).toBe(true);
  });

  it("checks the amount range, the kind of purchase, the age band and the region", () => {
    const csbfp = { ...base, max_amount: 1_150_000, purchase_types: ["asset" as const] };
    expect(programFits(csbfp, { ...none, amount: 1_150_000 })).toBe(true);
    expect(programFits(csbfp, { ...none, amount: 1_150_001 })).toBe(false);
    expect(programFits(csbfp, { ...none, purchase: "share" })).toBe(false);
    expect(programFits({ ...base, min_amount: 50_000 }, { ...none, amount: 49_999 })).toBe(false);
    const young = { ...base, min_age: 18, max_age: 39 };
    expect(programFits(young, { ...none, ageBand: "18_39" })).toBe(true);
    expect(programFits(young, { ...none, ageBand: "40_plus" })).toBe(false);
    const montreal = { ...base, region_ids: [6] };
    expect(programFits(montreal, { ...none, regionId: 6 })).toBe(true);
    expect(programFits(montreal, { ...none, regionId: 5 })).toBe(false);
  });

  it("keeps the admins' order", () => {
    const list = [base, { ...base, id: 2, purchase_types: ["asset" as const] }, { ...base, id: 3 }];
    expect(matchPrograms(list, { ...none, purchase: "share" }).map((p) => p.id)).toEqual([1, 3]);
  });
});

describe("readProgramQuery", () => {
  const regions = [{ id: 6, slug: "montreal" }];
  it("reads the deal as typed in either language, every field optional", () => {
    expect(readProgramQuery({}, "fr", regions)).toMatchObject({ submitted: false, deal: none });
    expect(
      readProgramQuery({ price: "450 000 $", purchase: "share", age: "18_39", region: "montreal" }, "fr", regions).deal,
    ).toEqual({ amount: 450_000, purchase: "share", ageBand: "18_39", regionId: 6 });
    expect(readProgramQuery({ price: "450,000" }, "en", regions).deal?.amount).toBe(450_000);
  });

  it("says at the field what is wrong, and keeps what was typed", () => {
    const negative = readProgramQuery({ price: "-5000" }, "fr", regions);
    expect(negative.errors.price).toBe("financing.programs.errors.priceNegative");
    expect(negative.form.price).toBe("-5000");
    expect(negative.deal).toBeNull();
    expect(readProgramQuery({ price: "2 000 000 000" }, "fr", regions).errors.price).toBe(
      "financing.programs.errors.amountTooLarge",
    );
    expect(readProgramQuery({ price: "beaucoup" }, "fr", regions).errors.price).toBe(
      "financing.programs.errors.priceInvalid",
    );
    expect(readProgramQuery({ purchase: "rent", region: "atlantis" }, "fr", regions).errors).toEqual({
      purchase: "financing.programs.errors.choose",
      region: "financing.programs.errors.choose",
    });
  });
});
