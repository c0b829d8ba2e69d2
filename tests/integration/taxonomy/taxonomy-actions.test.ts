/**
 * The back office's taxonomy actions (issue 21) through real calls as an admin, a user and a
 * visitor: what each stores, the order of the lists after a write, the listing counts, and the §8
 * messages in French from real failures (a category still used by businesses, an update of nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_ENDED } from "@/lib/actions/result";
import { pageOfTerms } from "@/lib/taxonomy/admin-list";
import { deleteCategoryAction, saveCategoryAction } from "@/lib/taxonomy/actions/manage-category.core";
import {
  deleteFranchiseCategoryAction,
  saveFranchiseCategoryAction,
} from "@/lib/taxonomy/actions/manage-franchise-category.core";
import { deleteIndustryAction, saveIndustryAction } from "@/lib/taxonomy/actions/manage-industry.core";
import { getCategory, listCategories } from "@/lib/taxonomy/queries/categories";
import { listFranchiseCategoryTerms } from "@/lib/taxonomy/queries/franchise-categories";
import { listTaxonomyUsage } from "@/lib/taxonomy/queries/usage";
import fr from "@/messages/fr.json";
import { anonClient, cleanup, createTestUser, sql, uniqueName, type TestUser } from "@/tests/support/db";

/** The French text of a message key ("data.categoryInUse"). */
function frText(key: string): string {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr) as string;
}

let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ firstName: "Ada", lastName: "Admin", admin: true });
  user = await createTestUser({ firstName: "Uma", lastName: "User" });
});

afterAll(async () => {
  await sql()`delete from public.entreprise_categories where name_fr like 'Gestion test %'`;
  await sql()`delete from public.entreprise_industries where name_fr like 'Gestion test %'`;
  await sql()`delete from public.franchise_categories where name_fr like 'Gestion test %'`;
  await cleanup();
});

describe("industries", () => {
  it("an admin adds one with blanks stored as null, renames it and deletes it", async () => {
    const name = uniqueName("Gestion test secteur");
    const created = await saveIndustryAction.execute(
      { name_fr: `  ${name} `, name_en: " ", notion_id: "" },
      admin.client,
    );
    expect(created).toMatchObject({ ok: true, data: { name_fr: name, name_en: null, notion_id: null } });
    const id = created.ok ? created.data.id : 0;

    const updated = await saveIndustryAction.execute(
      { id, name_fr: name, name_en: "Test sector", notion_id: "notion-gestion" },
      admin.client,
    );
    expect(updated).toMatchObject({ ok: true, data: { name_en: "Test sector", notion_id: "notion-gestion" } });

    expect(await deleteIndustryAction.execute({ id }, admin.client)).toEqual({ ok: true, data: { id } });
    expect(await sql()`select 1 from public.entreprise_industries where id = ${id}`).toHaveLength(0);
  });

  it("a name already taken is said at its field, and what was sent is not stored", async () => {
    const { name_fr } = (
      await sql()<{ name_fr: string }[]>`select name_fr from public.entreprise_industries limit 1`
    )[0]!;
    const result = await saveIndustryAction.execute(
      { name_fr: name_fr.toUpperCase(), name_en: "", notion_id: "" },
      admin.client,
    );
    expect(result).toEqual({
      ok: false,
      message: "taxonomy.errors.nameTaken",
      fieldErrors: { name_fr: "taxonomy.errors.nameTaken" },
    });
  });

  it("an empty French name is refused at its field before anything is sent", async () => {
    const result = await saveIndustryAction.execute({ name_fr: "   ", name_en: "", notion_id: "" }, admin.client);
    expect(result).toMatchObject({ ok: false, fieldErrors: { name_fr: "taxonomy.errors.nameRequired" } });
  });

  it("'La mise à jour n'a retourné aucune donnée.' when the industry is gone", async () => {
    const result = await saveIndustryAction.execute(
      { id: 999_999_999, name_fr: uniqueName("Gestion test fantôme"), name_en: "", notion_id: "" },
      admin.client,
    );
    expect(result).toMatchObject({ ok: false, message: "data.updateReturnedNothing" });
    expect(frText(result.ok ? "" : result.message)).toBe("La mise à jour n'a retourné aucune donnée.");
  });
});

