/**
 * The highlight in search results (issue 21, "Mise en avant dans les résultats"): an administrator
 * highlights a business or a property whose owner's plan includes it (Professionnel, Premium);
 * refused with the plan's message otherwise; nobody else may set it; the search results carry it.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { highlightItemAction, unhighlightItemAction } from "@/lib/moderation/actions/moderate-item.core";
import { setUserPlanAction } from "@/lib/accounts/actions/plan.core";
import { searchBusinesses } from "@/lib/businesses/queries/search";
import { searchProperties } from "@/lib/properties/queries/public";
import { listModerationEvents, listModerationQueue } from "@/lib/moderation/queries";
import { listWorkspaceProperties } from "@/lib/properties/queries/editor";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";

let pro: TestUser;
let free: TestUser;
let admin: TestUser;
let categoryId: number;

const DESCRIPTION = "Commerce de quartier rentable, clientèle fidèle et équipe formée, à reprendre. ".repeat(4);

/** A published listing loaded by the team (a database role: no plan check), with a word to find it by. */
async function publishedListing(kind: "entreprise" | "immobilier", owner: TestUser, word: string): Promise<number> {
  const slug = `mise-en-avant-${randomUUID().slice(0, 8)}`;
  const [row] =
    kind === "entreprise"
      ? await sql()<{ id: number }[]>`
          insert into public.entreprises (slug, owner_id, title_fr, description_fr, category_id, region_id, asking_price, status)
          values (${slug}, ${owner.id}, ${"Commerce " + word}, ${DESCRIPTION}, ${categoryId}, 6, 180000, 'published')
          returning id`
      : await sql()<{ id: number }[]>`
          insert into public.immobilier (slug, owner_id, title_fr, description_fr, property_type, price, region_id, status)
          values (${slug}, ${owner.id}, ${"Immeuble " + word}, ${DESCRIPTION}, 'retail', 450000, 6, 'published')
          returning id`;
  return Number(row!.id);
}

beforeAll(async () => {
  pro = await createTestUser({ firstName: "Professionnel", plan: "professionnel" });
  free = await createTestUser({ firstName: "Découverte" });
  admin = await createTestUser({ admin: true });
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  categoryId = Number(category!.id);
});

afterAll(async () => {
  for (const user of [pro, free]) {
    await sql()`delete from public.entreprises where owner_id = ${user.id}`;
    await sql()`delete from public.immobilier where owner_id = ${user.id}`;
  }
  await cleanup();
});

