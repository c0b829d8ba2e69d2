/**
 * The seller's property and expert-profile actions against the real stack: who may save,
 * submit, change status and delete (owner, another user, an anonymous visitor, an admin); what
 * a property's review needs, in the action and in Postgres; photos leaving Storage when an
 * edit drops them, when an expert's photo is replaced or removed, and on deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveExpertAction, submitExpertAction } from "@/lib/experts/actions/save-expert.core";
import { changeItemStatusAction, confirmListingAction, deleteItemAction } from "@/lib/listings/actions/items.core";
import { savePropertyAction, submitPropertyAction } from "@/lib/properties/actions/save-property.core";
import { listingImageUrl } from "@/lib/listings/photos";
import { listWorkspaceExperts } from "@/lib/experts/queries/editor";
import { listWorkspaceProperties } from "@/lib/properties/queries/editor";
import type { ExpertInput } from "@/lib/experts/schema";
import type { PropertyInput } from "@/lib/properties/schema";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";
import { isStored, uploadListingPhoto } from "@/tests/support/listing-photos";

let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let regionId: number;

const LONG =
  "Bâtiment commercial bien situé sur une artère passante, stationnement, quai de chargement et toiture refaite. ".repeat(
    3,
  );
const BIO =
  "Courtière immobilière commerciale depuis quinze ans, j'accompagne les vendeurs et les acheteurs de PME partout au Québec.";

function property(over: Partial<PropertyInput> = {}): PropertyInput {
  return { title_fr: "Local commercial à Sherbrooke", property_type: "retail", ...over } as PropertyInput;
}

function expert(over: Partial<ExpertInput> = {}): ExpertInput {
  return { name: "Julie Tremblay", profession: "business_broker", ...over } as ExpertInput;
}

beforeAll(async () => {
  // Premium: several of this owner's listings are active at once (the plans' limits: accounts/plans.test.ts).
  owner = await createTestUser({ firstName: "Owner", plan: "premium" });
  other = await createTestUser();
  admin = await createTestUser({ admin: true });
  const [region] = await sql()<
    { id: number }[]
  >`select id from public.regions where province_id = 1 order by id limit 1`;
  regionId = Number(region!.id);
});

afterAll(cleanup);

describe("properties", () => {
  it("saves a draft for the signed-in user, refuses an anonymous visitor and another user", async () => {
    const saved = await savePropertyAction.execute(
      property({ transaction_type: "lease", lease_rate: 18.5, lease_rate_unit: "per_sqft_year", area_sqft: 2400 }),
      owner.client,
    );
    expect(saved).toMatchObject({ ok: true });
    if (!saved.ok) return;
    const id = saved.data.id;
    const [row] =
      await sql()`select owner_id, status, lease_rate, lease_rate_unit, price from public.immobilier where id = ${id}`;
    expect(row).toMatchObject({ owner_id: owner.id, status: "draft", lease_rate_unit: "per_sqft_year", price: null });
    expect(Number(row?.lease_rate)).toBe(18.5);
    expect(await savePropertyAction.execute(property(), anonClient())).toMatchObject({
      ok: false,
      message: "forms.errors.sessionEnded",
    });
    expect(
      await savePropertyAction.execute(property({ id, title_fr: "Pris par un autre" }), other.client),
    ).toMatchObject({ ok: false, message: "workspace.errors.notFound" });
    expect(await deleteItemAction.execute({ kind: "immobilier", id }, other.client)).toMatchObject({ ok: false });
    expect(
      await changeItemStatusAction.execute({ kind: "immobilier", id, to: "submitted" }, other.client),
    ).toMatchObject({ ok: false });
    const listed = await listWorkspaceProperties(owner.client, {
      scope: "mine",
      sort: "updated",
      dir: "desc",
      limit: 25,
      offset: 0,
    });
    expect(listed.rows.map((r) => r.id)).toContain(id);
    expect(
      (
        await listWorkspaceProperties(other.client, {
          scope: "mine",
          sort: "updated",
          dir: "desc",
          limit: 25,
          offset: 0,
        })
      ).rows.map((r) => r.id),
    ).not.toContain(id);
  });

  it("keeps wrong input out with a message per field", async () => {
    const result = await savePropertyAction.execute(
      property({ title_fr: "x", property_type: "castle" as never, price: Number.NaN, year_built: 1200 }),
      owner.client,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      title_fr: "workspace.errors.titleRequired",
      property_type: "workspace.errors.choose",
      price: "workspace.errors.money",
      year_built: "workspace.errors.outOfRange",
    });
  });

  it("names what a submission lacks (the rent of a lease), then submits; Postgres refuses an incomplete one through the Data API", async () => {
    const saved = await savePropertyAction.execute(property({ transaction_type: "lease" }), owner.client);
    if (!saved.ok) throw new Error("not saved");
    const id = saved.data.id;
    const incomplete = await submitPropertyAction.execute(property({ id, transaction_type: "lease" }), owner.client);
    expect(incomplete).toMatchObject({ ok: false, message: "workspace.errors.incomplete" });
    if (incomplete.ok) return;
    expect(Object.keys(incomplete.fieldErrors).sort()).toEqual(["description_fr", "lease_rate", "region_id"]);

    // Straight through the Data API, past the action: the moderation guard says no.
    const { error } = await owner.client.from("immobilier").update({ status: "submitted" }).eq("id", id);
    expect(error?.message).toMatch(/incomplete listing/);
    expect((await sql()`select status from public.immobilier where id = ${id}`)[0]?.status).toBe("draft");

    const complete = await submitPropertyAction.execute(
      property({
        id,
        transaction_type: "lease",
        lease_rate: 4500,
        lease_rate_unit: "per_month",
        description_fr: LONG,
        region_id: regionId,
      }),
      owner.client,
    );
    expect(complete.ok).toBe(true);
    const [row] = await sql()`select status, submitted_at from public.immobilier where id = ${id}`;
    expect(row?.status).toBe("submitted");
    expect(row?.submitted_at).not.toBeNull();
  });

  it("lets the owner move a published property (under offer, sold, archive, resubmit) and confirm it, but only an admin publishes", async () => {
    const saved = await submitPropertyAction.execute(
      property({ price: 750_000, description_fr: LONG, region_id: regionId }),
      owner.client,
    );
    if (!saved.ok) throw new Error(saved.message);
    const id = saved.data.id;
    expect(
      await changeItemStatusAction.execute({ kind: "immobilier", id, to: "published" }, owner.client),
    ).toMatchObject({ ok: false, message: "workspace.errors.transition" });
    expect(
      await changeItemStatusAction.execute({ kind: "immobilier", id, to: "published" }, admin.client),
    ).toMatchObject({ ok: true });
    expect((await confirmListingAction.execute({ kind: "immobilier", id }, owner.client)).ok).toBe(true);
    for (const to of ["under_offer", "published", "sold", "archived", "submitted"] as const) {
      expect(await changeItemStatusAction.execute({ kind: "immobilier", id, to }, owner.client), to).toMatchObject({
        ok: true,
      });
    }
    const events =
      await sql()`select to_status from public.moderation_events where item_kind = 'immobilier' and item_id = ${id} order by id`;
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

  it("lets an admin edit someone's property, and removes dropped and deleted photos from Storage", async () => {
    const [a, b] = [
      await uploadListingPhoto(owner, `prop-a-${Date.now()}.png`),
      await uploadListingPhoto(owner, `prop-b-${Date.now()}.png`),
    ];
    const saved = await savePropertyAction.execute(
      property({ images: [{ path: a, alt_fr: "Façade" }, { path: b }] }),
      owner.client,
    );
    if (!saved.ok) throw new Error(saved.message);
    const id = saved.data.id;
    expect(
      (
        await savePropertyAction.execute(
          property({ id, title_fr: "Local revu par l'équipe", images: [{ path: b }] }),
          admin.client,
        )
      ).ok,
    ).toBe(true);
    expect(await isStored(a)).toBe(false);
    expect(await isStored(b)).toBe(true);
    const [row] = await sql()`select owner_id, title_fr from public.immobilier where id = ${id}`;
    expect(row).toMatchObject({ owner_id: owner.id, title_fr: "Local revu par l'équipe" });
    expect((await deleteItemAction.execute({ kind: "immobilier", id }, owner.client)).ok).toBe(true);
    expect(await isStored(b)).toBe(false);
    expect(await sql()`select 1 from public.immobilier where id = ${id}`).toHaveLength(0);
  });
});

describe("expert profiles", () => {
  it("saves several profiles for one user with their professions, and refuses anonymous visitors and other users", async () => {
    const first = await saveExpertAction.execute(
      expert({
        professions: ["valuator", "business_broker"],
        languages: ["fr", "en"],
        region_ids: [regionId],
        licence_body: "oaciq",
        licence_number: "A1234",
      }),
      owner.client,
    );
    const second = await saveExpertAction.execute(
      expert({ name: "Marc Gagnon", profession: "accountant" }),
      owner.client,
    );
    if (!first.ok || !second.ok) throw new Error("not saved");
    const [row] =
      await sql()`select owner_id, status, profession, professions::text[] as professions, licence_body from public.experts where id = ${first.data.id}`;
    expect(row).toMatchObject({
      owner_id: owner.id,
      status: "draft",
      profession: "business_broker",
      professions: ["business_broker", "valuator"],
      licence_body: "oaciq",
    });
    const mine = await listWorkspaceExperts(owner.client, {
      scope: "mine",
      sort: "updated",
      dir: "desc",
      limit: 25,
      offset: 0,
    });
    expect(mine.rows.map((r) => r.id)).toEqual(expect.arrayContaining([first.data.id, second.data.id]));
    expect(await saveExpertAction.execute(expert(), anonClient())).toMatchObject({
      ok: false,
      message: "forms.errors.sessionEnded",
    });
    expect(
      await saveExpertAction.execute(expert({ id: first.data.id, name: "Quelqu'un d'autre" }), other.client),
    ).toMatchObject({ ok: false, message: "workspace.errors.notFound" });
    expect(await deleteItemAction.execute({ kind: "expert", id: first.data.id }, other.client)).toMatchObject({
      ok: false,
    });
  });

  it("refuses a bad e-mail, website, photo address and no language with a message per field", async () => {
    const result = await saveExpertAction.execute(
      expert({ email: "julie@", website: "www", photo_url: "https://example.com/me.jpg", languages: [] }),
      owner.client,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      email: "workspace.errors.email",
      website: "workspace.errors.website",
      photo_url: "workspace.errors.photo",
      languages: "workspace.errors.languageRequired",
    });
  });

  it("names what a submission lacks, then submits; only an admin publishes; no under offer for a profile", async () => {
    const saved = await saveExpertAction.execute(expert(), owner.client);
    if (!saved.ok) throw new Error("not saved");
    const id = saved.data.id;
    const incomplete = await submitExpertAction.execute(expert({ id }), owner.client);
    expect(incomplete).toMatchObject({ ok: false, message: "workspace.errors.incomplete" });
    if (incomplete.ok) return;
    expect(Object.keys(incomplete.fieldErrors).sort()).toEqual(["bio_fr", "email", "region_ids"]);
    expect(
      (
        await submitExpertAction.execute(
          expert({ id, bio_fr: BIO, region_ids: [regionId], email: "julie@example.com" }),
          owner.client,
        )
      ).ok,
    ).toBe(true);
    expect(await changeItemStatusAction.execute({ kind: "expert", id, to: "published" }, owner.client)).toMatchObject({
      ok: false,
    });
    expect(await changeItemStatusAction.execute({ kind: "expert", id, to: "published" }, admin.client)).toMatchObject({
      ok: true,
    });
    expect(await changeItemStatusAction.execute({ kind: "expert", id, to: "under_offer" }, owner.client)).toMatchObject(
      { ok: false, message: "workspace.errors.transition" },
    );
    expect(await changeItemStatusAction.execute({ kind: "expert", id, to: "archived" }, owner.client)).toMatchObject({
      ok: true,
    });
    const [row] = await sql()`select status, published_at from public.experts where id = ${id}`;
    expect(row?.status).toBe("archived");
    expect(row?.published_at).not.toBeNull();
  });

  it("removes the old photo from Storage when it is replaced or removed, and the last one when the profile is deleted", async () => {
    const [a, b, c] = [
      await uploadListingPhoto(owner, `expert-a-${Date.now()}.webp`),
      await uploadListingPhoto(owner, `expert-b-${Date.now()}.webp`),
      await uploadListingPhoto(owner, `expert-c-${Date.now()}.webp`),
    ];
    const saved = await saveExpertAction.execute(expert({ photo_url: listingImageUrl(a) }), owner.client);
    if (!saved.ok) throw new Error(saved.message);
    const id = saved.data.id;
    expect((await saveExpertAction.execute(expert({ id, photo_url: listingImageUrl(b) }), owner.client)).ok).toBe(true);
    expect(await isStored(a)).toBe(false);
    expect(await isStored(b)).toBe(true);
    expect((await saveExpertAction.execute(expert({ id, photo_url: null }), owner.client)).ok).toBe(true);
    expect(await isStored(b)).toBe(false);
    expect((await saveExpertAction.execute(expert({ id, photo_url: listingImageUrl(c) }), owner.client)).ok).toBe(true);
    expect((await deleteItemAction.execute({ kind: "expert", id }, owner.client)).ok).toBe(true);
    expect(await isStored(c)).toBe(false);
    expect(await sql()`select 1 from public.experts where id = ${id}`).toHaveLength(0);
  });
});
