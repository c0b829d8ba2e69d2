/**
 * A confidential business names no owner (issue 18): not through the Data API, not through the
 * seller cards, not on the seller's page nor in the listing's page data; its owner and admins
 * still find it in their workspace, inbox and queue. Written as the attacks that worked before.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { getBusinessBySlug, getBusinessPrivateDetails, listSellerBusinesses } from "@/lib/businesses/queries/public";
import { getSellerCards } from "@/lib/accounts/queries/sellers";
import { anonClient, cleanup, createTestUser, sql, uniqueName, type TestUser } from "@/tests/support/db";

let anon: SupabaseClient;
let owner: TestUser;
let openOwner: TestUser;
let stranger: TestUser;
let admin: TestUser;
const blind = { id: 0, slug: "" };
const open = { id: 0, slug: "" };

async function addBusiness(who: TestUser, confidential: boolean): Promise<{ id: number; slug: string }> {
  const slug = uniqueName("confidentiel")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  const [row] = await sql()<{ id: number }[]>`
    insert into public.entreprises (slug, owner_id, status, confidential, title_fr, description_fr, category_id, asking_price, region_id, province_id, business_name, city)
    values (${slug}, ${who.id}, 'published', ${confidential}, 'Entreprise à vendre', 'Annonce de test.', ${category!.id}, 250000, 1, 1, 'Nom secret inc.', 'Rimouski')
    returning id`;
  return { id: Number(row!.id), slug };
}

beforeAll(async () => {
  anon = anonClient();
  owner = await createTestUser({ firstName: "Céline", lastName: "Secrète" });
  openOwner = await createTestUser({ firstName: "Marc", lastName: "Ouvert" });
  stranger = await createTestUser({ firstName: "Étienne", lastName: "Curieux" });
  admin = await createTestUser({ admin: true });
  Object.assign(blind, await addBusiness(owner, true));
  Object.assign(open, await addBusiness(openOwner, false));
});

afterAll(async () => {
  await sql()`delete from public.entreprises where id in (${blind.id}, ${open.id})`;
  await cleanup();
});

describe("a confidential business names no owner", () => {
  it("refuses owner_id to visitors and other users through the Data API; the public owner column is empty", async () => {
    for (const client of [anon, stranger.client]) {
      const asked = await client.from("entreprises").select("id, owner_id").eq("id", blind.id);
      expect(asked.error?.code).toBe("42501");
      const filtered = await client.from("entreprises").select("id").eq("owner_id", owner.id);
      expect(filtered.error?.code).toBe("42501");
      const { data } = await client.from("entreprises").select("id, seller_id").eq("id", blind.id).single();
      expect(data).toEqual({ id: blind.id, seller_id: null });
    }
  });

  it("gives no seller card for an owner whose only public listing is confidential", async () => {
    expect(await getSellerCards(anon, [owner.id])).toEqual([]);
    const direct = await anon.rpc("get_seller_cards", { p_ids: [owner.id] });
    expect(direct.data).toEqual([]);
  });

  it("keeps the listing off the seller's page and its page data names no seller", async () => {
    expect(await listSellerBusinesses(anon, owner.id, 1)).toMatchObject({ rows: [], total: 0 });
    const page = (await getBusinessBySlug(anon, blind.slug))!;
    expect(page.seller_id).toBeNull();
    expect(JSON.stringify(page)).not.toContain(owner.id);
    expect(await getBusinessPrivateDetails(stranger.client, blind.id)).toBeNull();
  });

  it("still lets its owner and admins find it: private details, workspace, dashboard counts, queue", async () => {
    expect(await getBusinessPrivateDetails(owner.client, blind.id)).toMatchObject({
      owner_id: owner.id,
      business_name: "Nom secret inc.",
    });
    expect((await getBusinessPrivateDetails(admin.client, blind.id))?.owner_id).toBe(owner.id);

    const mine = await owner.client.rpc("list_workspace_entreprises", { p_scope: "mine" });
    expect(mine.data?.map((r: { id: number; owner_id: string }) => [r.id, r.owner_id])).toEqual([[blind.id, owner.id]]);
    const summary = await owner.client.rpc("workspace_summary");
    expect(summary.data).toEqual([{ kind: "entreprise", status: "published", items: 1 }]);
    expect((await stranger.client.rpc("list_workspace_entreprises", { p_scope: "mine" })).data).toEqual([]);

    const queue = await admin.client.rpc("list_workspace_entreprises", { p_scope: "all", p_search: blind.slug });
    expect(queue.data?.[0]).toMatchObject({ id: blind.id, owner_id: owner.id, owner_email: owner.email });

    const edited = await owner.client
      .from("entreprises")
      .update({ last_confirmed_at: new Date().toISOString() })
      .eq("id", blind.id)
      .select("id");
    expect(edited.data).toEqual([{ id: blind.id }]);
  });
});

describe("an open business", () => {
  it("keeps its seller card and its place on the seller's page", async () => {
    const page = (await getBusinessBySlug(anon, open.slug))!;
    expect(page.seller_id).toBe(openOwner.id);
    expect(await getSellerCards(anon, [openOwner.id])).toMatchObject([{ id: openOwner.id, first_name: "Marc" }]);
    expect((await listSellerBusinesses(anon, openOwner.id, 1)).rows.map((b) => b.id)).toEqual([open.id]);
  });
});
