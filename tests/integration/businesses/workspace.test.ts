/**
 * The seller's business listing actions against the real stack: who may save, submit, change
 * status, confirm and delete (owner, another user, an anonymous visitor, an admin), and that a
 * deletion or an edit removes the photos it drops from Storage.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBusinessAction, submitBusinessAction } from "@/lib/businesses/actions/save-business.core";
import { changeItemStatusAction, confirmListingAction, deleteItemAction } from "@/lib/listings/actions/items.core";
import type { BusinessInput } from "@/lib/businesses/schema";
import { SESSION_ENDED } from "@/lib/actions/result";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";
import { isStored, uploadListingPhoto } from "@/tests/support/listing-photos";

let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let categoryId: number;
let regionId: number;

function draft(over: Partial<BusinessInput> = {}): BusinessInput {
  return { title_fr: "Boulangerie artisanale à vendre", category_id: categoryId, ...over } as BusinessInput;
}

const LONG =
  "Une boulangerie artisanale rentable, clientèle fidèle depuis vingt ans, équipe formée et équipements récents. ".repeat(
    3,
  );

beforeAll(async () => {
  // One at a time: createTestUser holds a transaction on the small shared SQL pool.
  // Premium: several of this owner's listings are active at once (the plans' limits: accounts/plans.test.ts).
  owner = await createTestUser({ firstName: "Owner", plan: "premium" });
  other = await createTestUser();
  admin = await createTestUser({ admin: true });
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  const [region] = await sql()<
    { id: number }[]
  >`select id from public.regions where province_id = 1 order by id limit 1`;
  categoryId = Number(category!.id);
  regionId = Number(region!.id);
});

afterAll(cleanup);

describe("saving a business listing", () => {
  it("answers a session revoked elsewhere (signed out everywhere) with SESSION_ENDED, which the forms offer to sign in again for", async () => {
    const seller = await createTestUser();
    await sql()`delete from auth.sessions where user_id = ${seller.id}`;
    expect(await saveBusinessAction.execute(draft(), seller.client)).toMatchObject({
      ok: false,
      message: SESSION_ENDED,
    });
  });

  it("creates a draft owned by the signed-in user and refuses an anonymous visitor", async () => {
    const saved = await saveBusinessAction.execute(draft(), owner.client);
    expect(saved).toMatchObject({ ok: true });
    if (!saved.ok) return;
    const [row] = await sql()`select owner_id, status from public.entreprises where id = ${saved.data.id}`;
    expect(row).toMatchObject({ owner_id: owner.id, status: "draft" });
    const anonymous = await saveBusinessAction.execute(draft(), anonClient());
    expect(anonymous).toMatchObject({ ok: false, message: "forms.errors.sessionEnded" });
  });

  it("keeps what was typed wrong out of the database with a message per field", async () => {
    const result = await saveBusinessAction.execute(
      draft({ title_fr: "x", asking_price: Number.NaN, postal_code: "123" }),
      owner.client,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      title_fr: "workspace.errors.titleRequired",
      asking_price: "workspace.errors.money",
      postal_code: "workspace.errors.postalCode",
    });
  });

  it("does not let another user edit, confirm or delete it", async () => {
    const saved = await saveBusinessAction.execute(draft(), owner.client);
    if (!saved.ok) throw new Error("not saved");
    const id = saved.data.id;
    expect(await saveBusinessAction.execute(draft({ id, title_fr: "Pris par un autre" }), other.client)).toMatchObject({
      ok: false,
      message: "workspace.errors.notFound",
    });
    expect(await deleteItemAction.execute({ kind: "entreprise", id }, other.client)).toMatchObject({ ok: false });
    expect(
      await changeItemStatusAction.execute({ kind: "entreprise", id, to: "submitted" }, other.client),
    ).toMatchObject({ ok: false });
    const [row] = await sql()`select title_fr, status from public.entreprises where id = ${id}`;
    expect(row).toMatchObject({ title_fr: "Boulangerie artisanale à vendre", status: "draft" });
  });
});

describe("submitting and status changes", () => {
  it("names what a submission lacks, then submits a complete listing", async () => {
    const saved = await saveBusinessAction.execute(draft(), owner.client);
    if (!saved.ok) throw new Error("not saved");
    const incomplete = await submitBusinessAction.execute(draft({ id: saved.data.id }), owner.client);
    expect(incomplete).toMatchObject({ ok: false, message: "workspace.errors.incomplete" });
    if (incomplete.ok) return;
    expect(Object.keys(incomplete.fieldErrors).sort()).toEqual(["asking_price", "description_fr", "region_id"]);

    const complete = await submitBusinessAction.execute(
      draft({ id: saved.data.id, description_fr: LONG, asking_price: 350_000, region_id: regionId }),
      owner.client,
    );
    expect(complete.ok).toBe(true);
    const [row] = await sql()`select status, submitted_at from public.entreprises where id = ${saved.data.id}`;
    expect(row?.status).toBe("submitted");
    expect(row?.submitted_at).not.toBeNull();
  });

  it("lets the owner mark a published listing under offer and sold, and archive then resubmit it, but never publish it", async () => {
    const saved = await saveBusinessAction.execute(
      draft({ description_fr: LONG, asking_price: 100_000, region_id: regionId }),
      owner.client,
    );
    if (!saved.ok) throw new Error("not saved");
    const id = saved.data.id;
    expect(
      await changeItemStatusAction.execute({ kind: "entreprise", id, to: "published" }, owner.client),
    ).toMatchObject({ ok: false, message: "workspace.errors.transition" });
    expect((await changeItemStatusAction.execute({ kind: "entreprise", id, to: "submitted" }, owner.client)).ok).toBe(
      true,
    );
    expect(
      await changeItemStatusAction.execute({ kind: "entreprise", id, to: "published" }, admin.client),
    ).toMatchObject({ ok: true });
    for (const to of ["under_offer", "published", "sold", "archived", "submitted"] as const) {
      expect(await changeItemStatusAction.execute({ kind: "entreprise", id, to }, owner.client), to).toMatchObject({
        ok: true,
      });
    }
    const events =
      await sql()`select to_status from public.moderation_events where item_kind = 'entreprise' and item_id = ${id} order by id`;
    expect(events.map((e) => e.to_status)).toEqual([
      "draft",
      "submitted",
      "published",
      "under_offer",
      "published",
      "sold",
      "archived",
      "submitted",
    ]);
  });

  it("confirms a listing today, whatever date the caller sends through the Data API", async () => {
    const saved = await saveBusinessAction.execute(
      draft({ description_fr: LONG, asking_price: 90_000, region_id: regionId }),
      owner.client,
    );
    if (!saved.ok) throw new Error("not saved");
    const id = saved.data.id;
    await sql()`update public.entreprises set status = 'published', last_confirmed_at = now() - interval '80 days' where id = ${id}`;
    const { error } = await owner.client
      .from("entreprises")
      .update({ last_confirmed_at: "2030-01-01T00:00:00Z" })
      .eq("id", id);
    expect(error).toBeNull();
    const [afterApi] =
      await sql()`select last_confirmed_at > now() - interval '1 minute' and last_confirmed_at <= now() as today from public.entreprises where id = ${id}`;
    expect(afterApi?.today).toBe(true);
    await sql()`update public.entreprises set last_confirmed_at = now() - interval '80 days' where id = ${id}`;
    expect((await confirmListingAction.execute({ kind: "entreprise", id }, owner.client)).ok).toBe(true);
    const [afterAction] =
      await sql()`select last_confirmed_at > now() - interval '1 minute' as today from public.entreprises where id = ${id}`;
    expect(afterAction?.today).toBe(true);
  });
});

describe("photos", () => {
  it("removes a photo dropped by an edit and every photo of a deleted listing", async () => {
    const [a, b] = [
      await uploadListingPhoto(owner, `photo-a-${Date.now()}.png`),
      await uploadListingPhoto(owner, `photo-b-${Date.now()}.png`),
    ];
    const saved = await saveBusinessAction.execute(
      draft({ images: [{ path: a, alt_fr: "Façade" }, { path: b }] }),
      owner.client,
    );
    if (!saved.ok) throw new Error(saved.message);
    const id = saved.data.id;
    expect((await saveBusinessAction.execute(draft({ id, images: [{ path: b }] }), owner.client)).ok).toBe(true);
    expect(await isStored(a)).toBe(false);
    expect(await isStored(b)).toBe(true);
    expect((await deleteItemAction.execute({ kind: "entreprise", id }, owner.client)).ok).toBe(true);
    expect(await isStored(b)).toBe(false);
    expect(await sql()`select 1 from public.entreprises where id = ${id}`).toHaveLength(0);
  });
});
