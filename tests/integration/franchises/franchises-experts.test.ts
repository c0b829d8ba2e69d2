/**
 * The franchise list's budget range and sorts, and the experts directory's text filter
 * (supabase/schemas/franchises.sql and experts.sql), on the demo seed.
 */
import { afterAll, describe, expect, it } from "vitest";
import { listExperts } from "@/lib/experts/queries/public";
import { searchFranchises } from "@/lib/franchises/queries/public";
import { countSitemapBusinesses, listCatalogueSitemapEntries, listSitemapBusinesses } from "@/lib/site/queries/sitemap";
import { catalogueSitemapXml } from "@/lib/site/sitemap";
import { anonClient, cleanup, sql } from "@/tests/support/db";

const anon = () => anonClient();

afterAll(cleanup);

describe("franchise list", () => {
  it("keeps franchises whose investment range overlaps the budget", async () => {
    const data = await searchFranchises(anon(), { investmentMin: 500000, investmentMax: 650000 });
    const names = data!.rows.map((f) => f.name);
    // Poutinerie 350–550 k, Énergie Gym 600–1 100 k and Mécano 420–700 k overlap; Café Boréal (280–420 k) does not.
    expect(names).toEqual(expect.arrayContaining(["Poutinerie Express", "Énergie Gym 24/7", "Mécano Rapide"]));
    expect(names).not.toContain("Café Boréal");
    expect(data!.rows.every((f) => f.investment_min! <= 650000 && f.investment_max! >= 500000)).toBe(true);
  });

  it("sorts by investment and by number of units", async () => {
    const ascending = (await searchFranchises(anon(), { sort: "investment_asc" }))!.rows.map((f) => f.investment_min!);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await searchFranchises(anon(), { sort: "investment_desc" }))!.rows.map(
      (f) => f.investment_max!,
    );
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const units = (await searchFranchises(anon(), { sort: "units_desc" }))!.rows.map((f) => f.units_count!);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    // The default order keeps the featured franchises first when there is no text.
    const first = (await searchFranchises(anon()))!.rows.slice(0, 2).map((f) => f.name);
    expect(first.sort()).toEqual(["Café Boréal", "Poutinerie Express"]);
  });
});

describe("experts directory text filter", () => {
  it("finds experts by name, company or city, ignoring accents and case", async () => {
    expect((await listExperts(anon(), { query: "cote" }))!.rows.map((e) => e.name)).toEqual(["Isabelle Côté, CPA"]);
    expect((await listExperts(anon(), { query: "WHITFIELD gatineau" }))!.rows.map((e) => e.name)).toEqual([
      "Karen Whitfield",
    ]);
    expect((await listExperts(anon(), { query: "sherbrooke" }))!.rows.map((e) => e.name)).toEqual(["Me Nathalie Roy"]);
  });

  it("also matches the profession in both languages, the firm, the city and the regions served", async () => {
    const names = async (query: string) => (await listExperts(anon(), { query }))!.rows.map((e) => e.name).sort();
    expect(await names("comptable")).toEqual(["Isabelle Côté, CPA"]);
    expect(await names("Accountant")).toEqual(["Isabelle Côté, CPA"]);
    expect(await names("notaire")).toEqual(["Me Nathalie Roy"]);
    expect(await names("courtier")).toEqual(["Karen Whitfield", "Marc-André Gagnon"]);
    expect(await names("Lévis")).toEqual(["Isabelle Côté, CPA"]);
    expect(await names("Chaudière-Appalaches")).toEqual(["Isabelle Côté, CPA"]);
    expect(await names("laurentians")).toEqual(["Marc-André Gagnon", "Sarah Nguyen"]);
    expect(await names("avocats")).toEqual(["Me Olivier Tremblay"]);
  });

  it("folds the French ligatures œ and æ the same way on both sides", async () => {
    const slug = `coeur-test-${Date.now().toString(36)}`;
    const [owner] = await sql()<{ id: string }[]>`select id from public.profiles where email = 'vendeur@demo.local'`;
    await sql()`
      insert into public.experts (slug, owner_id, status, name, profession, company, city)
      values (${slug}, ${owner!.id}, 'published', 'Test Lætitia Bœuf', 'accountant', 'Cœur de ville conseil', 'Sainte-Thérèse')`;
    try {
      for (const query of ["cœur", "coeur", "CŒUR de VILLE", "laetitia", "Læti", "boeuf"]) {
        expect(
          (await listExperts(anon(), { query }))!.rows.map((e) => e.name),
          query,
        ).toEqual(["Test Lætitia Bœuf"]);
      }
    } finally {
      await sql()`delete from public.experts where slug = ${slug}`;
    }
  });

  it("treats pattern characters as text and never shows drafts", async () => {
    expect((await listExperts(anon(), { query: "%" }))!.total).toBe(0);
    expect((await listExperts(anon(), { query: "_" }))!.total).toBe(0);
    expect((await listExperts(anon(), { query: "lavoie" }))!.total).toBe(0);
  });
});

