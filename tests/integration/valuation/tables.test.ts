/**
 * The valuation tables against the real stack: multiples readable by all and edited by admins
 * only, evaluations private to their owner and admins, the report readable anonymously only
 * through its token while sharing is on, and the comparables function.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";

let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  owner = await createTestUser();
  other = await createTestUser();
  admin = await createTestUser({ admin: true });
});

afterAll(cleanup);

describe("valuation_multiples", () => {
  it("is seeded with a default row and sector benchmarks, each with its source in both languages and its date", async () => {
    const { data, error } = await anonClient()
      .from("valuation_multiples")
      .select("industry_id, name_fr, sde_low, sde_probable, sde_high, source, source_en, source_date");
    expect(error).toBeNull();
    expect(data!.filter((r) => r.industry_id === null && r.name_fr === null)).toHaveLength(1);
    expect(data!.length).toBeGreaterThanOrEqual(10);
    for (const row of data!) {
      expect(row.source.length).toBeGreaterThan(3);
      expect(row.source_en).toMatch(/^(SDE|BizBuySell)/);
      expect(["2026-11-23", "2026-11-26"]).toContain(row.source_date);
      expect(Number(row.sde_low)).toBeLessThan(Number(row.sde_probable));
      expect(Number(row.sde_probable)).toBeLessThan(Number(row.sde_high));
    }
  });

  it("refuses edits from a signed-in non-admin and anonymous callers, accepts an admin's", async () => {
    const { data: before } = await anonClient()
      .from("valuation_multiples")
      .select("id, sde_high")
      .is("industry_id", null)
      .is("name_fr", null)
      .single();
    const byUser = await owner.client.from("valuation_multiples").update({ sde_high: 9 }).eq("id", before!.id).select();
    expect(byUser.data ?? []).toHaveLength(0);
    const byAnon = await anonClient().from("valuation_multiples").update({ sde_high: 9 }).eq("id", before!.id).select();
    expect(byAnon.data ?? []).toHaveLength(0);
    const byAdmin = await admin.client
      .from("valuation_multiples")
      .update({ sde_high: 3.4 })
      .eq("id", before!.id)
      .select("sde_high");
    expect(byAdmin.error).toBeNull();
    expect(Number(byAdmin.data![0]!.sde_high)).toBe(3.4);
    await admin.client.from("valuation_multiples").update({ sde_high: before!.sde_high }).eq("id", before!.id);
  });

  it("gives each category the benchmark of its own sector: a bakery food services', food processing its own", async () => {
    const benchmarkOf = async (name: string) => {
      const id = (await sql()`select c.id from public.entreprise_categories c where c.name_fr = ${name}`)[0]!
        .id as number;
      const { data } = await anonClient().rpc("valuation_multiple_for_category", { p_category_id: id });
      expect(data).toHaveLength(1);
      return data![0]!;
    };
    const depanneur = await benchmarkOf("Dépanneur");
    expect([Number(depanneur.sde_low), Number(depanneur.sde_high)]).toEqual([1.5, 2.8]);
    // Listed under food services and retail: food services', not a convenience store's.
    const bakery = await benchmarkOf("Boulangerie-pâtisserie");
    expect(bakery.source).toMatch(/restaurant indépendant/);
    expect(bakery.source_en).toMatch(/^SDE: independent restaurant/);
    expect([Number(bakery.sde_low), Number(bakery.sde_probable), Number(bakery.sde_high)]).toEqual([1.5, 2, 2.5]);
    for (const name of ["Transformation alimentaire", "Microbrasserie"]) {
      expect(await benchmarkOf(name)).toMatchObject({
        name_fr: "Fabrication alimentaire",
        name_en: "Food manufacturing",
      });
    }
    // A sector without a published benchmark of its own: the all-industry default.
    expect(await benchmarkOf("Salon de coiffure")).toMatchObject({ industry_id: null, name_fr: null });
  });

  it("uses a category's main industry whenever that industry has a benchmark, for every category", async () => {
    const rows = await sql()`
      select c.name_fr, m.industry_id, p.industry_id as primary_industry,
             exists (select 1 from public.valuation_multiples b where b.industry_id = p.industry_id) as primary_has_benchmark,
             exists (select 1 from public.valuation_category_multiples o where o.category_id = c.id) as has_own
      from public.entreprise_categories c
      left join public.entreprise_category_industry_map p on p.category_id = c.id and p.is_primary
      cross join lateral public.valuation_multiple_for_category(c.id) m`;
    expect(rows.length).toBeGreaterThan(100);
    const wrong = rows.filter(
      (r) =>
        r.primary_industry === null ||
        (!r.has_own && r.primary_has_benchmark && Number(r.industry_id) !== Number(r.primary_industry)),
    );
    expect(wrong.map((r) => r.name_fr)).toEqual([]);
  });
});

describe("valuation_comparables", () => {
  it("returns the median asking price / SDE of public listings of a category, with their count", async () => {
    const categoryId = (await sql()`select c.id from public.entreprise_categories c where c.name_fr = 'Dépanneur'`)[0]!
      .id as number;
    const expected = await sql()`
      select count(*)::int as n from public.entreprises
      where category_id = ${categoryId} and status in ('published', 'under_offer') and asking_price > 0 and cash_flow > 0`;
    const { data, error } = await anonClient().rpc("valuation_comparables", { p_category_id: categoryId });
    expect(error).toBeNull();
    expect(data![0].scope).toBe("all");
    expect(data![0].listing_count).toBe(expected[0]!.n);
  });
});

describe("evaluations", () => {
  let id: string;

  it("lets a signed-in owner create one; the owner and the token are set by the database", async () => {
    const { data, error } = await owner.client
      .from("evaluations")
      .insert({ title: "Ma quincaillerie", owner_id: other.id, share_token: "x".repeat(64), inputs: { sde: 100000 } })
      .select("id, owner_id, share_token, share_enabled")
      .single();
    expect(error).toBeNull();
    expect(data!.owner_id).toBe(owner.id);
    expect(data!.share_token).toMatch(/^[0-9a-f]{64}$/);
    expect(data!.share_enabled).toBe(false);
    id = data!.id;
  });

  it("is invisible to another user and to anonymous callers, visible to an admin", async () => {
    expect((await other.client.from("evaluations").select("id").eq("id", id)).data).toHaveLength(0);
    expect((await anonClient().from("evaluations").select("id").eq("id", id)).data ?? []).toHaveLength(0);
    expect((await admin.client.from("evaluations").select("id").eq("id", id)).data).toHaveLength(1);
    const update = await other.client.from("evaluations").update({ title: "Volée" }).eq("id", id).select();
    expect(update.data).toHaveLength(0);
  });

  it("is readable through its token only while sharing is on; rotating the token kills the old link", async () => {
    const { data: row } = await owner.client.from("evaluations").select("share_token").eq("id", id).single();
    const token = row!.share_token as string;
    expect((await anonClient().rpc("shared_evaluation", { p_id: id, p_token: token })).data).toHaveLength(0);

    await owner.client
      .from("evaluations")
      .update({ share_enabled: true, share_token: "f".repeat(64) })
      .eq("id", id);
    const shared = await anonClient().rpc("shared_evaluation", { p_id: id, p_token: token });
    expect(shared.data).toHaveLength(1);
    expect(shared.data![0].title).toBe("Ma quincaillerie");
    expect(shared.data![0]).not.toHaveProperty("share_token");
    expect((await anonClient().rpc("shared_evaluation", { p_id: id, p_token: "f".repeat(64) })).data).toHaveLength(0);

    const rotated = await owner.client.rpc("rotate_evaluation_token", { p_id: id });
    expect(rotated.error).toBeNull();
    expect((await anonClient().rpc("shared_evaluation", { p_id: id, p_token: token })).data).toHaveLength(0);
    expect((await anonClient().rpc("shared_evaluation", { p_id: id, p_token: rotated.data })).data).toHaveLength(1);
    expect((await other.client.rpc("rotate_evaluation_token", { p_id: id })).error).not.toBeNull();

    await owner.client.from("evaluations").update({ share_enabled: false }).eq("id", id);
    expect((await anonClient().rpc("shared_evaluation", { p_id: id, p_token: rotated.data })).data).toHaveLength(0);
  });

  it("shows the shared report as last saved, and keeps no copy of it once sharing is off", async () => {
    const enabled = await owner.client
      .from("evaluations")
      .update({ share_enabled: true, title: "Quincaillerie revue" })
      .eq("id", id)
      .select("share_token")
      .single();
    const token = enabled.data!.share_token as string;
    expect((await anonClient().rpc("shared_evaluation", { p_id: id, p_token: token })).data![0]!.title).toBe(
      "Quincaillerie revue",
    );
    // A raised version is the one way to a new token; a token sent by the client is still ignored.
    const bumped = await owner.client
      .from("evaluations")
      .update({ share_token_version: 99, share_token: "e".repeat(64) })
      .eq("id", id)
      .select("share_token, share_token_version")
      .single();
    expect(bumped.data!.share_token).toMatch(/^[0-9a-f]{64}$/);
    expect(bumped.data!.share_token).not.toBe(token);
    expect(bumped.data!.share_token).not.toBe("e".repeat(64));
    expect(
      (await anonClient().rpc("shared_evaluation", { p_id: id, p_token: bumped.data!.share_token })).data,
    ).toHaveLength(1);
    await owner.client.from("evaluations").update({ share_enabled: false }).eq("id", id);
    const [copies] = await sql()<
      { n: number }[]
    >`select count(*)::int as n from app_private.evaluation_shares where evaluation_id = ${id}`;
    expect(copies!.n).toBe(0);
  });

  it("is removed with its owner's delete, not another user's", async () => {
    await other.client.from("evaluations").delete().eq("id", id);
    expect((await serviceClient().from("evaluations").select("id").eq("id", id)).data).toHaveLength(1);
    await owner.client.from("evaluations").delete().eq("id", id);
    expect((await serviceClient().from("evaluations").select("id").eq("id", id)).data).toHaveLength(0);
  });
});
