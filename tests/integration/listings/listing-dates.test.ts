/** A listing is never confirmed before it was published (issue 13; supabase/schemas/listings.sql). */
import { afterAll, describe, expect, it } from "vitest";
import { cleanup, createTestUser, sql } from "@/tests/support/db";

afterAll(cleanup);

describe("confirmation and publication dates", () => {
  it("no public listing of the seed reads confirmed before it was published", async () => {
    const [row] = await sql()<{ entreprises: number; immobilier: number }[]>`
      select (select count(*)::int from public.entreprises where last_confirmed_at < published_at) as entreprises,
             (select count(*)::int from public.immobilier where last_confirmed_at < published_at) as immobilier`;
    expect(row).toEqual({ entreprises: 0, immobilier: 0 });
  });

  it("publishing a draft created weeks ago confirms it at publication", async () => {
    const owner = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const [category] = await sql()<
      { id: number }[]
    >`select id from public.entreprise_categories where name_fr = 'Dépanneur'`;
    const weeksAgo = new Date(Date.now() - 49 * 24 * 3600 * 1000).toISOString();
    const { data, error } = await owner.client
      .from("entreprises")
      .insert({
        owner_id: owner.id,
        status: "draft",
        title_fr: "Dépanneur de quartier à publier",
        category_id: category!.id,
        province_id: 1,
        last_confirmed_at: weeksAgo,
      })
      .select("id")
      .single();
    expect(error).toBeNull();
    // Only an admin publishes (moderation, issue 10).
    const published = await admin.client
      .from("entreprises")
      .update({ status: "published", asking_price: 250000 })
      .eq("id", data!.id)
      .select("published_at, last_confirmed_at")
      .single();
    expect(published.error).toBeNull();
    expect(Date.parse(published.data!.last_confirmed_at)).toBeGreaterThanOrEqual(
      Date.parse(published.data!.published_at),
    );

    const older = await owner.client
      .from("entreprises")
      .update({ last_confirmed_at: weeksAgo })
      .eq("id", data!.id)
      .select("published_at, last_confirmed_at")
      .single();
    expect(older.error).toBeNull();
    // An owner's confirmation is always "now" (moderation guard), never before publication.
    expect(Date.parse(older.data!.last_confirmed_at)).toBeGreaterThanOrEqual(Date.parse(older.data!.published_at));
    await expect(
      sql()`update public.entreprises set published_at = now() + interval '1 day' where id = ${data!.id}`,
    ).resolves.toBeDefined();
    const [after] = await sql()<
      { ok: boolean }[]
    >`select last_confirmed_at >= published_at as ok from public.entreprises where id = ${data!.id}`;
    expect(after!.ok).toBe(true);
  });
});