describe("business categories", () => {
  let industryA: number;
  let industryB: number;

  beforeAll(async () => {
    const rows = await sql()<{ id: string }[]>`
      insert into public.entreprise_industries (name_fr)
      values (${uniqueName("Gestion test A")}), (${uniqueName("Gestion test B")}) returning id`;
    [industryA, industryB] = rows.map((r) => Number(r.id)) as [number, number];
  });

  it("an admin adds one with its industries (the first is its own sector); the list stays in French order", async () => {
    const name = uniqueName("Gestion test Élevage");
    const created = await saveCategoryAction.execute(
      { name_fr: name, name_en: "", industry_ids: [String(industryB), String(industryA)] },
      admin.client,
    );
    expect(created).toMatchObject({ ok: true, data: { name_fr: name, name_en: null } });
    const id = created.ok ? created.data.id : 0;
    expect((await getCategory(admin.client, id))?.industry_ids).toEqual([industryB, industryA]);

    const names = (await listCategories(admin.client)).map((c) => c.name_fr);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr")));
  });

  it("an update without industries keeps the links; with them, replaces them as a whole", async () => {
    const created = await saveCategoryAction.execute(
      { name_fr: uniqueName("Gestion test lien"), name_en: "Links", industry_ids: [industryA] },
      admin.client,
    );
    const id = created.ok ? created.data.id : 0;
    const renamed = await saveCategoryAction.execute(
      { id, name_fr: uniqueName("Gestion test renommée"), name_en: "" },
      admin.client,
    );
    expect(renamed).toMatchObject({ ok: true, data: { name_en: null } });
    expect((await getCategory(admin.client, id))?.industry_ids).toEqual([industryA]);

    await saveCategoryAction.execute(
      { id, name_fr: uniqueName("Gestion test relinked"), name_en: "", industry_ids: [industryB] },
      admin.client,
    );
    expect((await getCategory(admin.client, id))?.industry_ids).toEqual([industryB]);
  });

  it("'Impossible de supprimer : catégorie associée à une ou plusieurs entreprises.' for a category businesses use", async () => {
    const rows = await sql()<{ category_id: string }[]>`select category_id from public.entreprises limit 1`;
    const category_id = rows[0]!.category_id;
    const result = await deleteCategoryAction.execute({ id: Number(category_id) }, admin.client);
    expect(result).toMatchObject({ ok: false, message: "data.categoryInUse" });
    expect(frText(result.ok ? "" : result.message)).toBe(
      "Impossible de supprimer\u00a0: catégorie associée à une ou plusieurs entreprises.",
    );
    expect(await sql()`select 1 from public.entreprise_categories where id = ${category_id}`).toHaveLength(1);
  });

  it("an unused category is deleted", async () => {
    const created = await saveCategoryAction.execute(
      { name_fr: uniqueName("Gestion test libre"), name_en: "", industry_ids: [industryA] },
      admin.client,
    );
    const id = created.ok ? created.data.id : 0;
    expect(await deleteCategoryAction.execute({ id }, admin.client)).toEqual({ ok: true, data: { id } });
  });

  it("a category needs at least one industry when they are given", async () => {
    const result = await saveCategoryAction.execute(
      { name_fr: uniqueName("Gestion test vide"), name_en: "", industry_ids: [] },
      admin.client,
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { industry_ids: "taxonomy.errors.industriesRequired" } });
  });
});

