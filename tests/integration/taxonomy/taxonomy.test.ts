/**
 * lib/taxonomy industries and categories through real calls to the local stack: French order (also
 * after an add or an update), blanks stored as null, links replaced as a whole, and every §8 message
 * produced by a real failure and checked in French.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, deleteCategory, listCategories, updateCategory } from "@/lib/taxonomy/queries/categories";
import {
  createIndustry,
  deleteIndustry,
  listIndustries,
  listIndustriesWithCategories,
  updateIndustry,
} from "@/lib/taxonomy/queries/industries";
import { errorText } from "@/lib/supabase/errors";
import { upsertByFrenchName } from "@/lib/taxonomy/types";
import {
  anonClient,
  cleanup,
  createTestUser,
  env,
  frMessages,
  sql,
  translateFr,
  uniqueName,
  type TestUser,
} from "@/tests/support/db";

const frenchOrder = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, "fr"));

let admin: TestUser;
let user: TestUser;
let industryA: number;
let industryB: number;

beforeAll(async () => {
  admin = await createTestUser({ firstName: "Ada", lastName: "Admin", admin: true });
  user = await createTestUser({ firstName: "Uma", lastName: "User" });
  const rows = await sql()<{ id: string }[]>`
    insert into public.entreprise_industries (name_fr) values (${uniqueName("Données A")}), (${uniqueName("Données B")}) returning id`;
  [industryA, industryB] = rows.map((r) => Number(r.id)) as [number, number];
});

afterAll(async () => {
  await sql()`delete from public.entreprise_categories where name_fr like 'Données %' or name_fr like 'Magasin test %' or name_fr like 'Zèbre test %' or name_fr like 'Abeille test %'`;
  await sql()`delete from public.entreprise_industries where name_fr like 'Données %' or name_fr like '%Industrie test %'`;
  await cleanup();
});

describe("industries", () => {
  it("lists every industry in French order", async () => {
    const data = await listIndustries(anonClient());
    const names = data.map((i) => i.name_fr);
    expect(names).toEqual(frenchOrder(names));
    // "Éducation…" sorts among the E, not after Z.
    expect(names.indexOf("Éducation et formation")).toBeLessThan(names.indexOf("Fabrication"));
    expect(Object.keys(data[0]!).sort()).toEqual(["id", "name_en", "name_fr", "notion_id"]);
  });

  it("lists industries with their categories, both in French order", async () => {
    const data = await listIndustriesWithCategories(anonClient());
    expect(data.map((i) => i.name_fr)).toEqual(frenchOrder(data.map((i) => i.name_fr)));
    const retail = data.find((i) => i.name_fr === "Commerce de détail")!;
    const names = retail.categories.map((c) => c.name_fr);
    expect(names).toContain("Dépanneur");
    expect(names).toEqual(frenchOrder(names));
    expect(Object.keys(retail.categories[0]!).sort()).toEqual(["id", "name_en", "name_fr"]);
  });

  it("creates with empty name_en and notion_id stored as null, updates and deletes", async () => {
    const created = await createIndustry(admin.client, {
      name_fr: ` ${uniqueName("Industrie test")} `,
      name_en: "  ",
      notion_id: "",
    });
    expect(created).toMatchObject({ name_en: null, notion_id: null });
    expect(created.name_fr).toMatch(/^Industrie test \w+$/);
    const id = created.id;

    const updated = await updateIndustry(admin.client, id, { name_en: "Test industry", notion_id: "notion-123" });
    expect(updated).toEqual({
      id,
      name_fr: created.name_fr,
      name_en: "Test industry",
      notion_id: "notion-123",
    });
    const cleared = await updateIndustry(admin.client, id, { notion_id: "" });
    expect(cleared).toMatchObject({ name_en: "Test industry", notion_id: null });

    await deleteIndustry(admin.client, id);
    await expect(deleteIndustry(admin.client, id)).rejects.toMatchObject({ key: "updateReturnedNothing" });
  });

  it("reports a refused insert with the database's message", async () => {
    await expect(createIndustry(user.client, { name_fr: uniqueName("Industrie test") })).rejects.toMatchObject({
      key: null,
      code: "42501",
      message: expect.stringMatching(/row-level security/),
    });
  });
});

describe("categories", () => {
  it("lists categories with their linked industries, in French order", async () => {
    const data = await listCategories(anonClient());
    const names = data.map((c) => c.name_fr);
    expect(names).toEqual(frenchOrder(names));
    const bakery = data.find((c) => c.name_fr === "Boulangerie-pâtisserie")!;
    expect(bakery.industries.map((i) => i.name_fr).sort()).toEqual([
      "Commerce de détail",
      "Restauration et alimentation",
    ]);
    expect(Object.keys(bakery).sort()).toEqual(["created_at", "id", "industries", "name_en", "name_fr", "updated_at"]);
  });

  it("creates a category with its links", async () => {
    const name = uniqueName("Données catégorie");
    const data = await createCategory(admin.client, {
      name_fr: name,
      name_en: "Data category",
      industry_ids: [industryA, industryB, industryA],
    });
    expect(data).toMatchObject({ name_fr: name, name_en: "Data category" });
    expect(data.industries.map((i) => i.id).sort()).toEqual([industryA, industryB].sort());
  });

  it("updates only the fields given, and replaces every link when industry_ids is given", async () => {
    const created = await createCategory(admin.client, {
      name_fr: uniqueName("Données maj"),
      name_en: "Before",
      industry_ids: [industryA],
    });
    const id = created.id;

    const renamed = await updateCategory(admin.client, id, { name_fr: created.name_fr + " bis" });
    expect(renamed).toMatchObject({ name_en: "Before", name_fr: created.name_fr + " bis" });
    expect(renamed.industries.map((i) => i.id)).toEqual([industryA]);
    expect(renamed.updated_at >= created.updated_at).toBe(true);

    const relinked = await updateCategory(admin.client, id, { industry_ids: [industryB] });
    expect(relinked.industries.map((i) => i.id)).toEqual([industryB]);
    expect(relinked.name_en).toBe("Before");

    const unlinked = await updateCategory(admin.client, id, { industry_ids: [] });
    expect(unlinked.industries).toEqual([]);
    const [links] =
      await sql()`select count(*)::int as n from public.entreprise_category_industry_map where category_id = ${id}`;
    expect(links?.n).toBe(0);
  });

  it("fails with updateReturnedNothing when the category does not exist", async () => {
    await expect(updateCategory(admin.client, 999_999_999, { name_fr: "Fantôme" })).rejects.toMatchObject({
      key: "updateReturnedNothing",
    });
    // A user's update is filtered out by RLS: nothing comes back either.
    const mine = await listCategories(anonClient());
    await expect(updateCategory(user.client, mine[0]!.id, { name_en: "Hacked" })).rejects.toMatchObject({
      key: "updateReturnedNothing",
    });
  });
});

/** What a call threw (it must throw). */
async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("French order after an add or an update, and the §8 messages in French", () => {
  it("re-sorts by French name after add and update", async () => {
    let list = await listCategories(admin.client);
    const names = () => list.map((c) => c.name_fr);
    const zebra = await createCategory(admin.client, {
      name_fr: uniqueName("Zèbre test"),
      name_en: null,
      industry_ids: [industryA],
    });
    list = upsertByFrenchName(list, zebra);
    expect(names()).toEqual(frenchOrder(names()));
    expect(names().at(-1)).toBe(zebra.name_fr);

    const renamed = await updateCategory(admin.client, zebra.id, { name_fr: uniqueName("Abeille test") });
    list = upsertByFrenchName(list, renamed);
    expect(renamed.name_fr).toMatch(/^Abeille test/);
    expect(names()).toEqual(frenchOrder(names()));
    expect(names()[0]).toBe(renamed.name_fr);
    expect(list.filter((c) => c.id === zebra.id)).toHaveLength(1);

    await deleteCategory(admin.client, zebra.id);
    expect((await listCategories(admin.client)).some((c) => c.id === zebra.id)).toBe(false);
  });

  it("keeps the industry lists sorted after add and update", async () => {
    let [list, withCategories] = await Promise.all([
      listIndustries(admin.client),
      listIndustriesWithCategories(admin.client),
    ]);
    const added = await createIndustry(admin.client, {
      name_fr: uniqueName("Industrie test"),
      name_en: "",
      notion_id: "",
    });
    expect(added).toMatchObject({ name_en: null, notion_id: null });
    list = upsertByFrenchName(list, added);
    withCategories = upsertByFrenchName(withCategories, { ...added, categories: [] });
    expect(list.map((i) => i.name_fr)).toEqual(frenchOrder(list.map((i) => i.name_fr)));
    expect(withCategories.find((i) => i.id === added.id)?.categories).toEqual([]);

    const updated = await updateIndustry(admin.client, added.id, { name_fr: "Aaa " + added.name_fr });
    list = upsertByFrenchName(list, updated);
    withCategories = upsertByFrenchName(withCategories, { ...updated, categories: [] });
    expect(list[0]?.id).toBe(updated.id);
    expect(withCategories[0]?.name_fr).toBe(updated.name_fr);
    await deleteIndustry(admin.client, added.id);
  });

  it("'Impossible de supprimer…' when the category is still used by businesses (23503)", async () => {
    const category = await createCategory(admin.client, {
      name_fr: uniqueName("Données utilisée"),
      industry_ids: [industryA],
    });
    // A table standing in for the businesses of a later issue, referencing the category.
    await sql()`create schema if not exists integration_tmp`;
    await sql()`create table integration_tmp.businesses (id serial primary key, category_id bigint not null references public.entreprise_categories (id))`;
    try {
      await sql()`insert into integration_tmp.businesses (category_id) values (${category.id})`;

      const error = await failure(deleteCategory(admin.client, category.id));
      expect(error).toMatchObject({ key: "categoryInUse", code: "23503" });
      expect(errorText(error, translateFr)).toBe(
        "Impossible de supprimer\u00a0: catégorie associée à une ou plusieurs entreprises.",
      );
      expect(errorText(error, translateFr)).toBe(frMessages.categoryInUse);
      expect((await listCategories(admin.client)).some((c) => c.id === category.id)).toBe(true);
    } finally {
      await sql()`drop table integration_tmp.businesses`;
    }
    await deleteCategory(admin.client, category.id);
  });

  it("'N'a pas pu récupérer la catégorie après l'ajout.' when the new row does not come back", async () => {
    // A real way for an insert to succeed without giving its row back: a BEFORE INSERT
    // trigger that returns NULL makes PostgreSQL skip the row silently, so the API
    // answers with no row and no error, exactly the situation of spec §5.
    await sql()`create schema if not exists integration_tmp`;
    await sql()`create or replace function integration_tmp.skip_row() returns trigger language plpgsql set search_path = '' as $$ begin return null; end $$`;
    await sql()`create trigger integration_skip_insert before insert on public.entreprise_categories for each row execute function integration_tmp.skip_row()`;
    try {
      const before = (await listCategories(admin.client)).length;
      const error = await failure(
        createCategory(admin.client, { name_fr: uniqueName("Données perdue"), industry_ids: [industryA] }),
      );
      expect(errorText(error, translateFr)).toBe("N'a pas pu récupérer la catégorie après l'ajout.");
      expect(errorText(error, translateFr)).toBe(frMessages.categoryNotReadBack);
      expect(await listCategories(admin.client)).toHaveLength(before);
    } finally {
      await sql()`drop trigger integration_skip_insert on public.entreprise_categories`;
      await sql()`drop function integration_tmp.skip_row()`;
    }
  });

  it("'La mise à jour n'a retourné aucune donnée.' when an update returns nothing", async () => {
    const error = await failure(updateCategory(admin.client, 999_999_999, { name_fr: "Fantôme" }));
    expect(errorText(error, translateFr)).toBe("La mise à jour n'a retourné aucune donnée.");
    expect(errorText(error, translateFr)).toBe(frMessages.updateReturnedNothing);
  });

  it("the database's message when a non-admin add is refused", async () => {
    const error = await failure(createCategory(user.client, { name_fr: uniqueName("Magasin test"), industry_ids: [] }));
    expect(errorText(error, translateFr)).toBe(
      'new row violates row-level security policy for table "entreprise_categories"',
    );
  });

  describe("load errors (a client with a key the API refuses)", () => {
    const badClient = () => anonClient(env.url, "sb_publishable_wrong-key-for-this-test");
    let raw: string;

    beforeAll(async () => {
      const { error } = await badClient().from("entreprise_categories").select("id");
      expect(error).not.toBeNull();
      raw = error!.message;
    });

    it("category load: 'Erreur lors du chargement des catégories: {message}'", async () => {
      const error = await failure(listCategories(badClient()));
      expect(errorText(error, translateFr)).toBe(`Erreur lors du chargement des catégories\u00a0: ${raw}`);
    });

    it("combined load: 'Erreur chargement industries & catégories: {message}'", async () => {
      const error = await failure(listIndustriesWithCategories(badClient()));
      expect(errorText(error, translateFr)).toBe(`Erreur chargement industries & catégories\u00a0: ${raw}`);
    });

    it("industry load: the message as it is", async () => {
      expect(errorText(await failure(listIndustries(badClient())), translateFr)).toBe(raw);
    });

    it("a server that does not answer gives the same messages", async () => {
      const error = await failure(listCategories(anonClient("http://127.0.0.1:9", env.publishableKey)));
      expect(errorText(error, translateFr)).toMatch(/^Erreur lors du chargement des catégories\u00a0: .+/);
    });
  });
});
