/**
 * Issue 18, as the attacks: a seller plants another user's photo in their own listing (so that an
 * admin's deletion removes it), oversized JSON (alt texts, valuation answers), a description longer
 * than the database allows, and a profile photo on another host. Each is refused with a clear answer
 * by the database (Data API) and by the actions, and the clean-up never leaves the owner's folder.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBusinessAction } from "@/lib/businesses/actions/save-business.core";
import { deleteItemAction } from "@/lib/listings/actions/items.core";
import type { BusinessInput } from "@/lib/businesses/schema";
import { cleanup, createTestUser, env, sql, type TestUser } from "@/tests/support/db";
import { isStored, uploadListingPhoto } from "@/tests/support/listing-photos";

let seller: TestUser;
let victim: TestUser;
let admin: TestUser;
let categoryId: number;

const MEGABYTE = "x".repeat(1024 * 1024);

function draft(over: Partial<BusinessInput> = {}): BusinessInput {
  return { title_fr: "Quincaillerie de quartier", category_id: categoryId, ...over } as BusinessInput;
}

async function newListing(): Promise<number> {
  const saved = await saveBusinessAction.execute(draft(), seller.client);
  if (!saved.ok) throw new Error(saved.message);
  return saved.data.id;
}

beforeAll(async () => {
  seller = await createTestUser();
  victim = await createTestUser();
  admin = await createTestUser({ admin: true });
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  categoryId = Number(category!.id);
});

afterAll(cleanup);

describe("a listing's photos belong to its owner", () => {
  it("refuses another user's file in a listing, through the Data API and the save action", async () => {
    const id = await newListing();
    const foreign = [{ path: `${victim.id}/photo.webp`, alt_fr: "", alt_en: "" }];
    const api = await seller.client.from("entreprises").update({ images: foreign }).eq("id", id).select("id");
    expect(api.status).toBe(400);
    expect(api.error?.message).toMatch(/listing images refused/);
    const action = await saveBusinessAction.execute(draft({ id, images: foreign }), seller.client);
    expect(action).toMatchObject({ ok: false, fieldErrors: { images: "workspace.errors.photo" } });
    const [row] = await sql()`select images from public.entreprises where id = ${id}`;
    expect(row!.images).toEqual([]);
  });

  it("deletes nothing outside the owner's folder when an admin deletes a listing planted before the fix", async () => {
    const id = await newListing();
    const own = await uploadListingPhoto(seller, "own.png");
    const theirs = await uploadListingPhoto(victim, "theirs.png");
    // Legacy data from before the database refused it: written with the row's triggers off.
    const planted = [{ path: own }, { path: theirs }, { path: `${victim.id}/../${seller.id}/x.png` }];
    await sql().begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`update public.entreprises set images = ${tx.json(planted)} where id = ${id}`;
    });
    expect(await deleteItemAction.execute({ kind: "entreprise", id }, admin.client)).toEqual({
      ok: true,
      data: true,
    });
    expect(await isStored(theirs)).toBe(true);
    expect(await isStored(own)).toBe(false);
  });
});

describe("JSON stays small", () => {
  it("refuses 1 MB of alt text", async () => {
    const id = await newListing();
    const images = [{ path: `${seller.id}/a.webp`, alt_fr: MEGABYTE, alt_en: "" }];
    const api = await seller.client.from("entreprises").update({ images }).eq("id", id).select("id");
    expect(api.status).toBe(400);
    const action = await saveBusinessAction.execute(draft({ id, images }), seller.client);
    expect(action).toMatchObject({ ok: false, fieldErrors: { "images.0.alt_fr": "workspace.errors.tooLong" } });
  });

  it("refuses 1 MB of valuation answers and answers it does not know", async () => {
    const big = await seller.client
      .from("evaluations")
      .insert({ title: "Évaluation", inputs: { sde: 1, note: MEGABYTE } })
      .select("id");
    expect(big.status).toBe(400);
    const unknown = await seller.client
      .from("evaluations")
      .insert({ title: "Évaluation", inputs: { sde: 1, extra: 2 } })
      .select("id");
    expect(unknown.status).toBe(400);
    const fine = await seller.client
      .from("evaluations")
      .insert({ title: "Évaluation", inputs: { sde: 1, trend: "stable" } })
      .select("id");
    expect(fine.error).toBeNull();
  });
});

describe("a text longer than the database allows", () => {
  it("gets its field error from the action and a 400 from the Data API", async () => {
    const id = await newListing();
    const long = "a".repeat(30_000);
    const action = await saveBusinessAction.execute(draft({ id, description_fr: long }), seller.client);
    expect(action).toMatchObject({ ok: false, fieldErrors: { description_fr: "workspace.errors.tooLong" } });
    const api = await seller.client.from("entreprises").update({ description_fr: long }).eq("id", id).select("id");
    expect(api.status).toBe(400);
    expect(api.error?.code).toBe("23514");
  });
});

describe("a profile photo is a file of this project's Storage", () => {
  it("refuses the same path on another host, through the Data API as the user", async () => {
    const path = `/storage/v1/object/public/avatars/${seller.id}/me.webp`;
    const elsewhere = await seller.client
      .from("profiles")
      .update({ avatar_url: `https://evil.example${path}` })
      .eq("id", seller.id)
      .select("id");
    expect(elsewhere.status).toBe(400);
    const here = await seller.client
      .from("profiles")
      .update({ avatar_url: `${env.url}${path}` })
      .eq("id", seller.id)
      .select("id");
    expect(here.error).toBeNull();
  });

  it("refuses a franchise logo on another host, even from an administrator through the Data API", async () => {
    const [franchise] = await sql()<{ id: number }[]>`select id from public.franchises order by id limit 1`;
    const path = `/storage/v1/object/public/avatars/${admin.id}/logo.webp`;
    const elsewhere = await admin.client
      .from("franchises")
      .update({ logo_url: `https://evil.example${path}` })
      .eq("id", franchise!.id)
      .select("id");
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.error?.message).toMatch(/this project's Storage/);
  });

  it("refuses an expert photo from another user's folder", async () => {
    const photo_url = `${env.url}/storage/v1/object/public/listing-images/${victim.id}/theirs.webp`;
    const planted = await seller.client
      .from("experts")
      .insert({ name: "Expert planté", profession: "accountant", slug: "", owner_id: seller.id, photo_url })
      .select("id");
    expect(planted.status).toBe(400);
    expect(planted.error?.message).toMatch(/owner's folder/);
  });
});
