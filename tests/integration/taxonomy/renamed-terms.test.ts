/**
 * A renamed industry or business category (issue 39) keeps working wherever its old address was
 * kept: the saved searches' stored filters follow the rename, the alerts' matching finds the term by
 * its old slug, an old /entreprises link is read as the new one (the page redirects to it), a
 * category page's old address leads to the new one, and a filter that names nothing known is said so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeFilters } from "@/lib/businesses/describe-filters";
import { parseBusinessQuery, withCurrentSlugs } from "@/lib/businesses/search-params";
import { slugify } from "@/lib/slug";
import { saveCategoryAction, deleteCategoryAction } from "@/lib/taxonomy/actions/manage-category.core";
import { saveIndustryAction } from "@/lib/taxonomy/actions/manage-industry.core";
import { loadFilterRefs } from "@/lib/taxonomy/filter-refs";
import { renamedCategorySlug } from "@/lib/taxonomy/landing";
import { cleanup, createTestUser, serviceClient, sql, uniqueName, type TestUser } from "@/tests/support/db";

let admin: TestUser;
let buyer: TestUser;
let seller: TestUser;
let industryId: number;
let categoryId: number;
let listingId: number;
let searchId: number;
const oldName = uniqueName("Renommage test boulangerie");
const newName = uniqueName("Renommage test pâtisserie");
const oldSlug = slugify(oldName);
const newSlug = slugify(newName);

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  buyer = await createTestUser({ firstName: "Béa" });
  seller = await createTestUser();
  const industry = await saveIndustryAction.execute(
    { name_fr: uniqueName("Renommage test secteur"), name_en: "", notion_id: "" },
    admin.client,
  );
  industryId = industry.ok ? industry.data.id : 0;
  const category = await saveCategoryAction.execute(
    { name_fr: oldName, name_en: "Test bakery", industry_ids: [String(industryId)] },
    admin.client,
  );
  categoryId = category.ok ? category.data.id : 0;
  const saved = await buyer.client
    .from("saved_searches")
    .insert({
      name: "Boulangeries",
      filters: { category: [oldSlug, "nowhere-slug"], region: "estrie", price_max: "1000000" },
      frequency: "daily",
      language: "fr",
    })
    .select("id")
    .single();
  searchId = saved.data!.id;
  const [row] = await sql()<{ id: number }[]>`
    insert into public.entreprises (slug, owner_id, status, title_fr, description_fr, category_id, asking_price, region_id, province_id)
    values (${oldSlug}, ${seller.id}, 'published', 'Boulangerie à renommer', 'Annonce de test.', ${categoryId}, 250000, 5, 1)
    returning id`;
  listingId = Number(row!.id);
  await sql()`update public.entreprises set published_at = now(), last_confirmed_at = now() where id = ${listingId}`;
});

afterAll(async () => {
  await sql()`delete from public.entreprises where id = ${listingId}`;
  await sql()`delete from public.entreprise_categories where id = ${categoryId}`;
  await sql()`delete from public.entreprise_industries where id = ${industryId}`;
  await cleanup();
});

describe("renaming a category", () => {
  it("rewrites the saved searches that named it, and the alerts still find its businesses by the old slug", async () => {
    const renamed = await saveCategoryAction.execute(
      { id: categoryId, name_fr: newName, name_en: "Test pastry", industry_ids: [String(industryId)] },
      admin.client,
    );
    expect(renamed.ok).toBe(true);

    const [search] = await sql()<{ filters: Record<string, unknown> }[]>`
      select filters from public.saved_searches where id = ${searchId}`;
    expect(search!.filters).toEqual({ category: [newSlug, "nowhere-slug"], region: "estrie", price_max: "1000000" });

    // A filter the trigger never saw (an old digest's, a copy) still matches through the former slug.
    const since = new Date(Date.now() - 3_600_000).toISOString();
    for (const category of [oldSlug, newSlug]) {
      const { data, error } = await serviceClient().rpc("alert_matches", {
        p_filters: { category } as never,
        p_since: since,
      });
      expect(error).toBeNull();
      expect((data as unknown as { id: number }[]).map((r) => Number(r.id))).toContain(listingId);
    }
  });

  it("reads an old /entreprises link as the new address, and says which filter names nothing known", async () => {
    const refs = await loadFilterRefs();
    const old = parseBusinessQuery({ category: oldSlug, sort: "price_asc" }, refs);
    expect(old.renamed).toBe(true);
    expect(old.params.categoryIds).toEqual([categoryId]);
    expect(old.invalid).toEqual([]);
    expect(withCurrentSlugs({ category: oldSlug, sort: "price_asc" }, refs).toString()).toBe(
      `category=${newSlug}&sort=price_asc`,
    );

    const gone = parseBusinessQuery({ category: ["boulangerie-disparue", newSlug] }, refs);
    expect(gone.renamed).toBe(false);
    expect(gone.unknown).toEqual({ category: ["boulangerie-disparue"] });
    expect(gone.params.categoryIds).toEqual([categoryId]);
  });

  it("leads the category page's old address to the new one; an unknown one to nothing", async () => {
    expect(await renamedCategorySlug(oldSlug)).toBe(newSlug);
    expect(await renamedCategorySlug("jamais-existe-categorie")).toBeNull();
  });

  it("describes saved filters in words in each language: names, money, a category that no longer exists", async () => {
    const refs = await loadFilterRefs();
    const filters = { category: [oldSlug, "nowhere-slug"], region: "estrie", price_max: "1000000" };
    expect(describeFilters(filters, refs, "fr")).toBe(
      `Catégorie\u00a0: ${newName}, « nowhere-slug » (n'existe plus) · Région\u00a0: Estrie · Prix maximum\u00a0: 1\u00a0000\u00a0000\u00a0$`,
    );
    expect(describeFilters(filters, refs, "en")).toBe(
      `Category: Test pastry, “nowhere-slug” (no longer exists) · Region: Eastern Townships · Maximum price: $1,000,000`,
    );
  });

  it("gives a former address to a new category named like it: the current address wins", async () => {
    const again = await saveCategoryAction.execute(
      { name_fr: oldName, name_en: "", industry_ids: [String(industryId)] },
      admin.client,
    );
    expect(again.ok).toBe(true);
    const againId = again.ok ? again.data.id : 0;
    expect(await renamedCategorySlug(oldSlug)).toBeNull();
    const refs = await loadFilterRefs();
    expect(parseBusinessQuery({ category: oldSlug }, refs).params.categoryIds).toEqual([againId]);
    expect(await deleteCategoryAction.execute({ id: againId }, admin.client)).toEqual({
      ok: true,
      data: { id: againId },
    });
  });
});

describe("renaming an industry", () => {
  it("reads the old /entreprises?industry= link as the new address", async () => {
    const refs = await loadFilterRefs();
    const before = refs.industries.find((industry) => industry.id === industryId)!.slug;
    const name = uniqueName("Renommage test secteur nouveau");
    expect(
      (await saveIndustryAction.execute({ id: industryId, name_fr: name, name_en: "", notion_id: "" }, admin.client))
        .ok,
    ).toBe(true);
    const parsed = parseBusinessQuery({ industry: before }, await loadFilterRefs());
    expect(parsed).toMatchObject({ renamed: true, query: { industry: [slugify(name)] } });
  });
});
