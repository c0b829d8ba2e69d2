/**
 * Issue 18, "a listing changed after approval stays published", as the attack: an owner rewrites
 * a published business or property through the Data API. The approved text stays online, the
 * change waits as a pending revision an admin applies or rejects; status and freshness stay
 * immediate; nobody else reads or writes the revision.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveRevisionAction, rejectRevisionAction } from "@/lib/moderation/actions/decide-revision.core";
import { withdrawRevisionAction } from "@/lib/listings/actions/withdraw-revision.core";
import { saveBusinessAction } from "@/lib/businesses/actions/save-business.core";
import { deleteItemAction } from "@/lib/listings/actions/items.core";
import { listModerationEvents, listRevisionsToReview } from "@/lib/moderation/queries";
import type { BusinessInput } from "@/lib/businesses/schema";
import { anonClient, cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";
import { isStored, uploadListingPhoto } from "@/tests/support/listing-photos";

let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let categoryId: number;

const description = "Annonce approuvée : un commerce de quartier rentable, clientèle fidèle. ".repeat(4).trim();
const scam = "Appelez le 1-900-555-0199 et payez un dépôt par carte-cadeau pour réserver.";

async function published(table: "entreprises" | "immobilier", status = "published"): Promise<number> {
  const slug = `revision-${randomUUID().slice(0, 8)}`;
  const [row] =
    table === "entreprises"
      ? await sql()<{ id: number }[]>`
          insert into public.entreprises (slug, owner_id, title_fr, description_fr, category_id, region_id, asking_price, status)
          values (${slug}, ${owner.id}, ${"Titre approuvé " + slug}, ${description}, ${categoryId}, 6, 180000, ${status}::public.listing_status)
          returning id`
      : await sql()<{ id: number }[]>`
          insert into public.immobilier (slug, owner_id, title_fr, description_fr, property_type, price, region_id, status)
          values (${slug}, ${owner.id}, ${"Titre approuvé " + slug}, ${description}, 'retail', 450000, 6, ${status}::public.listing_status)
          returning id`;
  return Number(row!.id);
}

async function revisionOf(kind: string, id: number) {
  const [row] = await sql()<{ changes: Record<string, unknown> }[]>`
    select changes from public.listing_revisions where item_kind = ${kind} and item_id = ${id}`;
  return row?.changes;
}

beforeAll(async () => {
  owner = await createTestUser({ firstName: "Olivier" });
  other = await createTestUser();
  admin = await createTestUser({ admin: true });
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  categoryId = category!.id;
});

afterAll(cleanup);

describe("an owner's edit of a public listing waits for review", () => {
  it.each([
    ["entreprises", "entreprise"],
    ["immobilier", "immobilier"],
  ] as const)("%s: the approved text stays online, the new one is a pending revision", async (table, kind) => {
    const id = await published(table);
    const [before] = await sql()<{ title_fr: string; last_confirmed_at: Date }[]>`
      select title_fr, last_confirmed_at from ${sql()(table)} where id = ${id}`;
    await sql()`update ${sql()(table)} set last_confirmed_at = now() - interval '30 days' where id = ${id}`;

    const patch = await owner.client
      .from(table)
      .update({
        title_fr: "Arnaque téléphonique",
        description_fr: scam,
        status: "sold",
        last_confirmed_at: new Date().toISOString(),
      })
      .eq("id", id);
    expect(patch.error).toBeNull();

    // The public still reads the approved text; status and confirmation were immediate.
    const seen = await anonClient()
      .from(table)
      .select("title_fr, description_fr, status, last_confirmed_at")
      .eq("id", id)
      .single();
    expect(seen.data).toMatchObject({ title_fr: before!.title_fr, description_fr: description, status: "sold" });
    expect(Date.now() - new Date(seen.data!.last_confirmed_at as string).getTime()).toBeLessThan(60_000);
    expect(await revisionOf(kind, id)).toEqual({ title_fr: "Arnaque téléphonique", description_fr: scam });

    // The owner reads their revision; another user and anon do not.
    const mine = await owner.client.from("listing_revisions").select("changes").eq("item_kind", kind).eq("item_id", id);
    expect(mine.data).toEqual([{ changes: { title_fr: "Arnaque téléphonique", description_fr: scam } }]);
    expect((await other.client.from("listing_revisions").select("item_id").eq("item_id", id)).data).toEqual([]);
    const anonRead = await anonClient().from("listing_revisions").select("item_id").eq("item_id", id);
    expect(anonRead.data ?? []).toEqual([]);

    // Admin approval puts the new text online and logs it.
    const applied = await admin.client.rpc("apply_listing_revision", { p_kind: kind, p_id: id });
    expect(applied.error).toBeNull();
    const after = await anonClient().from(table).select("title_fr, description_fr, status").eq("id", id).single();
    expect(after.data).toEqual({ title_fr: "Arnaque téléphonique", description_fr: scam, status: "sold" });
    expect(await revisionOf(kind, id)).toBeUndefined();
    const [event] = await sql()<{ action: string }[]>`
      select action from public.moderation_events where item_kind = ${kind} and item_id = ${id} order by id desc limit 1`;
    expect(event!.action).toBe("revision_approved");
  });

  it("the owner cannot write a revision, can withdraw it; a non-admin cannot apply or reject", async () => {
    const id = await published("entreprises");
    const insert = await owner.client
      .from("listing_revisions")
      .insert({ item_kind: "entreprise", item_id: id, owner_id: owner.id, changes: { title_fr: "Directement" } });
    expect(insert.error).not.toBeNull();

    await owner.client.from("entreprises").update({ description_fr: scam }).eq("id", id);
    const update = await owner.client
      .from("listing_revisions")
      .update({ changes: { title_fr: "Autre" } })
      .eq("item_id", id)
      .select();
    expect(update.data ?? []).toEqual([]);
    expect(await revisionOf("entreprise", id)).toEqual({ description_fr: scam });

    expect((await owner.client.rpc("apply_listing_revision", { p_kind: "entreprise", p_id: id })).error?.code).toBe(
      "42501",
    );
    expect(
      (await other.client.rpc("reject_listing_revision", { p_kind: "entreprise", p_id: id, p_reason: "x" })).error
        ?.code,
    ).toBe("42501");
    expect((await anonClient().rpc("apply_listing_revision", { p_kind: "entreprise", p_id: id })).error).not.toBeNull();

    // Another user cannot withdraw it; the owner can.
    await other.client.from("listing_revisions").delete().eq("item_kind", "entreprise").eq("item_id", id);
    expect(await revisionOf("entreprise", id)).toBeDefined();
    await owner.client.from("listing_revisions").delete().eq("item_kind", "entreprise").eq("item_id", id);
    expect(await revisionOf("entreprise", id)).toBeUndefined();
    const [row] = await sql()<
      { description_fr: string }[]
    >`select description_fr from public.entreprises where id = ${id}`;
    expect(row!.description_fr).toBe(description);
  });

  it("photos of another user's folder and oversized values are refused in a revision", async () => {
    const id = await published("immobilier");
    const stolen = await owner.client
      .from("immobilier")
      .update({ images: [{ path: `${other.id}/photo.jpg`, alt_fr: "", alt_en: "" }] })
      .eq("id", id);
    expect(stolen.error?.code).toBe("23514");
    const huge = await owner.client
      .from("immobilier")
      .update({ zoning: "x".repeat(300_000) })
      .eq("id", id);
    expect(huge.error?.code).toBe("23514");
    expect(await revisionOf("immobilier", id)).toBeUndefined();
  });

  it("a revision planted with status, owner or featured keys never applies them", async () => {
    const id = await published("entreprises");
    await sql()`
      insert into public.listing_revisions (item_kind, item_id, owner_id, changes)
      values ('entreprise', ${id}, ${owner.id},
              ${sql().json({ title_fr: "Titre révisé", status: "draft", owner_id: other.id, featured: true, view_count: 999 })})`;
    expect((await admin.client.rpc("apply_listing_revision", { p_kind: "entreprise", p_id: id })).error).toBeNull();
    const [row] = await sql()<
      { title_fr: string; status: string; owner_id: string; featured: boolean; view_count: number }[]
    >`
      select title_fr, status::text, owner_id, featured, view_count from public.entreprises where id = ${id}`;
    expect(row).toEqual({
      title_fr: "Titre révisé",
      status: "published",
      owner_id: owner.id,
      featured: false,
      view_count: 0,
    });
  });

  it("a rejection needs a reason, deletes the revision and logs the reason", async () => {
    const id = await published("immobilier");
    await owner.client.from("immobilier").update({ description_fr: scam }).eq("id", id);
    const noReason = await admin.client.rpc("reject_listing_revision", {
      p_kind: "immobilier",
      p_id: id,
      p_reason: " ",
    });
    expect(noReason.error?.code).toBe("23514");
    const rejected = await admin.client.rpc("reject_listing_revision", {
      p_kind: "immobilier",
      p_id: id,
      p_reason: "Numéro surtaxé",
    });
    expect(rejected.error).toBeNull();
    expect(await revisionOf("immobilier", id)).toBeUndefined();
    const [row] = await sql()<
      { description_fr: string }[]
    >`select description_fr from public.immobilier where id = ${id}`;
    expect(row!.description_fr).toBe(description);
    const [event] = await sql()<{ action: string; reason: string }[]>`
      select action, reason from public.moderation_events where item_kind = 'immobilier' and item_id = ${id} order by id desc limit 1`;
    expect(event).toEqual({ action: "revision_rejected", reason: "Numéro surtaxé" });
    // The owner's moderation history reads it.
    const history = await listModerationEvents(owner.client, { kind: "immobilier", ids: [id], limit: 10 });
    expect(history.map((e) => e.action)).toContain("revision_rejected");
  });

  it("a draft is still edited directly, and an admin's edit of a public listing is direct", async () => {
    const draft = await published("entreprises", "draft");
    await owner.client.from("entreprises").update({ title_fr: "Brouillon modifié" }).eq("id", draft);
    const [row] = await sql()<{ title_fr: string }[]>`select title_fr from public.entreprises where id = ${draft}`;
    expect(row!.title_fr).toBe("Brouillon modifié");
    expect(await revisionOf("entreprise", draft)).toBeUndefined();

    const live = await published("entreprises");
    await admin.client.from("entreprises").update({ title_fr: "Correction admin" }).eq("id", live);
    const [fixed] = await sql()<{ title_fr: string }[]>`select title_fr from public.entreprises where id = ${live}`;
    expect(fixed!.title_fr).toBe("Correction admin");
  });
});

describe("the editor's save and the revision decisions (actions)", () => {
  async function editorValues(id: number, over: Partial<BusinessInput> = {}): Promise<BusinessInput> {
    const [row] = await sql()<{ title_fr: string }[]>`select title_fr from public.entreprises where id = ${id}`;
    return {
      id,
      title_fr: row!.title_fr,
      description_fr: description,
      category_id: categoryId,
      region_id: 6,
      asking_price: 180000,
      ...over,
    } as BusinessInput;
  }

  async function mailOf(id: number, kind: string) {
    const [mail] = await sql()<{ subject: string; body_text: string }[]>`
      select subject, body_text from public.outbound_emails where kind = ${kind} and subject_ref = ${"entreprise:" + id}`;
    return mail;
  }

  it("a save of a published listing says it waits for review, keeps the published photo; approval publishes and mails", async () => {
    const id = await published("entreprises");
    const [a, b] = [
      await uploadListingPhoto(owner, `rev-a-${Date.now()}.png`),
      await uploadListingPhoto(owner, `rev-b-${Date.now()}.png`),
    ];
    await sql()`update public.entreprises set images = ${sql().json([{ path: a }])} where id = ${id}`;

    const saved = await saveBusinessAction.execute(
      await editorValues(id, { description_fr: scam + " " + description, images: [{ path: b }] }),
      owner.client,
    );
    expect(saved).toMatchObject({ ok: true, data: { id, pendingReview: true } });
    expect(await isStored(a)).toBe(true); // the published version still shows it
    const seen = await anonClient().from("entreprises").select("description_fr, images").eq("id", id).single();
    expect(seen.data).toEqual({ description_fr: description, images: [{ path: a }] });

    // Only an admin decides.
    expect(await approveRevisionAction.execute({ kind: "entreprise", id }, owner.client)).toMatchObject({ ok: false });
    expect(await approveRevisionAction.execute({ kind: "entreprise", id }, admin.client)).toMatchObject({ ok: true });
    const after = await anonClient().from("entreprises").select("images").eq("id", id).single();
    expect(after.data!.images).toEqual([expect.objectContaining({ path: b })]);
    expect(await isStored(a)).toBe(false);
    expect(await isStored(b)).toBe(true);
    expect((await mailOf(id, "revision.approved"))?.body_text).toContain("Olivier");
  });

  it("a declined revision mails the reason and drops only its own photos; another user cannot withdraw", async () => {
    const id = await published("entreprises");
    const [a, b] = [
      await uploadListingPhoto(owner, `rev-c-${Date.now()}.png`),
      await uploadListingPhoto(owner, `rev-d-${Date.now()}.png`),
    ];
    await sql()`update public.entreprises set images = ${sql().json([{ path: a }])} where id = ${id}`;
    await saveBusinessAction.execute(await editorValues(id, { images: [{ path: a }, { path: b }] }), owner.client);

    expect(await withdrawRevisionAction.execute({ kind: "entreprise", id }, other.client)).toMatchObject({
      ok: false,
      message: "revisions.errors.notFound",
    });
    expect(await rejectRevisionAction.execute({ kind: "entreprise", id, reason: " " }, admin.client)).toMatchObject({
      ok: false,
    });
    expect(
      await rejectRevisionAction.execute({ kind: "entreprise", id, reason: "Photo trompeuse" }, admin.client),
    ).toMatchObject({ ok: true });
    expect(await isStored(a)).toBe(true);
    expect(await isStored(b)).toBe(false);
    expect((await mailOf(id, "revision.rejected"))?.body_text).toContain("Photo trompeuse");
  });

  it("the owner withdraws their changes", async () => {
    const id = await published("entreprises");
    await saveBusinessAction.execute(await editorValues(id, { title_fr: "Nouveau titre proposé" }), owner.client);
    expect(await revisionOf("entreprise", id)).toEqual({ title_fr: "Nouveau titre proposé" });
    expect(await withdrawRevisionAction.execute({ kind: "entreprise", id }, owner.client)).toMatchObject({ ok: true });
    expect(await revisionOf("entreprise", id)).toBeUndefined();
  });

  it("an administrator never throws the owner's pending changes away: only a decision takes them out (issue 39)", async () => {
    const id = await published("entreprises");
    const proposed = { title_fr: "Titre proposé par le vendeur" };
    await saveBusinessAction.execute(await editorValues(id, proposed), owner.client);
    // The Data API: an administrator's DELETE takes nothing out, nor does the owner's withdrawal as an administrator.
    await admin.client.from("listing_revisions").delete().eq("item_kind", "entreprise").eq("item_id", id);
    expect(await withdrawRevisionAction.execute({ kind: "entreprise", id }, admin.client)).toMatchObject({
      ok: false,
      message: "revisions.errors.notFound",
    });
    expect(await revisionOf("entreprise", id)).toEqual(proposed);

    // The editor as an administrator has it: the published version, corrected at once; the owner's change stays pending.
    const corrected = `${description} Corrigé.`;
    const saved = await saveBusinessAction.execute(await editorValues(id, { description_fr: corrected }), admin.client);
    expect(saved).toMatchObject({ ok: true, data: { id, pendingReview: false } });
    expect(await revisionOf("entreprise", id)).toEqual(proposed);
    const [row] = await sql()<{ title_fr: string; description_fr: string }[]>`
      select title_fr, description_fr from public.entreprises where id = ${id}`;
    expect(row!.description_fr).toBe(corrected);

    expect(await approveRevisionAction.execute({ kind: "entreprise", id }, admin.client)).toMatchObject({ ok: true });
    const [approved] = await sql()<{ title_fr: string; description_fr: string }[]>`
      select title_fr, description_fr from public.entreprises where id = ${id}`;
    expect(approved).toEqual({ title_fr: proposed.title_fr, description_fr: corrected });
  });

  it("deleting a listing removes its pending revision and the revision's photos", async () => {
    const id = await published("entreprises");
    const photo = await uploadListingPhoto(owner, `rev-e-${Date.now()}.png`);
    await saveBusinessAction.execute(await editorValues(id, { images: [{ path: photo }] }), owner.client);
    expect(await deleteItemAction.execute({ kind: "entreprise", id }, owner.client)).toMatchObject({ ok: true });
    expect(await revisionOf("entreprise", id)).toBeUndefined();
    expect(await isStored(photo)).toBe(false);
  });
});

describe("the back office's queue of pending changes", () => {
  it.each([
    ["entreprises", "entreprise"],
    ["immobilier", "immobilier"],
  ] as const)("%s: each change beside the approved listing, for an administrator only", async (table, kind) => {
    const id = await published(table);
    const patch = await owner.client.from(table).update({ title_fr: "Titre proposé" }).eq("id", id);
    expect(patch.error).toBeNull();

    const queue = await listRevisionsToReview(admin.client, serviceClient, kind);
    const mine = queue.find((r) => r.revision.itemId === id);
    expect(mine?.revision.changes).toEqual({ title_fr: "Titre proposé" });
    // Every column of the approved row, a business's confidential owner included.
    expect(mine?.before).toMatchObject({ id, owner_id: owner.id, title_fr: expect.stringMatching(/^Titre approuvé/) });
    const one = await listRevisionsToReview(admin.client, serviceClient, kind, id);
    expect(one).toEqual([mine]);

    expect(await listRevisionsToReview(other.client, serviceClient, kind, id)).toEqual([]);
  });
});