describe("sitemap entries", () => {
  it("lists public listings, properties and franchises with their last change, and no draft", async () => {
    const data = await listCatalogueSitemapEntries(anon());
    const paths = data!.map((e) => e.path);
    expect(paths).toContain("/immobilier/entrepot-industriel-boisbriand");
    expect(paths).not.toContain("/immobilier/brouillon-bureau-longueuil");
    expect(paths.some((p) => /^\/franchises\/\d+$/.test(p))).toBe(true);
    expect(paths.some((p) => p.startsWith("/entreprises/categories/"))).toBe(true);
    expect(paths).toContain("/entreprises/regions/abitibi");
    expect(paths).toContain("/entreprises/provinces/quebec");
    expect(data!.find((e) => e.path === "/immobilier/entrepot-industriel-boisbriand")!.lastModified).toMatch(
      /^\d{4}-\d{2}-\d{2}/,
    );
  });

  it("pages through the public business listings in batches, without drafts", async () => {
    const total = (await countSitemapBusinesses(anon()))!;
    const [counted] = await sql()<{ n: number }[]>`
      select count(*)::int as n from public.entreprises where status in ('published', 'under_offer', 'sold')`;
    expect(total).toBe(counted!.n);
    const all = (await listSitemapBusinesses(anon(), { offset: 0, limit: 50000 }))!;
    expect(all).toHaveLength(total);
    const drafts = await sql()<{ slug: string }[]>`select slug from public.entreprises where status = 'draft'`;
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) expect(all.map((e) => e.path)).not.toContain(`/entreprises/${d.slug}`);
    const tail = (await listSitemapBusinesses(anon(), { offset: total - 5, limit: 10 }))!;
    expect(tail).toEqual(all.slice(total - 5));
    expect(await listSitemapBusinesses(anon(), { offset: total + 10, limit: 10 })).toEqual([]);
  });

  it("becomes an index of parts once the URLs pass the limit: fixed pages first, then every listing once", async () => {
    const limit = 25;
    const total = (await countSitemapBusinesses(anon()))!;
    const parts = 1 + Math.ceil(total / limit);
    expect(parts).toBeGreaterThan(2);
    const index = (await catalogueSitemapXml(anon(), "en", null, limit))!;
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(parts);
    expect(index).toContain(`/en/sitemap.xml?part=${parts}</loc>`);

    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const first = locs((await catalogueSitemapXml(anon(), "en", 1, limit))!);
    expect(first).toEqual(
      expect.arrayContaining([
        "/en/a-propos",
        "/en/entreprises/regions/abitibi",
        "/en/immobilier/entrepot-industriel-boisbriand",
      ]),
    );
    const all = (await listSitemapBusinesses(anon(), { offset: 0, limit: total }))!.map((e) => `/en${e.path}`);
    expect(first.filter((path) => all.includes(path))).toEqual([]);

    const listed: string[] = [];
    for (let part = 2; part <= parts; part++) {
      const paths = locs((await catalogueSitemapXml(anon(), "en", part, limit))!);
      expect(paths.length).toBeLessThanOrEqual(limit);
      listed.push(...paths);
    }
    expect(listed).toEqual(all);
    expect(await catalogueSitemapXml(anon(), "en", parts + 1, limit)).toBeNull();
  });
});
