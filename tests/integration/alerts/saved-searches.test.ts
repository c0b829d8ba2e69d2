/**
 * Saved searches (issue 22) through their actions, against the real stack: saving keeps the
 * /entreprises URL's understood filters (not its sort, page or unknown parameters); renaming,
 * changing the frequency and deleting are the owner's alone, through the actions and through the
 * Data API (RLS); the industry preferences' alert is switched by its owner only; the back office's
 * test digest is sent to the admin's own address, and refused to anyone else.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deleteSavedSearchAction,
  saveSearchAction,
  setPreferenceAlertAction,
  updateSavedSearchAction,
} from "@/lib/alerts/actions/saved-searches.core";
import { sendTestDigestAction } from "@/lib/alerts/actions/test-digest.core";
import { SESSION_ENDED } from "@/lib/actions/result";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";
import { mailTo } from "@/tests/support/mail";

const word = `sauve${randomUUID().slice(0, 8).replace(/\d/g, "q")}`;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let region: { slug: string } | undefined;
let searchId: number;
let listingId: number | null = null;

beforeAll(async () => {
  owner = await createTestUser({ firstName: "Lucie" });
  stranger = await createTestUser({ firstName: "Omar" });
  admin = await createTestUser({ firstName: "Admin", admin: true });
  [region] = await sql()<{ slug: string }[]>`select slug from public.regions order by id limit 1`;
});

afterAll(async () => {
  await sql()`delete from public.outbound_emails where recipient_id = ${admin.id}`;
  if (listingId) await sql()`delete from public.entreprises where id = ${listingId}`;
  await cleanup();
});

describe("saving a search", () => {
  it("keeps the filters /entreprises understood, without sort, page or unknown parameters", async () => {
    const result = await saveSearchAction.execute(
      {
        name: "  Ateliers  ",
        frequency: "immediately",
        language: "en",
        search: `?search=${word}&region=${region!.slug}&region=nowhere&price_max=500000&sort=newest&page=3&utm_source=x`,
      },
      owner.client,
    );
    expect(result).toMatchObject({ ok: true });
    searchId = (result as { data: { id: number } }).data.id;
    const [row] = await sql()<
      { owner_id: string; name: string; filters: unknown; frequency: string; language: string }[]
    >`
      select owner_id, name, filters, frequency::text, language from public.saved_searches where id = ${searchId}`;
    expect(row).toEqual({
      owner_id: owner.id,
      name: "Ateliers",
      filters: { search: word, region: [region!.slug], price_max: "500000" },
      frequency: "immediately",
      language: "en",
    });
  });

  it("says what is wrong at the field, and needs a session", async () => {
    expect(
      await saveSearchAction.execute({ name: " ", frequency: "daily", language: "fr", search: "" }, owner.client),
    ).toMatchObject({ ok: false, fieldErrors: { name: "savedSearches.errors.nameRequired" } });
    expect(
      await saveSearchAction.execute(
        { name: "X", frequency: "monthly" as never, language: "fr", search: "" },
        owner.client,
      ),
    ).toMatchObject({ ok: false, fieldErrors: { frequency: "savedSearches.errors.frequencyInvalid" } });
    expect(
      await saveSearchAction.execute({ name: "X", frequency: "daily", language: "fr", search: "" }, anonClient()),
    ).toMatchObject({ ok: false, message: SESSION_ENDED });
  });
});

describe("managing saved searches is the owner's alone", () => {
  it("another user can neither read, rename nor delete it, through the actions or the Data API", async () => {
    expect(
      await updateSavedSearchAction.execute({ id: searchId, name: "Volée", frequency: "never" }, stranger.client),
    ).toMatchObject({ ok: false, message: "savedSearches.errors.notFound" });
    expect(await deleteSavedSearchAction.execute({ id: searchId }, stranger.client)).toMatchObject({
      ok: false,
      message: "savedSearches.errors.notFound",
    });
    expect((await stranger.client.from("saved_searches").select("id").eq("id", searchId)).data).toEqual([]);
    expect(
      (await stranger.client.from("saved_searches").update({ name: "Volée" }).eq("id", searchId).select("id")).data,
    ).toEqual([]);
    expect((await stranger.client.from("saved_searches").delete().eq("id", searchId).select("id")).data).toEqual([]);
    // Nobody moves a search to another owner, not even its own.
    expect(
      (await owner.client.from("saved_searches").update({ owner_id: stranger.id }).eq("id", searchId)).error,
    ).not.toBeNull();
    const [row] = await sql()<{ name: string; frequency: string }[]>`
      select name, frequency::text from public.saved_searches where id = ${searchId}`;
    expect(row).toEqual({ name: "Ateliers", frequency: "immediately" });
  });

  it("the owner renames it, changes its frequency and deletes it", async () => {
    expect(
      await updateSavedSearchAction.execute({ id: searchId, name: "Mes ateliers", frequency: "weekly" }, owner.client),
    ).toEqual({ ok: true, data: { id: searchId } });
    const [row] = await sql()<{ name: string; frequency: string }[]>`
      select name, frequency::text from public.saved_searches where id = ${searchId}`;
    expect(row).toEqual({ name: "Mes ateliers", frequency: "weekly" });
    expect(
      await updateSavedSearchAction.execute({ id: searchId, name: "", frequency: "weekly" }, owner.client),
    ).toMatchObject({ ok: false, fieldErrors: { name: "savedSearches.errors.nameRequired" } });
  });

  it("the industry preferences' alert is switched off and on by its owner only", async () => {
    expect(await setPreferenceAlertAction.execute({ preferenceFrequency: "never" }, owner.client)).toMatchObject({
      ok: true,
    });
    const read = async () =>
      (
        await sql()<
          { f: string }[]
        >`select preference_alert_frequency::text as f from public.profiles where id = ${owner.id}`
      )[0]!.f;
    expect(await read()).toBe("never");
    const attempt = await stranger.client
      .from("profiles")
      .update({ preference_alert_frequency: "weekly" })
      .eq("id", owner.id)
      .select("id");
    expect(attempt.data ?? []).toEqual([]);
    expect(await read()).toBe("never");
    await setPreferenceAlertAction.execute({ preferenceFrequency: "weekly" }, owner.client);
    expect(await read()).toBe("weekly");
  });
});

describe("the test digest", () => {
  it("is sent to the admin's own address, and refused to a non-admin", async () => {
    const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
    const [row] = await sql()<{ id: number }[]>`
      insert into public.entreprises (slug, owner_id, status, title_fr, title_en, description_fr, category_id, asking_price, region_id, province_id)
      values (${word}, ${stranger.id}, 'published', ${`Atelier ${word}`}, ${`Workshop ${word}`}, 'Annonce de test.', ${category!.id}, 250000,
              (select id from public.regions where slug = ${region!.slug}), 1)
      returning id`;
    listingId = Number(row!.id);
    await sql()`update public.entreprises set published_at = now(), last_confirmed_at = now() where id = ${listingId}`;

    expect(
      await sendTestDigestAction.execute({ userId: owner.id, frequency: "weekly" }, stranger.client),
    ).toMatchObject({ ok: false, message: "guards.adminRequired" });
    expect(await sendTestDigestAction.execute({ userId: owner.id, frequency: "daily" }, admin.client)).toMatchObject({
      ok: false,
      message: "testDigest.errors.nothingNew",
    });

    expect(await sendTestDigestAction.execute({ userId: owner.id, frequency: "weekly" }, admin.client)).toEqual({
      ok: true,
      data: { to: admin.email },
    });
    const mail = await mailTo(admin.email, `/en/entreprises/${word}`);
    expect(mail?.subject).toBe("[Test] 1 new business for your alert “Mes ateliers”");
    // A test sends nothing to the person and records nothing as sent to them.
    expect(
      await sql()`select 1 from public.alert_sent_listings where user_id = ${owner.id} and entreprise_id = ${listingId}`,
    ).toHaveLength(0);
    expect(await sql()`select 1 from public.outbound_emails where to_email = ${owner.email}`).toHaveLength(0);
  });
});

describe("deleting", () => {
  it("the owner deletes the saved search", async () => {
    expect(await deleteSavedSearchAction.execute({ id: searchId }, owner.client)).toEqual({
      ok: true,
      data: { id: searchId },
    });
    expect(await sql()`select 1 from public.saved_searches where id = ${searchId}`).toHaveLength(0);
  });
});
