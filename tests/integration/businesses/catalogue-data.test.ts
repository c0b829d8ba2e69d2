/**
 * The catalogue's data functions on the demo seed: reference data and landing pages,
 * home-page lists, listing pages, seller cards, real estate, franchises and experts.
 */
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { getCategoryBySlug, listCategoryPages } from "@/lib/taxonomy/queries/category-pages";
import { getExpertBySlug, listExperts } from "@/lib/experts/queries/public";
import { getFranchise, listFranchiseCategories, searchFranchises } from "@/lib/franchises/queries/public";
import {
  getBusinessBySlug,
  listFeaturedBusinesses,
  listLatestBusinesses,
  listSellerBusinesses,
  listSimilarBusinesses,
  recordBusinessView,
} from "@/lib/businesses/queries/public";
import { getProvinceBySlug, listProvinces } from "@/lib/taxonomy/queries/provinces";
import { getPropertyBySlug, searchProperties } from "@/lib/properties/queries/public";
import { getRegionBySlug, listRegions, listRegionsWithCounts } from "@/lib/taxonomy/queries/regions";
import { getSellerCards } from "@/lib/accounts/queries/sellers";
import { anonClient, cleanup, demoSeller, serviceClient, sql } from "@/tests/support/db";

const anon = () => anonClient();

afterAll(cleanup);

describe("reference data", () => {
  it("has Québec's 17 regions, with the footer's six slugs", async () => {
    const data = await listRegions(anon());
    expect(data).toHaveLength(17);
    expect(data!.map((r) => r.slug)).toEqual(
      expect.arrayContaining([
        "abitibi",
        "bas-saint-laurent",
        "capitale-nationale",
        "chaudiere-appalaches",
        "cote-nord",
        "estrie",
        "montreal",
      ]),
    );
    expect(await getRegionBySlug(anon(), "abitibi")).toMatchObject({
      code: "08",
      name_fr: "Abitibi-Témiscamingue",
    });
    expect(await getRegionBySlug(anon(), "atlantide")).toBeNull();
  });

  it("has Canada's 13 provinces and territories with codes and both names", async () => {
    const data = await listProvinces(anon());
    expect(data).toHaveLength(13);
    expect(data![0]).toMatchObject({ code: "QC", slug: "quebec", name_fr: "Québec", name_en: "Quebec" });
    expect(await getProvinceBySlug(anon(), "colombie-britannique")).toMatchObject({
      code: "BC",
      name_en: "British Columbia",
    });
    expect(await getProvinceBySlug(anon(), "texas")).toBeNull();
  });

  it("counts public businesses per region (sold and drafts not counted)", async () => {
    const data = await listRegionsWithCounts(anon());
    const laval = data!.find((r) => r.slug === "laval")!;
    const [counted] = await sql()<{ n: number }[]>`
      select count(*)::int as n from public.entreprises e join public.regions r on r.id = e.region_id
      where r.slug = 'laval' and e.status in ('published', 'under_offer')`;
    expect(laval.listing_count).toBe(counted!.n);
    expect(data!.find((r) => r.slug === "nord-du-quebec")!.listing_count).toBe(0);
  });

  it("finds categories by the slug of their French name", async () => {
    expect((await getCategoryBySlug(anon(), "boulangerie-patisserie"))?.name_fr).toBe("Boulangerie-pâtisserie");
    expect((await getCategoryBySlug(anon(), "magasin-darticles-de-sport"))?.name_fr).toBe(
      "Magasin d'articles de sport",
    );
    expect(await getCategoryBySlug(anon(), "inconnue")).toBeNull();
    const all = (await listCategoryPages(anon()))!;
    expect(new Set(all.map((c) => c.slug)).size).toBe(all.length);
  });
});