describe("franchise categories", () => {
  it("an admin adds one (its slug from the French name), renames it (the slug stays) and deletes it", async () => {
    const name = uniqueName("Gestion test Forfaits");
    const created = await saveFranchiseCategoryAction.execute({ name_fr: name, name_en: "" }, admin.client);
    expect(created).toMatchObject({ ok: true, data: { name_fr: name, name_en: null } });
    const { id, slug } = created.ok ? created.data : { id: 0, slug: "" };
    expect(slug).toMatch(/^gestion-test-forfaits-/);
    const renamed = await saveFranchiseCategoryAction.execute(
      { id, name_fr: `${name} bis`, name_en: "Plans" },
      admin.client,
    );
    expect(renamed).toMatchObject({ ok: true, data: { slug, name_en: "Plans" } });
    expect((await listFranchiseCategoryTerms(anonClient())).some((c) => c.id === id)).toBe(true);
    expect(await deleteFranchiseCategoryAction.execute({ id }, admin.client)).toEqual({ ok: true, data: { id } });
  });

  it("one still used by franchises is refused with its message", async () => {
    const [used] = await sql()<{ category_id: string }[]>`select category_id from public.franchises limit 1`;
    if (!used) return;
    const result = await deleteFranchiseCategoryAction.execute({ id: Number(used.category_id) }, admin.client);
    expect(result).toMatchObject({ ok: false, message: "data.franchiseCategoryInUse" });
    expect(frText("data.franchiseCategoryInUse")).toBe(
      "Impossible de supprimer\u00a0: catégorie associée à une ou plusieurs franchises.",
    );
  });
});

describe("who may write", () => {
  const writes = [() => saveIndustryAction, () => saveCategoryAction, () => saveFranchiseCategoryAction] as const;

  it("a signed-in user who is not an admin is refused by every action, and by Postgres", async () => {
    for (const action of writes)
      expect(
        await action().execute(
          { name_fr: uniqueName("Gestion test refus"), name_en: "", notion_id: "" } as never,
          user.client,
        ),
      ).toMatchObject({
        ok: false,
        message: "guards.adminRequired",
      });
    for (const remove of [deleteIndustryAction, deleteCategoryAction, deleteFranchiseCategoryAction])
      expect(await remove.execute({ id: 1 }, user.client)).toMatchObject({
        ok: false,
        message: "guards.adminRequired",
      });
    const { error } = await user.client
      .from("franchise_categories")
      .insert({ slug: "", name_fr: uniqueName("Gestion test direct") });
    expect(error?.code).toBe("42501");
    expect((await user.client.rpc("taxonomy_usage", { p_kind: "entreprise_categories" })).error?.code).toBe("42501");
  });

  it("a visitor is told the session ended", async () => {
    for (const action of writes)
      expect(
        await action().execute(
          { name_fr: uniqueName("Gestion test anonyme"), name_en: "", notion_id: "" } as never,
          anonClient(),
        ),
      ).toMatchObject({
        ok: false,
        message: SESSION_ENDED,
      });
    expect(await deleteCategoryAction.execute({ id: 1 }, anonClient())).toMatchObject({
      ok: false,
      message: SESSION_ENDED,
    });
  });
});

describe("the lists' counts and pages", () => {
  it("counts every business of each category and industry, and orders by use or by French name", async () => {
    const counts = await listTaxonomyUsage(admin.client, "entreprise_categories");
    const { total } = (await sql()<{ total: string }[]>`select count(*) as total from public.entreprises`)[0]!;
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(Number(total));
    const industries = await listTaxonomyUsage(admin.client, "entreprise_industries");
    expect(industries.size).toBeGreaterThan(0);

    const categories = await listCategories(admin.client);
    const byUse = pageOfTerms(categories, counts, { sort: "count", dir: "desc", page: 1, pageSize: 5 });
    expect(byUse.total).toBe(categories.length);
    expect(byUse.rows[0]!.listing_count).toBe(Math.max(...counts.values()));
    const found = pageOfTerms(categories, counts, {
      search: "BOULANGERIE patisserie",
      sort: "name",
      dir: "asc",
      page: 1,
      pageSize: 5,
    });
    expect(found.rows.map((r) => r.name_fr)).toEqual(["Boulangerie-pâtisserie"]);
  });
});
