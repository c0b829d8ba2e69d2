/** /immobilier compares rents in one unit: the monthly equivalent of a rate per sq. ft. per year (issue 13; supabase/schemas/properties.sql). */
import { describe, expect, it } from "vitest";
import { searchProperties } from "@/lib/properties/queries/public";
import { anonClient } from "@/tests/support/db";

describe("lease prices on /immobilier", () => {
  const leases = async (params: { priceMin?: number; priceMax?: number; sort?: "price_asc" | "price_desc" }) =>
    (await searchProperties(anonClient(), { transactionType: "lease", pageSize: 100, ...params }))!.rows;

  it("a maximum rent is a monthly amount: 50 $ no longer keeps a 42 $/sq. ft./yr property", async () => {
    const cheap = await leases({ priceMax: 50 });
    expect(cheap.filter((p) => p.lease_rate_unit === "per_sqft_year")).toEqual([]);
    // 42 $ × 1 600 sq. ft. / 12 = 5 600 $ a month.
    const upTo6000 = await leases({ priceMax: 6000 });
    expect(upTo6000.some((p) => p.lease_rate === 42 && p.lease_rate_unit === "per_sqft_year")).toBe(true);
    expect(upTo6000.some((p) => p.lease_rate === 11500)).toBe(false);
    const from9000 = await leases({ priceMin: 9000 });
    expect(from9000.some((p) => p.lease_rate === 42)).toBe(false);
  });

  it("sorts rents by their monthly equivalent, and returns it on each card", async () => {
    const rows = await leases({ sort: "price_asc" });
    const monthly = rows.map((p) => p.monthly_rent);
    expect(monthly.filter((m) => m !== null)).toEqual(monthly.filter((m) => m !== null).sort((a, b) => a! - b!));
    const at145 = rows.findIndex((p) => p.lease_rate === 14.5);
    const at11500 = rows.findIndex((p) => p.lease_rate === 11500);
    expect(at145).toBeGreaterThanOrEqual(0);
    // 14,50 $ × 8 000 sq. ft. / 12 ≈ 9 667 $ a month: cheaper than 11 500 $ a month.
    expect(at145).toBeLessThan(at11500);
    expect(rows[at145]!.monthly_rent).toBeCloseTo(9666.67, 2);
  });
});
