/**
 * Franchisors write their own franchise pages (issue 21): the editor's actions as the owner,
 * another user, an anonymous visitor and an admin; what a review needs, in the action and in
 * Postgres; draft → submitted → published by an admin only, in the moderation queue; changes to a
 * published page waiting as a revision; the logo leaving Storage; and the Data API refusing a
 * franchisor who tries to publish or feature by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveFranchiseAction, submitFranchiseAction } from "@/lib/franchises/actions/save-franchise.core";
import { listWorkspaceFranchises } from "@/lib/franchises/queries/editor";
import type { FranchiseInput } from "@/lib/franchises/schema";
import { changeItemStatusAction, deleteItemAction } from "@/lib/listings/actions/items.core";
import { listingImageUrl } from "@/lib/listings/photos";
import { approveRevisionAction, rejectRevisionAction } from "@/lib/moderation/actions/decide-revision.core";
import { approveItemAction, featureItemAction, rejectItemAction } from "@/lib/moderation/actions/moderate-item.core";
import { getQueueCounts, listModerationQueue } from "@/lib/moderation/queries";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";
import { isStored, uploadListingPhoto } from "@/tests/support/listing-photos";

let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let categoryId: number;

const DESCRIPTION =
  "Réseau de restaurants de quartier fondé à Québec : menu court, cuisine ouverte, formation de six semaines et soutien au démarrage.";

function franchise(over: Partial<FranchiseInput> = {}): FranchiseInput {
  return {
    name: `Franchise test ${Date.now().toString(36)}`,
    category_id: String(categoryId),
    ...over,
  } as FranchiseInput;
}

beforeAll(async () => {
  owner = await createTestUser({ firstName: "Franchiseur" });
  other = await createTestUser();
  admin = await createTestUser({ admin: true });
  const [category] = await sql()<{ id: number }[]>`select id from public.franchise_categories order by id limit 1`;
  categoryId = Number(category!.id);
});

afterAll(async () => {
  await sql()`delete from public.franchises where owner_id in (${owner.id}, ${other.id}, ${admin.id})`;
  await cleanup();
});

describe("the franchise editor's actions", () => {
  it("saves a draft for the signed-in franchisor; refuses an anonymous visitor and another user", async () => {
    const saved = await saveFranchiseAction.execute(franchise({ investment_min: 150000 }), owner.client);
    expect(saved).toMatchObject({ ok: true, data: { pendingReview: false } });
    if (!saved.ok) return;
    const id = saved.data.id;
    const [row] = await sql()<{ owner_id: string; status: string; investment_min: string }[]>`
      select owner_id, status, investment_min from public.franchises where id = ${id}`;
    expect(row).toMatchObject({ owner_id: owner.id, status: "draft", investment_min: "150000.00" });

    expect(await saveFranchiseAction.execute(franchise(), anonClient())).toMatchObject({
      ok: false,
      message: "forms.errors.sessionEnded",
    });
    expect(await saveFranchiseAction.execute(franchise({ id, name: "Pris par un autre" }), other.client)).toMatchObject(
      {
        ok: false,
      },
    );
    expect(await deleteItemAction.execute({ kind: "franchise", id }, other.client)).toMatchObject({ ok: false });
    expect(
      await changeItemStatusAction.execute({ kind: "franchise", id, to: "submitted" }, other.client),
    ).toMatchObject({ ok: false });
    const [after] = await sql()<
      { name: string; status: string }[]
    >`select name, status from public.franchises where id = ${id}`;
    expect(after!.status).toBe("draft");
    expect(after!.name).not.toBe("Pris par un autre");
  });

  it("names at their field what a review needs, and the investment range", async () => {
    const incomplete = await submitFranchiseAction.execute(franchise({ description_fr: "Trop court." }), owner.client);
    expect(incomplete).toMatchObject({
      ok: false,
      message: "workspace.errors.incomplete",
      fieldErrors: {
        description_fr: "workspace.errors.descriptionShort?min=100",
        investment_min: "workspace.errors.investmentRequired",
      },
    });
    expect(
      await saveFranchiseAction.execute(franchise({ investment_min: 500000, investment_max: 200000 }), owner.client),
    ).toMatchObject({ ok: false, fieldErrors: { investment_max: "workspace.errors.investmentRange" } });
  });

  it("goes from draft to submitted to published, only by an admin's decision, in the moderation queue", async () => {
    const submitted = await submitFranchiseAction.execute(
      franchise({ description_fr: DESCRIPTION, investment_min: 200000, investment_max: 350000 }),
      owner.client,
    );
    if (!submitted.ok) throw new Error(submitted.message);
    const id = submitted.data.id;
    expect(await sql()`select status from public.franchises where id = ${id}`).toEqual([{ status: "submitted" }]);

    // The owner cannot publish nor feature; a visitor cannot see it yet.
    expect(
      await changeItemStatusAction.execute({ kind: "franchise", id, to: "published" }, owner.client),
    ).toMatchObject({ ok: false });
    expect(await approveItemAction.execute({ kind: "franchise", id }, owner.client)).toMatchObject({ ok: false });
    expect(await featureItemAction.execute({ kind: "franchise", id }, owner.client)).toMatchObject({ ok: false });
    expect((await anonClient().from("franchises").select("id").eq("id", id)).data).toEqual([]);

    // It waits in the admins' queue, submitted first.
    const queue = await listModerationQueue(admin.client, "franchise", {
      status: "submitted",
      sort: "updated",
      dir: "desc",
      limit: 100,
      offset: 0,
    });
    expect(queue.rows.map((r) => r.id)).toContain(id);
    expect((await getQueueCounts(admin.client)).franchise.submitted).toBeGreaterThanOrEqual(1);
    // The counts are the back office's: the owner (whose item waits) gets none, not everyone's published ones.
    expect(await getQueueCounts(owner.client)).toEqual({ entreprise: {}, immobilier: {}, expert: {}, franchise: {} });

    expect(await rejectItemAction.execute({ kind: "franchise", id, reason: "" }, admin.client)).toMatchObject({
      ok: false,
    });
    expect(await approveItemAction.execute({ kind: "franchise", id }, admin.client)).toMatchObject({ ok: true });
    const [row] = await sql()<{ status: string; published_at: Date | null; reviewed_by: string }[]>`
      select status, published_at, reviewed_by from public.franchises where id = ${id}`;
    expect(row).toMatchObject({ status: "published", reviewed_by: admin.id });
    expect(row!.published_at).not.toBeNull();
    expect((await anonClient().from("franchises").select("id").eq("id", id)).data).toHaveLength(1);
    const events = await sql()<{ to_status: string }[]>`
      select to_status from public.moderation_events where item_kind = 'franchise' and item_id = ${id} order by id`;
    expect(events.map((e) => e.to_status)).toEqual(["draft", "submitted", "published"]);
    // The owner is told in their language (the outbox).
    expect(
      await sql()`select 1 from public.outbound_emails where subject_ref = ${`franchise:${id}`} and kind = 'moderation.approved'`,
    ).toHaveLength(1);
    expect((await featureItemAction.execute({ kind: "franchise", id }, admin.client)).ok).toBe(true);
  });

  it("keeps a franchisor's change to a published page for review; the admin applies or declines it", async () => {
    const submitted = await submitFranchiseAction.execute(
      franchise({ description_fr: DESCRIPTION, investment_min: 100000 }),
      owner.client,
    );
    if (!submitted.ok) throw new Error(submitted.message);
    const id = submitted.data.id;
    expect((await approveItemAction.execute({ kind: "franchise", id }, admin.client)).ok).toBe(true);
    const [published] = await sql()<{ name: string }[]>`select name from public.franchises where id = ${id}`;

    const edited = await saveFranchiseAction.execute(
      franchise({ id, name: published!.name, description_fr: DESCRIPTION, investment_min: 120000 }),
      owner.client,
    );
    expect(edited).toMatchObject({ ok: true, data: { pendingReview: true } });
    expect(await sql()`select investment_min from public.franchises where id = ${id}`).toEqual([
      { investment_min: "100000.00" },
    ]);
    expect(await approveRevisionAction.execute({ kind: "franchise", id }, owner.client)).toMatchObject({ ok: false });
    expect(await approveRevisionAction.execute({ kind: "franchise", id }, admin.client)).toMatchObject({ ok: true });
    expect(await sql()`select investment_min from public.franchises where id = ${id}`).toEqual([
      { investment_min: "120000.00" },
    ]);

    await saveFranchiseAction.execute(
      franchise({ id, name: published!.name, description_fr: DESCRIPTION, investment_min: 1 }),
      owner.client,
    );
    expect(
      await rejectRevisionAction.execute({ kind: "franchise", id, reason: "Montant invraisemblable." }, admin.client),
    ).toMatchObject({ ok: true });
    expect(await sql()`select investment_min from public.franchises where id = ${id}`).toEqual([
      { investment_min: "120000.00" },
    ]);
    expect(
      await sql()`select 1 from public.listing_revisions where item_kind = 'franchise' and item_id = ${id}`,
    ).toHaveLength(0);
  });

  it("lets an admin write any franchise directly, and lists the franchisor's own only to them", async () => {
    const saved = await saveFranchiseAction.execute(franchise(), owner.client);
    if (!saved.ok) throw new Error(saved.message);
    const id = saved.data.id;
    expect(
      await saveFranchiseAction.execute(franchise({ id, name: "Nom corrigé par l'équipe" }), admin.client),
    ).toMatchObject({ ok: true, data: { pendingReview: false } });
    expect(await sql()`select name, owner_id from public.franchises where id = ${id}`).toEqual([
      { name: "Nom corrigé par l'équipe", owner_id: owner.id },
    ]);
    const mine = await listWorkspaceFranchises(owner.client, {
      scope: "mine",
      sort: "updated",
      dir: "desc",
      limit: 50,
      offset: 0,
    });
    expect(mine.rows.map((r) => r.id)).toContain(id);
    const theirs = await listWorkspaceFranchises(other.client, {
      scope: "all",
      sort: "updated",
      dir: "desc",
      limit: 50,
      offset: 0,
    });
    expect(theirs.rows.map((r) => r.id)).not.toContain(id);
  });

  it("removes a replaced logo from Storage, and the last one when the franchise is deleted", async () => {
    const [a, b] = [
      await uploadListingPhoto(owner, `logo-a-${Date.now()}.png`),
      await uploadListingPhoto(owner, `logo-b-${Date.now()}.png`),
    ];
    const saved = await saveFranchiseAction.execute(franchise({ logo_url: listingImageUrl(a) }), owner.client);
    if (!saved.ok) throw new Error(saved.message);
    const id = saved.data.id;
    expect((await saveFranchiseAction.execute(franchise({ id, logo_url: listingImageUrl(b) }), owner.client)).ok).toBe(
      true,
    );
    expect(await isStored(a)).toBe(false);
    expect(await isStored(b)).toBe(true);
    // Someone else's file is refused as a logo.
    const foreign = await uploadListingPhoto(other, `logo-x-${Date.now()}.png`);
    expect(
      (await saveFranchiseAction.execute(franchise({ id, logo_url: listingImageUrl(foreign) }), owner.client)).ok,
    ).toBe(false);
    expect((await deleteItemAction.execute({ kind: "franchise", id }, owner.client)).ok).toBe(true);
    expect(await isStored(b)).toBe(false);
  });
});

describe("the Data API, called by hand", () => {
  it("never lets a franchisor publish, feature or touch someone else's franchise", async () => {
    const base = { name: `Franchise API ${Date.now().toString(36)}`, category_id: categoryId, owner_id: owner.id };
    const published = await owner.client
      .from("franchises")
      .insert({ ...base, status: "published" })
      .select("id");
    expect(published.error?.code).toBe("42501");
    const featured = await owner.client
      .from("franchises")
      .insert({ ...base, featured: true })
      .select("id");
    expect(featured.error).not.toBeNull();
    const forOther = await owner.client
      .from("franchises")
      .insert({ ...base, owner_id: other.id })
      .select("id");
    expect(forOther.error?.code).toBe("42501");

    const draft = await owner.client.from("franchises").insert(base).select("id").single();
    expect(draft.error).toBeNull();
    const id = draft.data!.id;
    // Straight to published, or submitted without what a review needs: refused.
    expect((await owner.client.from("franchises").update({ status: "published" }).eq("id", id)).error).not.toBeNull();
    expect((await owner.client.from("franchises").update({ status: "submitted" }).eq("id", id)).error).not.toBeNull();
    expect(
      (
        await owner.client
          .from("franchises")
          .update({ status: "submitted", description_fr: DESCRIPTION, investment_min: 90000 })
          .eq("id", id)
      ).error,
    ).toBeNull();
    expect((await owner.client.from("franchises").update({ status: "published" }).eq("id", id)).error).not.toBeNull();
    // Review fields stay the admins'.
    await owner.client.from("franchises").update({ rejection_reason: "auto" }).eq("id", id);
    // Another user changes nothing.
    const deface = await other.client
      .from("franchises")
      .update({ website: "https://evil.example" })
      .eq("id", id)
      .select("id");
    expect(deface.data ?? []).toEqual([]);
    expect(await sql()`select status, website, rejection_reason from public.franchises where id = ${id}`).toEqual([
      { status: "submitted", website: null, rejection_reason: null },
    ]);
  });
});
