import { describe, expect, it } from "vitest";
import { businessCompleteness, type CompletenessInput } from "@/lib/listings/completeness";

const empty: CompletenessInput = {
  images: [],
  description_fr: "",
  description_en: null,
  title_en: null,
  gross_revenue: null,
  cash_flow: null,
  asking_price: null,
  price_on_request: false,
  region_id: null,
  reason_for_selling_fr: null,
};

describe("business listing completeness", () => {
  it("names everything a bare draft lacks, with the counts so far", () => {
    const { score, missing } = businessCompleteness({ ...empty, images: [1], description_fr: "Court." });
    expect(score).toBe(0);
    expect(missing).toEqual([
      { key: "photos", count: 1 },
      { key: "description", count: 6 },
      { key: "price" },
      { key: "financials" },
      { key: "region" },
      { key: "reason" },
      { key: "english" },
    ]);
  });

  it("scores a full listing 100, and 'price on request' counts as a price", () => {
    const full = {
      ...empty,
      images: [1, 2, 3],
      description_fr: "x".repeat(600),
      description_en: "An English description.",
      title_en: "A title",
      gross_revenue: 1_000_000,
      cash_flow: 200_000,
      price_on_request: true,
      region_id: 6,
      reason_for_selling_fr: "Retraite",
    };
    expect(businessCompleteness(full)).toEqual({ score: 100, missing: [] });
    expect(businessCompleteness({ ...full, title_en: null }).score).toBe(86);
  });
});
