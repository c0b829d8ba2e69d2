/**
 * The search's projection of the public listings (public.entreprise_search, one partition per
 * region): a listing is found exactly while it is public, where it is now, and the Data API
 * reaches the rows only through the parent table.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { searchBusinesses } from "@/lib/businesses/queries/search";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

const slug = `projection-test-${Date.now()}`;
// A word no other listing holds, so that the search finds this listing alone.
const word = `zxprojection${Date.now() % 100000}`;
let anon: SupabaseClient;
let owner: TestUser;
let id: number;

async function found(params: { regionId?: number } = {}) {
  const result = await searchBusinesses(anon, { query: word, regionIds: params.regionId ? [params.regionId] : null });
  return result.rows.map((r) => r.slug);
}

async function projected() {
  return sql()<{ region_key: number; partition: string; status: string }[]>`
    select region_key, tableoid::regclass::text as partition, status::text from public.entreprise_search where id = ${id}`;
}

beforeAll(async () => {
  anon = anonClient();
  owner = await createTestUser({ firstName: "Projection", lastName: "Test" });
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  const [row] = await sql()<{ id: number }[]>`
    insert into public.entreprises (slug, owner_id, status, title_fr, description_fr, category_id, asking_price, region_id, province_id)
    values (${slug}, ${owner.id}, 'draft', ${"Atelier " + word}, 'Annonce de test.', ${category!.id}, 150000, 1, 1)
    returning id`;
  id = row!.id;
});

afterAll(async () => {
  await sql()`delete from public.entreprises where slug = ${slug}`;
  await cleanup();
});

describe("the search projection", () => {
  it("leaves drafts out", async () => {
    expect(await projected()).toEqual([]);
    expect(await found()).toEqual([]);
  });

  it("takes a listing in when it is published, in its region's partition", async () => {
    await sql()`update public.entreprises set status = 'published' where id = ${id}`;
    expect(await projected()).toEqual([
      { region_key: 1, partition: "catalogue_private.entreprise_search_r1", status: "published" },
    ]);
    expect(await found({ regionId: 1 })).toEqual([slug]);
  });

  it("follows a change of region and of text", async () => {
    await sql()`update public.entreprises set region_id = 3 where id = ${id}`;
    expect((await projected()).map((r) => r.partition)).toEqual(["catalogue_private.entreprise_search_r3"]);
    expect(await found({ regionId: 1 })).toEqual([]);
    expect(await found({ regionId: 3 })).toEqual([slug]);
    await sql()`update public.entreprises set title_fr = 'Atelier renommé' where id = ${id}`;
    expect(await found()).toEqual([]);
    await sql()`update public.entreprises set title_fr = ${"Atelier " + word} where id = ${id}`;
    expect(await found()).toEqual([slug]);
  });

  it("keeps a listing outside Québec's regions in the catch-all partition", async () => {
    await sql()`update public.entreprises set region_id = null, province_id = 2 where id = ${id}`;
    expect(await projected()).toEqual([
      { region_key: 0, partition: "catalogue_private.entreprise_search_other", status: "published" },
    ]);
    expect(await found()).toEqual([slug]);
  });

  it("drops a listing once archived, and when deleted", async () => {
    await sql()`update public.entreprises set status = 'archived' where id = ${id}`;
    expect(await projected()).toEqual([]);
    expect(await found()).toEqual([]);
    await sql()`update public.entreprises set status = 'published' where id = ${id}`;
    expect(await projected()).toHaveLength(1);
    await sql()`delete from public.entreprises where id = ${id}`;
    expect(await projected()).toEqual([]);
  });

  it("is read-only for the API roles and its partitions are not exposed", async () => {
    const insert = await anon.from("entreprise_search").insert({
      id: -1,
      region_key: 0,
      status: "published",
      category_id: 1,
      province_id: 1,
      seller_financing: false,
      search_document: "",
    });
    expect(insert.error).not.toBeNull();
    const partition = await anon
      .schema("catalogue_private" as "public")
      .from("entreprise_search_r1")
      .select("id")
      .limit(1);
    expect(partition.error).not.toBeNull();
  });
});