describe("highlight in search results", () => {
  it("lets an administrator highlight a Professionnel owner's listing, and the search results carry it", async () => {
    const word = `surligne${randomUUID().slice(0, 6).replace(/\d/g, "x")}`;
    const business = await publishedListing("entreprise", pro, word);
    const property = await publishedListing("immobilier", pro, word);

    expect(await highlightItemAction.execute({ kind: "entreprise", id: business }, admin.client)).toMatchObject({
      ok: true,
    });
    expect(await highlightItemAction.execute({ kind: "immobilier", id: property }, admin.client)).toMatchObject({
      ok: true,
    });

    // What a visitor's search returns (the public functions' JSON), in the same order as before.
    const businesses = await searchBusinesses(anonClient(), { query: word });
    expect(businesses.rows.map((r) => [r.id, r.highlighted])).toEqual([[business, true]]);
    const properties = await searchProperties(anonClient(), { query: word });
    expect(properties.rows.map((r) => [r.id, r.highlighted])).toEqual([[property, true]]);

    // The moderation queue (its row action) and the owner's workspace know it.
    const queue = await listModerationQueue(admin.client, "entreprise", {
      search: `Commerce ${word}`,
      sort: "updated",
      dir: "desc",
      limit: 25,
      offset: 0,
    });
    expect(queue.rows.map((r) => [r.id, r.highlighted])).toEqual([[business, true]]);
    const workspace = await listWorkspaceProperties(pro.client, {
      scope: "mine",
      sort: "updated",
      dir: "desc",
      limit: 50,
      offset: 0,
    });
    expect(workspace.rows.find((r) => r.id === property)?.highlighted).toBe(true);

    // Logged like featuring, with the administrator.
    const [event] = await listModerationEvents(admin.client, { kind: "entreprise", ids: [business], limit: 1 });
    expect(event).toMatchObject({ action: "highlighted", actor_id: admin.id, actor_is_admin: true });

    expect(await unhighlightItemAction.execute({ kind: "entreprise", id: business }, admin.client)).toMatchObject({
      ok: true,
    });
    expect((await searchBusinesses(anonClient(), { query: word })).rows[0]?.highlighted).toBe(false);
  });

  it("refuses a Découverte owner's listing with the plan's message", async () => {
    const id = await publishedListing("entreprise", free, "decouverte");
    expect(await highlightItemAction.execute({ kind: "entreprise", id }, admin.client)).toMatchObject({
      ok: false,
      message: "plans.limits.highlighted",
    });
    // The same through the Data API.
    const direct = await admin.client.from("entreprises").update({ highlighted: true }).eq("id", id);
    expect(direct.error?.message).toMatch(/plan limit: highlighting in results/);
    const [row] = await sql()<{ highlighted: boolean }[]>`select highlighted from public.entreprises where id = ${id}`;
    expect(row!.highlighted).toBe(false);
  });

  it("lets no owner highlight their own listing", async () => {
    const business = await publishedListing("entreprise", pro, "proprietaire");
    const property = await publishedListing("immobilier", pro, "proprietaire");
    const own = await pro.client.from("entreprises").update({ highlighted: true }).eq("id", business);
    expect(own.error?.code).toBe("42501");
    const ownProperty = await pro.client.from("immobilier").update({ highlighted: true }).eq("id", property);
    expect(ownProperty.error?.code).toBe("42501");
    expect(await highlightItemAction.execute({ kind: "entreprise", id: business }, pro.client)).toMatchObject({
      ok: false,
      message: "guards.adminRequired",
    });
    const [row] = await sql()<
      { highlighted: boolean }[]
    >`select highlighted from public.entreprises where id = ${business}`;
    expect(row!.highlighted).toBe(false);
  });

  it("withdraws the highlight and the showcase when the owner's plan no longer includes them", async () => {
    const owner = await createTestUser({ plan: "premium" });
    const business = await publishedListing("entreprise", owner, "retrait");
    const property = await publishedListing("immobilier", owner, "retrait");
    await sql()`update public.entreprises set highlighted = true, featured = true where id = ${business}`;
    await sql()`update public.immobilier set highlighted = true where id = ${property}`;

    // Professionnel: highlighted still, no showcase.
    expect(await setUserPlanAction.execute({ userId: owner.id, plan: "professionnel" }, admin.client)).toMatchObject({
      ok: true,
    });
    const [pro] = await sql()<{ highlighted: boolean; featured: boolean }[]>`
      select highlighted, featured from public.entreprises where id = ${business}`;
    expect(pro).toEqual({ highlighted: true, featured: false });

    // Découverte: neither.
    expect(await setUserPlanAction.execute({ userId: owner.id, plan: "decouverte" }, admin.client)).toMatchObject({
      ok: true,
    });
    const rows = await sql()<{ highlighted: boolean }[]>`
      select highlighted from public.entreprises where id = ${business}
      union all select highlighted from public.immobilier where id = ${property}`;
    expect(rows).toEqual([{ highlighted: false }, { highlighted: false }]);
    const [event] = await listModerationEvents(admin.client, { kind: "entreprise", ids: [business], limit: 1 });
    expect(event).toMatchObject({ action: "unhighlighted", actor_id: admin.id });

    await sql()`delete from public.entreprises where owner_id = ${owner.id}`;
    await sql()`delete from public.immobilier where owner_id = ${owner.id}`;
  });
});