describe("business listings", () => {
  it("has at least 60 demo listings across types, regions and categories", async () => {
    const [counts] = await sql()<
      {
        entreprises: number;
        immobilier: number;
        franchises: number;
        experts: number;
        regions: number;
        categories: number;
      }[]
    >`
      select (select count(*)::int from public.entreprises) as entreprises, (select count(*)::int from public.immobilier) as immobilier,
             (select count(*)::int from public.franchises) as franchises, (select count(*)::int from public.experts) as experts,
             (select count(distinct region_id)::int from public.entreprises) as regions,
             (select count(distinct category_id)::int from public.entreprises) as categories`;
    expect(counts!.entreprises + counts!.immobilier + counts!.franchises + counts!.experts).toBeGreaterThanOrEqual(60);
    expect(counts!.regions).toBeGreaterThanOrEqual(15);
    expect(counts!.categories).toBeGreaterThanOrEqual(40);
  });

  it("reads a listing page with its category, region and province", async () => {
    const data = await getBusinessBySlug(anon(), "boulangerie-patisserie-vieux-quebec");
    expect(data).toMatchObject({
      title_fr: "Boulangerie-pâtisserie artisanale dans le Vieux-Québec",
      category: { name_fr: "Boulangerie-pâtisserie", name_en: "Bakery and pastry shop" },
      region: { slug: "capitale-nationale" },
      province: { code: "QC" },
      city: "Québec",
      asking_price: 685000,
      real_estate: "owned_optional",
    });
    // The demo seed's photos (scripts/seed-photos.ts): files of the owner's folder, as the editor saves them.
    expect(data!.images.length).toBeGreaterThan(0);
    for (const image of data!.images)
      expect(image).toEqual({
        path: expect.stringMatching(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/),
        alt_fr: "",
        alt_en: "",
      });
    expect(await getBusinessBySlug(anon(), "nexiste-pas")).toBeNull();
  });

  it("counts a view without touching updated_at", async () => {
    const slug = "librairie-independante-sherbrooke";
    const [before] = await sql()<
      { view_count: number; updated_at: Date }[]
    >`select view_count, updated_at from public.entreprises where slug = ${slug}`;
    expect(await recordBusinessView(serviceClient(), slug, randomBytes(32).toString("hex"))).toBe(true);
    const [after] = await sql()<
      { view_count: number; updated_at: Date }[]
    >`select view_count, updated_at from public.entreprises where slug = ${slug}`;
    expect(after!.view_count).toBe(before!.view_count + 1);
    expect(after!.updated_at).toEqual(before!.updated_at);
  });

  it("lists similar listings: same category first, never the listing itself", async () => {
    const business = await getBusinessBySlug(anon(), "depanneur-rentable-centre-ville-rimouski");
    const data = await listSimilarBusinesses(anon(), business!, 4);
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.map((l) => l.slug)).not.toContain(business!.slug);
    expect(data![0]!.category.name_fr).toBe("Dépanneur");
  });

  it("lists the latest and the featured listings for the home page", async () => {
    const latest = (await listLatestBusinesses(anon(), 5))!;
    expect(latest).toHaveLength(5);
    expect(latest.every((l) => l.status === "published" || l.status === "under_offer")).toBe(true);
    const featured = (await listFeaturedBusinesses(anon(), 10))!;
    expect(featured.length).toBeGreaterThan(2);
    expect(featured.every((l) => l.featured && l.status === "published")).toBe(true);
  });

  it("lists a seller's public listings in pages, never a draft or an archived one, even to the seller", async () => {
    const seller = await demoSeller();
    const { rows: visible, total, pageSize } = await listSellerBusinesses(anon(), seller.userId, 1);
    expect(visible.length).toBeGreaterThan(5);
    expect(total).toBe(visible.length);
    expect(visible.some((l) => l.status === "draft" || l.status === "archived")).toBe(false);
    const asSeller = await listSellerBusinesses(seller.client, seller.userId, 1);
    expect(asSeller.rows.map((l) => l.id)).toEqual(visible.map((l) => l.id));
    // Past the last page: no card, the same total (the page then links back to the others).
    const past = await listSellerBusinesses(anon(), seller.userId, Math.ceil(total / pageSize) + 1);
    expect(past).toMatchObject({ rows: [], total });
  });

  it("gives seller cards only for owners with public listings", async () => {
    const seller = await demoSeller();
    const [admin] = await sql()<{ id: string }[]>`select id from public.profiles where email = 'admin@demo.local'`;
    const data = await getSellerCards(anon(), [seller.userId, admin!.id]);
    expect(data).toEqual([
      {
        id: seller.userId,
        first_name: "Sophie",
        last_name: "Tremblay",
        avatar_url: null,
        public_slug: "sophie-tremblay",
      },
    ]);
  });
});

