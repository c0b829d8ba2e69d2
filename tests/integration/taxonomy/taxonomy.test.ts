/**
 * lib/data industries, categories and the taxonomy stores, through real calls to the local
 * stack; every §8 message is produced by a real failure and checked in French.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { createCategory, deleteCategory, listCategories, updateCategory } from "@/lib/taxonomy/queries/categories";
import {
  createIndustry,
  deleteIndustry,
  listIndustries,
  listIndustriesWithCategories,
  updateIndustry,
} from "@/lib/taxonomy/queries/industries";
import { CategoryStore, IndustryStore } from "@/lib/data/taxonomy-store";
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
    const { data, error } = await listIndustries(anonClient());
    expect(error).toBeNull();
    const names = data!.map((i) => i.name_fr);
    expect(names).toEqual(frenchOrder(names));
    // "Éducation…" sorts among the E, not after Z.
    expect(names.indexOf("Éducation et formation")).toBeLessThan(names.indexOf("Fabrication"));
    expect(Object.keys(data![0]!).sort()).toEqual(["id", "name_en", "name_fr", "notion_id"]);
  });

  it("lists industries with their categories, both in French order", async () => {
    const { data, error } = await listIndustriesWithCategories(anonClient());
    expect(error).toBeNull();
    expect(data!.map((i) => i.name_fr)).toEqual(frenchOrder(data!.map((i) => i.name_fr)));
    const retail = data!.find((i) => i.name_fr === "Commerce de détail")!;
    const names = retail.categories.map((c) => c.name_fr);
    expect(names).toContain("Dépanneur");
    expect(names).toEqual(frenchOrder(names));
    expect(Object.keys(retail.categories[0]!).sort()).toEqual(["id", "name_fr"]);
  });

  it("creates with empty name_en and notion_id stored as null, updates and deletes", async () => {
    const created = await createIndustry(admin.client, {
      name_fr: ` ${uniqueName("Industrie test")} `,
      name_en: "  ",
      notion_id: "",
    });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ name_en: null, notion_id: null });
    expect(created.data!.name_fr).toMatch(/^Industrie test \w+$/);
    const id = created.data!.id;

    const updated = await updateIndustry(admin.client, id, { name_en: "Test industry", notion_id: "notion-123" });
    expect(updated.data).toEqual({
      id,
      name_fr: created.data!.name_fr,
      name_en: "Test industry",
      notion_id: "notion-123",
    });
    const cleared = await updateIndustry(admin.client, id, { notion_id: "" });
    expect(cleared.data).toMatchObject({ name_en: "Test industry", notion_id: null });

    expect((await deleteIndustry(admin.client, id)).data).toBe(true);
    const again = await deleteIndustry(admin.client, id);
    expect(again.error?.key).toBe("updateReturnedNothing");
  });

  it("reports a refused insert with the database's message", async () => {
    const { data, error } = await createIndustry(user.client, { name_fr: uniqueName("Industrie test") });
    expect(data).toBeNull();
    expect(error).toMatchObject({ key: null, code: "42501" });
    expect(error!.message).toMatch(/row-level security/);
  });
});

describe("categories", () => {
  it("lists categories with their linked industries, in French order", async () => {
    const { data, error } = await listCategories(anonClient());
    expect(error).toBeNull();
    const names = data!.map((c) => c.name_fr);
    expect(names).toEqual(frenchOrder(names));
    const bakery = data!.find((c) => c.name_fr === "Boulangerie-pâtisserie")!;
    expect(bakery.industries.map((i) => i.name_fr).sort()).toEqual([
      "Commerce de détail",
      "Restauration et alimentation",
    ]);
    expect(Object.keys(bakery).sort()).toEqual(["created_at", "id", "industries", "name_en", "name_fr", "updated_at"]);
  });

  it("creates a category with its links", async () => {
    const name = uniqueName("Données catégorie");
    const { data, error } = await createCategory(admin.client, {
      name_fr: name,
      name_en: "Data category",
      industry_ids: [industryA, industryB, industryA],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ name_fr: name, name_en: "Data category" });
    expect(data!.industries.map((i) => i.id).sort()).toEqual([industryA, industryB].sort());
  });

  it("updates only the fields given, and replaces every link when industry_ids is given", async () => {
    const created = await createCategory(admin.client, {
      name_fr: uniqueName("Données maj"),
      name_en: "Before",
      industry_ids: [industryA],
    });
    const id = created.data!.id;

    const renamed = await updateCategory(admin.client, id, { name_fr: created.data!.name_fr + " bis" });
    expect(renamed.data).toMatchObject({ name_en: "Before", name_fr: created.data!.name_fr + " bis" });
    expect(renamed.data!.industries.map((i) => i.id)).toEqual([industryA]);
    expect(renamed.data!.updated_at >= created.data!.updated_at).toBe(true);

    const relinked = await updateCategory(admin.client, id, { industry_ids: [industryB] });
    expect(relinked.data!.industries.map((i) => i.id)).toEqual([industryB]);
    expect(relinked.data!.name_en).toBe("Before");

    const unlinked = await updateCategory(admin.client, id, { industry_ids: [] });
    expect(unlinked.data!.industries).toEqual([]);
    const [links] =
      await sql()`select count(*)::int as n from public.entreprise_category_industry_map where category_id = ${id}`;
    expect(links?.n).toBe(0);
  });

  it("fails with updateReturnedNothing when the category does not exist", async () => {
    const { data, error } = await updateCategory(admin.client, 999_999_999, { name_fr: "Fantôme" });
    expect(data).toBeNull();
    expect(error?.key).toBe("updateReturnedNothing");
    // A user's update is filtered out by RLS: nothing comes back either.
    const mine = await listCategories(anonClient());
    const refused = await updateCategory(user.client, mine.data![0]!.id, { name_en: "Hacked" });
    expect(refused.error?.key).toBe("updateReturnedNothing");
  });
});

describe("category and industry stores (spec §4, §8 messages in French)", () => {
  it("starts loading, loads once and reuses the list, reloads on force", async () => {
    let requests = 0;
    const counting: SupabaseClient = createClient(env.url, env.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: (input, init) => {
          requests += 1;
          return fetch(input, init);
        },
      },
    });
    const store = new CategoryStore(counting, translateFr);
    expect(store.getState()).toMatchObject({
      list: [],
      loading: true,
      actionLoading: false,
      loadError: null,
      actionError: null,
    });

    const seen: boolean[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().loading));
    const [first, second] = await Promise.all([store.load(), store.load()]);
    expect(first && second).toBe(true);
    expect(requests).toBe(1);
    expect(store.getState().loading).toBe(false);
    expect(store.getState().list.length).toBeGreaterThanOrEqual(60);
    expect(seen.at(-1)).toBe(false);

    await store.load();
    expect(requests).toBe(1);
    await store.load({ force: true });
    expect(requests).toBe(2);
    unsubscribe();
  });

  it("re-sorts by French name after add and update", async () => {
    const store = new CategoryStore(admin.client, translateFr);
    await store.load();
    const zebra = await store.add({ name_fr: uniqueName("Zèbre test"), name_en: null, industry_ids: [industryA] });
    expect(zebra).not.toBeNull();
    const names = () => store.getState().list.map((c) => c.name_fr);
    expect(names()).toEqual(frenchOrder(names()));
    expect(names().at(-1)).toBe(zebra!.name_fr);

    const renamed = await store.update(zebra!.id, { name_fr: uniqueName("Abeille test") });
    expect(renamed?.name_fr).toMatch(/^Abeille test/);
    expect(names()).toEqual(frenchOrder(names()));
    expect(names()[0]).toBe(renamed!.name_fr);
    expect(store.getState()).toMatchObject({ actionLoading: false, actionError: null });

    expect(await store.remove(zebra!.id)).toBe(true);
    expect(store.getState().list.some((c) => c.id === zebra!.id)).toBe(false);
  });

  it("keeps the industry lists sorted after add and update", async () => {
    const store = new IndustryStore(admin.client, translateFr);
    await Promise.all([store.load(), store.loadWithCategories()]);
    const added = await store.add({ name_fr: uniqueName("Industrie test"), name_en: "", notion_id: "" });
    expect(added).toMatchObject({ name_en: null, notion_id: null });
    const { list, withCategories } = store.getState();
    expect(list.map((i) => i.name_fr)).toEqual(frenchOrder(list.map((i) => i.name_fr)));
    expect(withCategories.find((i) => i.id === added!.id)?.categories).toEqual([]);

    const updated = await store.update(added!.id, { name_fr: "Aaa " + added!.name_fr });
    expect(store.getState().list[0]?.id).toBe(updated!.id);
    expect(store.getState().withCategories[0]?.name_fr).toBe(updated!.name_fr);
    expect(await store.remove(added!.id)).toBe(true);
  });

  it("stores 'Impossible de supprimer…' when the category is still used by businesses (23503)", async () => {
    const { data: category } = await createCategory(admin.client, {
      name_fr: uniqueName("Données utilisée"),
      industry_ids: [industryA],
    });
    // A table standing in for the businesses of a later issue, referencing the category.
    await sql()`create schema if not exists integration_tmp`;
    await sql()`create table integration_tmp.businesses (id serial primary key, category_id bigint not null references public.entreprise_categories (id))`;
    try {
      await sql()`insert into integration_tmp.businesses (category_id) values (${category!.id})`;

      const direct = await deleteCategory(admin.client, category!.id);
      expect(direct.error).toMatchObject({ key: "categoryInUse", code: "23503" });

      const store = new CategoryStore(admin.client, translateFr);
      await store.load();
      expect(await store.remove(category!.id)).toBe(false);
      expect(store.getState().actionError).toBe(
        "Impossible de supprimer\u00a0: catégorie associée à une ou plusieurs entreprises.",
      );
      expect(store.getState().actionError).toBe(frMessages.categoryInUse);
      expect(store.getState().list.some((c) => c.id === category!.id)).toBe(true);
    } finally {
      await sql()`drop table integration_tmp.businesses`;
    }
    expect((await deleteCategory(admin.client, category!.id)).data).toBe(true);
  });

  it("stores 'N'a pas pu récupérer la catégorie après l'ajout.' when the new row does not come back", async () => {
    // A real way for an insert to succeed without giving its row back: a BEFORE INSERT
    // trigger that returns NULL makes PostgreSQL skip the row silently, so the API
    // answers with no row and no error, exactly the situation of spec §5.
    await sql()`create schema if not exists integration_tmp`;
    await sql()`create or replace function integration_tmp.skip_row() returns trigger language plpgsql set search_path = '' as $$ begin return null; end $$`;
    await sql()`create trigger integration_skip_insert before insert on public.entreprise_categories for each row execute function integration_tmp.skip_row()`;
    try {
      const store = new CategoryStore(admin.client, translateFr);
      await store.load();
      const before = store.getState().list.length;
      const added = await store.add({ name_fr: uniqueName("Données perdue"), industry_ids: [industryA] });
      expect(added).toBeNull();
      expect(store.getState().actionError).toBe("N'a pas pu récupérer la catégorie après l'ajout.");
      expect(store.getState().actionError).toBe(frMessages.categoryNotReadBack);
      expect(store.getState().list).toHaveLength(before);
      expect(store.getState().actionLoading).toBe(false);
    } finally {
      await sql()`drop trigger integration_skip_insert on public.entreprise_categories`;
      await sql()`drop function integration_tmp.skip_row()`;
    }
  });

  it("stores 'La mise à jour n'a retourné aucune donnée.' when an update returns nothing", async () => {
    const store = new CategoryStore(admin.client, translateFr);
    await store.load();
    expect(await store.update(999_999_999, { name_fr: "Fantôme" })).toBeNull();
    expect(store.getState().actionError).toBe("La mise à jour n'a retourné aucune donnée.");
    expect(store.getState().actionError).toBe(frMessages.updateReturnedNothing);
  });

  it("stores the database's message when a non-admin add is refused", async () => {
    const store = new CategoryStore(user.client, translateFr);
    expect(await store.add({ name_fr: uniqueName("Magasin test"), industry_ids: [] })).toBeNull();
    expect(store.getState().actionError).toBe(
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
      const store = new CategoryStore(badClient(), translateFr);
      expect(await store.load()).toBe(false);
      expect(store.getState()).toMatchObject({ loading: false, list: [] });
      expect(store.getState().loadError).toBe(`Erreur lors du chargement des catégories\u00a0: ${raw}`);
    });

    it("combined load: 'Erreur chargement industries & catégories: {message}'", async () => {
      const store = new IndustryStore(badClient(), translateFr);
      expect(await store.loadWithCategories()).toBe(false);
      expect(store.getState().loadError).toBe(`Erreur chargement industries & catégories\u00a0: ${raw}`);
    });

    it("industry load: the message as it is", async () => {
      const store = new IndustryStore(badClient(), translateFr);
      expect(await store.load()).toBe(false);
      expect(store.getState().loadError).toBe(raw);
    });

    it("a server that does not answer gives the same messages", async () => {
      const store = new CategoryStore(anonClient("http://127.0.0.1:9", env.publishableKey), translateFr);
      expect(await store.load()).toBe(false);
      expect(store.getState().loadError).toMatch(/^Erreur lors du chargement des catégories\u00a0: .+/);
    });
  });
});
