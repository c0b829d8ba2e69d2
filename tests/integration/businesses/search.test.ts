/**
 * The /entreprises search (searchBusinesses → public.search_entreprises) on the demo
 * catalogue of supabase/seed/catalogue.sql: relevance, accents, prefixes, typos, English,
 * every filter and sort, pages, and what is never found (drafts, archived, sold by default).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { searchBusinesses } from "@/lib/businesses/queries/search";
import { getRegionBySlug } from "@/lib/taxonomy/queries/regions";
import { getProvinceBySlug } from "@/lib/taxonomy/queries/provinces";
import { getCategoryBySlug } from "@/lib/taxonomy/queries/category-pages";
import type { BusinessCard, BusinessSearchParams } from "@/lib/businesses/types";
import { anonClient, cleanup, demoSeller, sql } from "@/tests/support/db";

let anon: SupabaseClient;

async function search(params: BusinessSearchParams, client: SupabaseClient = anon) {
  return searchBusinesses(client, params);
}

async function slugsFor(params: BusinessSearchParams) {
  return (await search({ pageSize: 100, ...params })).rows.map((r) => r.slug);
}

beforeAll(() => {
  anon = anonClient();
});

afterAll(cleanup);

describe("full text", () => {
  it("ignores accents: 'depanneur' finds the Dépanneur listings, best match first", async () => {
    const { rows, total } = await search({ query: "depanneur" });
    expect(total).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.title_fr).toMatch(/^Dépanneur/);
    expect(rows.map((r) => r.slug)).toEqual(
      expect.arrayContaining(["depanneur-rentable-centre-ville-rimouski", "depanneur-biere-vin-drummondville"]),
    );
  });

  it("finds accented words typed with accents and in capitals alike", async () => {
    expect(await slugsFor({ query: "DÉPANNEUR" })).toEqual(await slugsFor({ query: "depanneur" }));
    expect(await slugsFor({ query: "érablière" })).toContain("erabliere-5000-entailles-beauce");
    expect(await slugsFor({ query: "erabliere" })).toContain("erabliere-5000-entailles-beauce");
  });

  it("matches the beginning of a word: 'boulan' finds the Boulangerie", async () => {
    expect(await slugsFor({ query: "boulan" })).toEqual(["boulangerie-patisserie-vieux-quebec"]);
  });

  it("tolerates a typo: 'restaurnt' finds the family restaurant, first", async () => {
    const rows = await slugsFor({ query: "restaurnt" });
    expect(rows[0]).toBe("restaurant-familial-saint-sauveur");
  });

  it("tolerates a typo in one word of several: 'fromagrie victoriaville'", async () => {
    expect(await slugsFor({ query: "fromagrie victoriaville" })).toEqual(["fromagerie-artisanale-victoriaville"]);
  });

  it("finds English text with English words, stemmed ('removal', 'trucks', 'bakeries')", async () => {
    expect(await slugsFor({ query: "snow removal" })).toEqual(["entreprise-deneigement-terrebonne"]);
    expect(await slugsFor({ query: "trucking" })).toContain("entreprise-camionnage-drummondville");
    expect(await slugsFor({ query: "bakery" })).toContain("boulangerie-patisserie-vieux-quebec");
  });

  it("requires every word (AND) and ignores stop words", async () => {
    const both = await slugsFor({ query: "dépanneur rimouski" });
    expect(both).toEqual(["depanneur-rentable-centre-ville-rimouski"]);
    expect(await slugsFor({ query: "le dépanneur de Rimouski" })).toEqual(both);
  });

  it("finds the city of a listing but not the hidden city of a confidential one", async () => {
    expect(await slugsFor({ query: "Magog" })).toContain("cremerie-bord-de-l-eau-magog");
    // The Rouyn-Noranda pharmacy is confidential: its city is not searchable.
    expect(await slugsFor({ query: "Rouyn" })).not.toContain("pharmacie-affiliee-rouyn-noranda");
    expect(await slugsFor({ query: "pharmacie" })).toContain("pharmacie-affiliee-rouyn-noranda");
  });

  it("gives no result for words that match nothing, and everything for blank text", async () => {
    expect((await search({ query: "zzzqqxw" })).total).toBe(0);
    const all = await search({ query: "   " });
    const [counted] = await sql()<
      { n: number }[]
    >`select count(*)::int as n from public.entreprises where status in ('published', 'under_offer')`;
    const odd =
      await sql()`select s.id, s.status, e.status as listing_status, e.stale_since, e.slug from public.entreprise_search s left join public.entreprises e on e.id = s.id where e.id is null or e.status::text <> s.status::text or e.stale_since is not null`;
    expect(odd).toEqual([]);
    expect(all.total).toBe(counted!.n);
  });
});

describe("visibility", () => {
  it("never returns drafts, archived or (by default) sold listings, even to their owner", async () => {
    const seller = await demoSeller();
    for (const client of [anon, seller.client]) {
      const rows = (await search({ pageSize: 100 }, client)).rows;
      expect(rows.every((r) => r.status === "published" || r.status === "under_offer")).toBe(true);
      const slugs = rows.map((r) => r.slug);
      expect(slugs).not.toContain("brouillon-traiteur-levis");
      expect(slugs).not.toContain("fleuriste-centre-commercial-laval");
    }
  });

  it("includes sold listings, flagged as sold, when asked", async () => {
    const rows = (await search({ includeSold: true, pageSize: 100 })).rows;
    expect(rows.find((r) => r.slug === "garderie-privee-laval")?.status).toBe("sold");
  });

  it("hides the city and the business name of confidential listings", async () => {
    const rows = (await search({ pageSize: 100 })).rows;
    const blind = rows.find((r) => r.slug === "epicerie-fine-plateau")!;
    expect(blind).toMatchObject({ confidential: true, city: null, business_name: null });
    const open = rows.find((r) => r.slug === "depanneur-rentable-centre-ville-rimouski")!;
    expect(open).toMatchObject({ confidential: false, city: "Rimouski", business_name: "Dépanneur du Fleuve" });
  });

  it("shows 'price on request' listings without a price", async () => {
    const rows = (await search({ pageSize: 100 })).rows;
    expect(rows.find((r) => r.slug === "pharmacie-affiliee-rouyn-noranda")).toMatchObject({
      price_on_request: true,
      asking_price: null,
    });
  });
});

describe("filters", () => {
  const every = (rows: BusinessCard[], check: (r: BusinessCard) => boolean) => rows.length > 0 && rows.every(check);

  it("by region and by province", async () => {
    const montreal = (await getRegionBySlug(anon, "montreal"))!;
    const rows = (await search({ regionIds: [montreal.id], pageSize: 100 })).rows;
    expect(every(rows, (r) => r.region?.slug === "montreal")).toBe(true);

    const ontario = (await getProvinceBySlug(anon, "ontario"))!;
    expect(await slugsFor({ provinceId: ontario.id })).toEqual(["imprimerie-commerciale-ottawa"]);
  });

  it("by category and by industry (through the category-industry map)", async () => {
    const category = (await getCategoryBySlug(anon, "depanneur"))!;
    const rows = (await search({ categoryIds: [category.id], pageSize: 100 })).rows;
    expect(every(rows, (r) => r.category.name_fr === "Dépanneur")).toBe(true);
    expect(rows).toHaveLength(2);

    const [industry] = await sql()<
      { id: number }[]
    >`select id from public.entreprise_industries where name_fr = 'Services automobiles'`;
    const automotive = (await search({ industryIds: [Number(industry!.id)], pageSize: 100 })).rows.map(
      (r) => r.category.name_fr,
    );
    expect(automotive).toEqual(expect.arrayContaining(["Garage de mécanique", "Station-service"]));
    expect(automotive).not.toContain("Restaurant");
  });

  it("several categories, industries or regions: any of them matches (a dépanneur or a restaurant, in Laval or Montréal)", async () => {
    const depanneur = (await getCategoryBySlug(anon, "depanneur"))!;
    const restaurant = (await getCategoryBySlug(anon, "restaurant"))!;
    const either = (await search({ categoryIds: [depanneur.id, restaurant.id], pageSize: 100 })).rows;
    const names = new Set(either.map((r) => r.category.name_fr));
    expect(names).toEqual(new Set(["Dépanneur", "Restaurant"]));

    const laval = (await getRegionBySlug(anon, "laval"))!;
    const montreal = (await getRegionBySlug(anon, "montreal"))!;
    const inLaval = (await search({ regionIds: [laval.id], pageSize: 100 })).rows.length;
    const inMontreal = (await search({ regionIds: [montreal.id], pageSize: 100 })).rows.length;
    const both = (await search({ regionIds: [laval.id, montreal.id], pageSize: 100 })).rows;
    expect(both.length).toBe(inLaval + inMontreal);
    expect(every(both, (r) => r.region?.slug === "laval" || r.region?.slug === "montreal")).toBe(true);

    const industries = await sql()<
      { id: number }[]
    >`select id from public.entreprise_industries where name_fr in ('Services automobiles', 'Commerce de détail') order by id`;
    const mixed = (await search({ industryIds: industries.map((i) => Number(i.id)), pageSize: 100 })).rows.map(
      (r) => r.category.name_fr,
    );
    expect(mixed).toEqual(expect.arrayContaining(["Garage de mécanique", "Dépanneur"]));
  });

  it("by price and revenue ranges (bounds included; 'price on request' is outside any price range)", async () => {
    const rows = (await search({ priceMin: 300000, priceMax: 700000, pageSize: 100 })).rows;
    expect(every(rows, (r) => r.asking_price !== null && r.asking_price >= 300000 && r.asking_price <= 700000)).toBe(
      true,
    );
    expect(rows.map((r) => r.slug)).toContain("pizzeria-livraison-laval"); // 465 000
    expect(await slugsFor({ priceMin: 389000, priceMax: 389000 })).toEqual([
      "depanneur-rentable-centre-ville-rimouski",
    ]);

    const revenue = (await search({ revenueMin: 5000000, pageSize: 100 })).rows;
    expect(every(revenue, (r) => (r.gross_revenue ?? 0) >= 5000000)).toBe(true);
    expect(revenue.map((r) => r.slug)).toEqual(
      expect.arrayContaining(["quincaillerie-affiliee-alma", "pharmacie-affiliee-rouyn-noranda"]),
    );
    const small = (await search({ revenueMax: 300000, pageSize: 100 })).rows;
    expect(every(small, (r) => (r.gross_revenue ?? Infinity) <= 300000)).toBe(true);
  });

  it("by real estate and seller financing", async () => {
    const owned = (await search({ realEstate: ["owned_included"], pageSize: 100 })).rows;
    expect(every(owned, (r) => r.real_estate === "owned_included")).toBe(true);
    const either = (await search({ realEstate: ["leased", "none"], pageSize: 100 })).rows;
    expect(every(either, (r) => r.real_estate === "leased" || r.real_estate === "none")).toBe(true);

    const financed = (await search({ sellerFinancing: true, pageSize: 100 })).rows;
    expect(every(financed, (r) => r.seller_financing)).toBe(true);
    const notFinanced = (await search({ sellerFinancing: false, pageSize: 100 })).rows;
    expect(every(notFinanced, (r) => !r.seller_financing)).toBe(true);
  });

  it("combines text and filters", async () => {
    const laval = (await getRegionBySlug(anon, "laval"))!;
    const rows = await slugsFor({ query: "pizzeria", regionIds: [laval.id], sellerFinancing: true });
    expect(rows).toEqual(["pizzeria-livraison-laval"]);
  });
});

describe("sorts", () => {
  it("newest first", async () => {
    const rows = (await search({ sort: "newest", pageSize: 100 })).rows;
    const dates = rows.map((r) => Date.parse(r.published_at!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("by price, ascending and descending, 'price on request' last", async () => {
    const up = (await search({ sort: "price_asc", pageSize: 100 })).rows;
    const prices = up.filter((r) => r.asking_price !== null).map((r) => r.asking_price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(up.at(-1)!.asking_price).toBeNull();

    const down = (await search({ sort: "price_desc", pageSize: 100 })).rows;
    const downPrices = down.filter((r) => r.asking_price !== null).map((r) => r.asking_price!);
    expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
    expect(down.at(-1)!.asking_price).toBeNull();
  });

  it("by relevance: a title match outranks a description match", async () => {
    const rows = await slugsFor({ query: "dépanneur", sort: "relevance" });
    // The gas station mentions "dépanneur" in its title after "Station-service"; the campground only in its description.
    expect(rows.indexOf("depanneur-rentable-centre-ville-rimouski")).toBeLessThan(
      rows.indexOf("camping-bord-de-riviere-lanaudiere"),
    );
  });

  it("rejects an unknown sort", async () => {
    await expect(searchBusinesses(anon, { sort: "cheapest" as never })).rejects.toMatchObject({ code: "22023" });
  });
});

describe("pages", () => {
  it("splits results into pages of the requested size with the total", async () => {
    const first = await search({ sort: "newest", pageSize: 10, page: 1 });
    const second = await search({ sort: "newest", pageSize: 10, page: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.rows).toHaveLength(10);
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.rows, ...second.rows].map((r) => r.id));
    expect(ids.size).toBe(20);
  });

  it("uses 20 per page by default and at most 100", async () => {
    expect((await search({})).pageSize).toBe(20);
    expect((await search({ pageSize: 5000 })).pageSize).toBe(100);
  });

  it("clamps page 0 and negative pages to page 1", async () => {
    const first = await search({ sort: "newest", page: 1 });
    for (const page of [0, -3]) {
      const clamped = await search({ sort: "newest", page });
      expect(clamped.page).toBe(1);
      expect(clamped.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    }
  });

  it("gives an empty page with the real total past the end", async () => {
    const beyond = await search({ page: 999, pageSize: 20 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBeGreaterThan(40);
    expect(beyond.page).toBe(999);
  });

  it("gives the remainder on the last page", async () => {
    const { total } = await search({ pageSize: 20 });
    const last = await search({ page: Math.ceil(total / 20), pageSize: 20 });
    expect(last.rows).toHaveLength(total % 20 || 20);
  });
});