describe("commercial real estate", () => {
  it("filters by type and transaction and finds text", async () => {
    const leases = (await searchProperties(anon(), { transactionType: "lease" }))!;
    expect(leases.rows.length).toBeGreaterThan(1);
    expect(leases.rows.every((p) => p.transaction_type === "lease" && p.lease_rate !== null)).toBe(true);
    const industrial = (await searchProperties(anon(), { propertyType: "industrial" }))!;
    expect(industrial.rows.every((p) => p.property_type === "industrial")).toBe(true);
    const text = (await searchProperties(anon(), { query: "entrepot boisbriand" }))!;
    expect(text.rows.map((p) => p.slug)).toEqual(["entrepot-industriel-boisbriand"]);
    expect(text.total).toBe(1);
  });

  it("reads a property page", async () => {
    const data = await getPropertyBySlug(anon(), "multilogement-12-unites-trois-rivieres");
    expect(data).toMatchObject({
      property_type: "multi_residential",
      price: 1650000,
      region: { slug: "mauricie" },
      city: "Trois-Rivières",
    });
  });
});

describe("franchises and experts", () => {
  it("lists franchise categories and searches franchises by text, category and investment", async () => {
    const categories = (await listFranchiseCategories(anon()))!;
    expect(categories.map((c) => c.slug)).toContain("restauration-rapide");
    const all = (await searchFranchises(anon()))!;
    expect(all.total).toBe(7);
    const cheap = (await searchFranchises(anon(), { investmentMax: 100000 }))!;
    expect(cheap.rows.every((f) => (f.investment_min ?? 0) <= 100000)).toBe(true);
    const text = (await searchFranchises(anon(), { query: "poutine" }))!;
    expect(text.rows[0]!.name).toBe("Poutinerie Express");
    const detail = await getFranchise(anon(), text.rows[0]!.id);
    expect(detail).toMatchObject({
      name: "Poutinerie Express",
      category: { slug: "restauration-rapide" },
      royalty_percent: 5,
    });
    expect(await getFranchise(anon(), -1)).toBeNull();
  });

  it("lists published experts by profession, region and language", async () => {
    const brokers = (await listExperts(anon(), { profession: "business_broker" }))!;
    expect(brokers.rows.map((e) => e.name)).toEqual(expect.arrayContaining(["Marc-André Gagnon", "Karen Whitfield"]));
    // A profession that is not the expert's main one finds them too.
    await sql()`update public.experts set professions = '{accountant,valuator}' where name = 'Isabelle Côté, CPA'`;
    try {
      const valuators = (await listExperts(anon(), { profession: "valuator" }))!;
      expect(valuators.rows.map((e) => e.name)).toEqual(
        expect.arrayContaining(["Jean-François Bélanger, EEE", "Isabelle Côté, CPA"]),
      );
    } finally {
      await sql()`update public.experts set professions = '{accountant}' where name = 'Isabelle Côté, CPA'`;
    }
    const laval = (await getRegionBySlug(anon(), "laval"))!;
    const inLaval = (await listExperts(anon(), { regionId: laval.id }))!;
    expect(inLaval.rows.every((e) => e.region_ids.includes(laval.id))).toBe(true);
    const vietnamese = (await listExperts(anon(), { language: "vi" }))!;
    expect(vietnamese.rows.map((e) => e.name)).toEqual(["Sarah Nguyen"]);
    // Past the last page: no card, the same total as the filtered list's (the page links back to the first).
    const pastTheEnd = await listExperts(anon(), { language: "vi", page: 50 });
    expect(pastTheEnd).toMatchObject({ rows: [], total: vietnamese.total, page: 50 });
    expect(await getExpertBySlug(anon(), "pierre-lavoie")).toBeNull();
  });
});
