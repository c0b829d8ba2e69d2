import { describe, expect, test } from "vitest";
import { rentEquivalent } from "@/lib/properties/price";

const texts = {
  onRequest: "Prix sur demande",
  leaseRate: (unit: "per_month" | "per_sqft_year", amount: string) =>
    `${amount}/${unit === "per_month" ? "mois" : "pi²/an"}`,
};
const lease = { transaction_type: "lease" as const, price_on_request: false };
const nbsp = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("a rent in its other unit", () => {
  test("a rate per sq. ft. per year shows its monthly equivalent (area × rate / 12)", () => {
    expect(
      nbsp(
        rentEquivalent({ ...lease, lease_rate: 14.5, lease_rate_unit: "per_sqft_year", area_sqft: 8000 }, "fr", texts),
      ),
    ).toBe("9 667 $/mois");
    expect(
      nbsp(
        rentEquivalent({ ...lease, lease_rate: 42, lease_rate_unit: "per_sqft_year", area_sqft: 1600 }, "en", texts),
      ),
    ).toBe("$5,600/mois");
  });

  test("a monthly rent shows its yearly rate per sq. ft.", () => {
    expect(
      nbsp(rentEquivalent({ ...lease, lease_rate: 11500, lease_rate_unit: "per_month", area_sqft: 5200 }, "fr", texts)),
    ).toBe("26,54 $/pi²/an");
  });

  test("nothing without an area, for a sale, or when the price is on request", () => {
    expect(
      rentEquivalent({ ...lease, lease_rate: 42, lease_rate_unit: "per_sqft_year", area_sqft: null }, "fr", texts),
    ).toBeNull();
    expect(
      rentEquivalent(
        { ...lease, transaction_type: "sale", lease_rate: null, lease_rate_unit: null, area_sqft: 1000 },
        "fr",
        texts,
      ),
    ).toBeNull();
    expect(
      rentEquivalent(
        { ...lease, price_on_request: true, lease_rate: null, lease_rate_unit: null, area_sqft: 1000 },
        "fr",
        texts,
      ),
    ).toBeNull();
  });
});
