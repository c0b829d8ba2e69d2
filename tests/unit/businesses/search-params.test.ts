import { describe, expect, test } from "vitest";
import { loggedFilters, parseBusinessQuery, sortChoices, withCurrentSlugs } from "@/lib/businesses/search-params";
import type { FilterRefs } from "@/lib/taxonomy/types";

const refs: FilterRefs = {
  industries: [{ id: 1, slug: "commerce-de-detail", name_fr: "Commerce de détail", name_en: "Retail" }],
  categories: [
    { id: 7, slug: "restaurant", name_fr: "Restaurant", name_en: "Restaurant" },
    { id: 8, slug: "depanneur", name_fr: "Dépanneur", name_en: "Convenience store", former: ["epicerie-du-coin"] },
  ],
  regions: [
    { id: 13, slug: "montreal", name_fr: "Montréal", name_en: "Montreal" },
    { id: 15, slug: "laurentides", name_fr: "Laurentides", name_en: "Laurentians" },
  ],
  provinces: [{ id: 1, slug: "quebec", name_fr: "Québec", name_en: "Quebec" }],
};

describe("the /entreprises query", () => {
  test("reads every filter from the URL", () => {
    const parsed = parseBusinessQuery(
      {
        search: " dépanneur ",
        industry: "commerce-de-detail",
        category: "restaurant",
        region: "montreal",
        province: "quebec",
        price_min: "100 000",
        price_max: "500,000 $",
        revenue_min: "200000",
        real_estate: ["leased", "none"],
        seller_financing: "1",
        sort: "price_asc",
        page: "3",
      },
      refs,
    );
    expect(parsed.invalid).toEqual([]);
    expect(parsed.params).toMatchObject({
      query: "dépanneur",
      industryIds: [1],
      categoryIds: [7],
      regionIds: [13],
      provinceId: 1,
      priceMin: 100000,
      priceMax: 500000,
      revenueMin: 200000,
      revenueMax: null,
      realEstate: ["leased", "none"],
      sellerFinancing: true,
      sort: "price_asc",
      page: 3,
    });
    expect(parsed.query).not.toHaveProperty("page");
    expect(parsed.query.price_max).toBe("500000");
    expect(parsed.activeFilters).toBe(9);
  });

  test("bad values are named and ignored while the rest of the search still applies", () => {
    const parsed = parseBusinessQuery(
      {
        page: "abc",
        price_min: "-5",
        sort: "cheapest",
        region: "atlantis",
        real_estate: ["leased", "castle"],
        seller_financing: "maybe",
        category: "restaurant",
      },
      refs,
    );
    expect(parsed.invalid.sort()).toEqual(
      ["page", "price_min", "real_estate", "region", "seller_financing", "sort"].sort(),
    );
    expect(parsed.params).toMatchObject({
      page: 1,
      sort: "newest",
      regionIds: null,
      priceMin: null,
      categoryIds: [7],
      realEstate: ["leased"],
    });
    expect(parsed.form.price_min).toBe("-5");
    expect(parsed.query).toEqual({ category: ["restaurant"], real_estate: ["leased"] });
  });

  test("ranges given upside down are turned around; relevance needs words", () => {
    const parsed = parseBusinessQuery({ price_min: "900000", price_max: "100000", sort: "relevance" }, refs);
    expect(parsed.swapped).toEqual(["price"]);
    expect(parsed.params).toMatchObject({ priceMin: 100000, priceMax: 900000, sort: "newest" });
    expect(parseBusinessQuery({ search: "café" }, refs).params.sort).toBe("relevance");
  });

  test("the search log keeps the filters without the words", () => {
    const parsed = parseBusinessQuery({ search: "garage", region: "montreal" }, refs);
    expect(loggedFilters(parsed)).toEqual({ region: ["montreal"], sort: "relevance", page: 1 });
  });

  test("categories, industries and regions take several values, repeated or comma-separated", () => {
    const parsed = parseBusinessQuery(
      {
        category: ["depanneur", "restaurant"],
        region: "laurentides,montreal",
        industry: ["commerce-de-detail", "atlantis"],
      },
      refs,
    );
    expect(parsed.params).toMatchObject({ categoryIds: [8, 7], regionIds: [15, 13], industryIds: [1] });
    expect(parsed.invalid).toEqual(["industry"]);
    expect(parsed.form.category).toEqual(["depanneur", "restaurant"]);
    expect(parsed.query).toMatchObject({
      category: ["depanneur", "restaurant"],
      region: ["laurentides", "montreal"],
      industry: ["commerce-de-detail"],
    });
    expect(parsed.activeFilters).toBe(3);
  });

  test("a new keyword sorts by relevance unless the visitor chose a sort", () => {
    const browsing = sortChoices(parseBusinessQuery({}, refs));
    expect(browsing.selected).toBe("");
    expect(browsing.options).toEqual([
      { value: "", sort: "newest" },
      { value: "price_asc", sort: "price_asc" },
      { value: "price_desc", sort: "price_desc" },
    ]);
    // The blank default is left out of the URL, so the next search with words ranks by relevance.
    expect(parseBusinessQuery({ search: "dépanneur", sort: browsing.selected }, refs).params.sort).toBe("relevance");

    const chosen = sortChoices(parseBusinessQuery({ sort: "newest" }, refs));
    expect(chosen.selected).toBe("newest");
    expect(chosen.options[0]).toEqual({ value: "newest", sort: "newest" });
    expect(parseBusinessQuery({ search: "dépanneur", sort: chosen.selected }, refs).params.sort).toBe("newest");
  });
});

describe("an industry or category renamed since the link was made", () => {
  test("is found by its former slug, flagged for the redirect, and named by its new one in the kept query", () => {
    const parsed = parseBusinessQuery({ category: ["epicerie-du-coin", "restaurant"] }, refs);
    expect(parsed).toMatchObject({
      renamed: true,
      invalid: [],
      unknown: {},
      query: { category: ["depanneur", "restaurant"] },
    });
    expect(parsed.params.categoryIds).toEqual([8, 7]);
  });

  test("the redirect keeps every other parameter as it came, and a list in one parameter", () => {
    expect(
      withCurrentSlugs(
        { category: "epicerie-du-coin,restaurant", region: "montreal", sort: "price_asc" },
        refs,
      ).toString(),
    ).toBe("category=depanneur%2Crestaurant&region=montreal&sort=price_asc");
  });

  test("a slug that names nothing known is listed by its parameter, so the page can say which", () => {
    const parsed = parseBusinessQuery({ category: ["boulangerie", "restaurant"], province: "atlantide" }, refs);
    expect(parsed.renamed).toBe(false);
    expect(parsed.unknown).toEqual({ category: ["boulangerie"], province: ["atlantide"] });
    expect(parsed.invalid).toEqual(["category", "province"]);
    expect(parsed.params.categoryIds).toEqual([7]);
  });
});
