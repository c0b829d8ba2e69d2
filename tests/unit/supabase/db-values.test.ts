import { describe, expect, it } from "vitest";
import { fromJson, localeOf, oneOf, pgArray } from "@/lib/supabase/db-values";
import { imagesFromJson } from "@/lib/listings/photos";

describe("lib/supabase/db-values: what the generated types cannot say", () => {
  it("narrows text the database restricts to a list, and refuses anything else", () => {
    expect(oneOf(["entreprise", "immobilier"], "immobilier")).toBe("immobilier");
    expect(() => oneOf(["entreprise", "immobilier"], "expert")).toThrow(/Unexpected value from the database: "expert"/);
    expect(localeOf("en")).toBe("en");
    expect(() => localeOf("de")).toThrow();
  });

  it("sends arrays as PostgreSQL array literals", () => {
    expect(pgArray(["leased", "none"])).toBe("{leased,none}");
    expect(pgArray([3, 12])).toBe("{3,12}");
    expect(pgArray([])).toBe("{}");
  });

  it("reads jsonb values as they are, images as a list", () => {
    const json = { total: 2, rows: [] };
    expect(fromJson<{ total: number }>(json)).toBe(json);
    expect(imagesFromJson([{ path: "a/b.webp", alt_fr: "Façade" }])).toEqual([{ path: "a/b.webp", alt_fr: "Façade" }]);
    expect(imagesFromJson(null)).toEqual([]);
  });
});
