/**
 * Freshness (issue 10, §3): the scheduled job against the real stack — stale listings leave
 * search and come back when confirmed, reminders at 75 and 85 days go once each (even when the
 * job runs twice) in the owner's language, and the link they carry confirms the listing.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyListingToken } from "@/lib/listings/freshness-token";
import { reminderDedupeKey, runFreshnessJob } from "@/lib/listings/freshness-job";
import { confirmListingByLink } from "@/lib/listings/queries/freshness";
import { listListingsToConfirm } from "@/lib/listings/queries/items";
import { staleDays } from "@/lib/listings/freshness";
import { anonClient, cleanup, createTestUser, env, serviceClient, sql, type TestUser } from "@/tests/support/db";

type Mail = { id: string; subject: string; text?: string; to: { address: string }[] };

/** The e-mails maildev caught for an address (full texts), waiting until `count` arrived. */
async function mailsTo(address: string, count: number): Promise<Mail[]> {
  const base = process.env.MAILDEV_URL;
  if (!base) throw new Error("MAILDEV_URL is not set: run with `npm test -- integration`.");
  let found: Mail[] = [];
  for (let i = 0; i < 50; i++) {
    const list = (await (await fetch(`${base}/api/email`)).json()) as Mail[];
    found = await Promise.all(
      list
        .filter((m) => m.to.some((t) => t.address === address))
        .map(async (m) => (await (await fetch(`${base}/api/email/${m.id}`)).json()) as Mail),
    );
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  return found;
}

const word = `fraicheur${randomUUID().slice(0, 6).replace(/\d/g, "x")}`;
let frOwner: TestUser;
let enOwner: TestUser;
let categoryId: number;
const ids: Record<string, number> = {};

async function addBusiness(owner: TestUser, key: string, daysAgo: number, status = "published") {
  const [row] = await sql()<{ id: number }[]>`
    insert into public.entreprises (slug, owner_id, status, title_fr, title_en, description_fr, category_id, asking_price, region_id, province_id)
    values (${`${word}-${key}`}, ${owner.id}, ${status}, ${`Atelier ${word} ${key}`}, ${`Workshop ${word} ${key}`}, 'Annonce de test.', ${categoryId}, 150000, 1, 1)
    returning id`;
  await sql()`update public.entreprises set published_at = now() - make_interval(days => ${daysAgo} + 30), last_confirmed_at = now() - make_interval(days => ${daysAgo}) where id = ${row!.id}`;
  ids[key] = Number(row!.id);
}

async function addProperty(owner: TestUser, key: string, daysAgo: number) {
  const [row] = await sql()<{ id: number }[]>`
    insert into public.immobilier (slug, owner_id, status, title_fr, property_type, price, region_id, province_id)
    values (${`${word}-${key}`}, ${owner.id}, 'published', ${`Immeuble ${word} ${key}`}, 'office', 900000, 1, 1)
    returning id`;
  await sql()`update public.immobilier set published_at = now() - make_interval(days => ${daysAgo} + 30), last_confirmed_at = now() - make_interval(days => ${daysAgo}) where id = ${row!.id}`;
  ids[key] = Number(row!.id);
}

async function setAge(table: "entreprises" | "immobilier", id: number, days: number) {
  if (table === "entreprises")
    await sql()`update public.entreprises set published_at = now() - make_interval(days => ${days} + 30), last_confirmed_at = now() - make_interval(days => ${days}) where id = ${id}`;
  else
    await sql()`update public.immobilier set published_at = now() - make_interval(days => ${days} + 30), last_confirmed_at = now() - make_interval(days => ${days}) where id = ${id}`;
}

async function businessRow(id: number) {
  const [row] = await sql()<{ stale_since: Date | null; last_confirmed_at: Date; updated_at: Date; status: string }[]>`
    select stale_since, last_confirmed_at, updated_at, status::text from public.entreprises where id = ${id}`;
  return row!;
}

async function inProjection(id: number): Promise<boolean> {
  const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from public.entreprise_search where id = ${id}`;
  return row!.n === 1;
}

async function searchBusinessIds(): Promise<number[]> {
  const { data, error } = await anonClient().rpc("search_entreprises", { p_query: word, p_page_size: 100 });
  if (error) throw new Error(error.message);
  return (data as { rows: { id: number }[] }).rows.map((r) => r.id);
}

async function searchPropertyIds(): Promise<number[]> {
  const { data, error } = await anonClient().rpc("search_immobilier", { p_query: word, p_page_size: 100 });
  if (error) throw new Error(error.message);
  return (data as { rows: { id: number }[] }).rows.map((r) => r.id);
}

async function remindersFor(ref: string) {
  return sql()<{ dedupe_key: string; locale: string; subject: string; status: string; body_text: string }[]>`
    select dedupe_key, locale, subject, status, body_text from public.outbound_emails where subject_ref = ${ref} order by id`;
}

beforeAll(async () => {
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  categoryId = category!.id;
  frOwner = await createTestUser({ firstName: "Lucie" });
  enOwner = await createTestUser({ firstName: "Karen" });
  await sql()`update auth.users set raw_user_meta_data = ${sql().json({ first_name: "Karen", locale: "en" })} where id = ${enOwner.id}`;
  await addBusiness(frOwner, "b75", 76);
  await addBusiness(enOwner, "b85", 86);
  await addBusiness(frOwner, "fresh", 10);
  await addBusiness(frOwner, "stale", 91);
  await addBusiness(frOwner, "sold", 200, "sold");
  await addProperty(enOwner, "p80", 80);
  await addProperty(frOwner, "pstale", 95);
});

afterAll(async () => {
  await sql()`delete from public.outbound_emails where subject_ref like 'entreprise:%' and to_email in (${frOwner.email}, ${enOwner.email})`;
  await sql()`delete from public.outbound_emails where subject_ref like 'immobilier:%' and to_email in (${frOwner.email}, ${enOwner.email})`;
  await cleanup();
});

describe("the dashboard's listings to confirm", () => {
  it("are the owner's public listings unconfirmed for 60 days or more, oldest first, businesses and properties", async () => {
    const mine = await listListingsToConfirm(serviceClient(), frOwner.id);
    expect(mine.map((r) => [r.kind, r.id])).toEqual([
      ["immobilier", ids.pstale],
      ["entreprise", ids.stale],
      ["entreprise", ids.b75],
    ]);
    const theirs = await listListingsToConfirm(serviceClient(), enOwner.id);
    expect(theirs.map((r) => [r.kind, r.id])).toEqual([
      ["entreprise", ids.b85],
      ["immobilier", ids.p80],
    ]);
  });
});

describe("the freshness job", () => {
  it("takes a 91-day listing out of search, keeps the others, and sends each due reminder once even when run twice", async () => {
    expect(await searchBusinessIds()).toEqual(expect.arrayContaining([ids.stale, ids.b75, ids.fresh]));
    expect(await searchPropertyIds()).toContain(ids.pstale);
    const before = await businessRow(ids.stale!);

    const first = await runFreshnessJob(serviceClient());
    expect(first.stale.entreprises).toBeGreaterThanOrEqual(1);
    expect(first.stale.immobilier).toBeGreaterThanOrEqual(1);
    expect(first.reminders.sent).toBeGreaterThanOrEqual(3);

    const second = await runFreshnessJob(serviceClient());
    expect(second.stale).toEqual({ entreprises: 0, immobilier: 0 });
    expect(second.reminders.sent).toBe(0);
    expect(second.reminders.alreadySent).toBeGreaterThanOrEqual(3);

    // Out of search, with the page's notice; marking it stale was not an edit.
    const stale = await businessRow(ids.stale!);
    expect(stale.stale_since).not.toBeNull();
    expect(stale.updated_at.toISOString()).toBe(before.updated_at.toISOString());
    expect(await inProjection(ids.stale!)).toBe(false);
    expect(await searchBusinessIds()).not.toContain(ids.stale);
    expect(await searchPropertyIds()).not.toContain(ids.pstale);
    expect(staleDays({ status: stale.status, last_confirmed_at: stale.last_confirmed_at.toISOString() })).toBe(91);
    // Fresh, reminded and sold listings stay.
    expect(await searchBusinessIds()).toEqual(expect.arrayContaining([ids.b75, ids.b85, ids.fresh]));
    expect((await businessRow(ids.sold!)).stale_since).toBeNull();
    expect(await remindersFor(`entreprise:${ids.sold}`)).toHaveLength(0);
    expect(await remindersFor(`entreprise:${ids.fresh}`)).toHaveLength(0);
    expect(await remindersFor(`entreprise:${ids.stale}`)).toHaveLength(0);

    const b75 = await remindersFor(`entreprise:${ids.b75}`);
    expect(b75).toHaveLength(1);
    expect(b75[0]).toMatchObject({ locale: "fr", status: "sent" });
    expect(b75[0]!.dedupe_key).toMatch(new RegExp(`^listing-freshness:entreprise:${ids.b75}:75:`));
    expect(b75[0]!.subject).toBe(`Votre annonce « Atelier ${word} b75 » est-elle toujours disponible?`);
    expect(b75[0]!.body_text).toContain("n'a pas été confirmée depuis 76 jours");

    const b85 = await remindersFor(`entreprise:${ids.b85}`);
    expect(b85).toHaveLength(1);
    expect(b85[0]).toMatchObject({ locale: "en", status: "sent" });
    expect(b85[0]!.dedupe_key).toMatch(new RegExp(`^listing-freshness:entreprise:${ids.b85}:85:`));
    expect(b85[0]!.subject).toBe(`Is your listing “Workshop ${word} b85” still available?`);

    const p80 = await remindersFor(`immobilier:${ids.p80}`);
    expect(p80).toHaveLength(1);
    expect(p80[0]!.dedupe_key).toMatch(/:75:/);
    // A property without an English title is named in French in an English e-mail.
    expect(p80[0]!.subject).toBe(`Is your listing “Immeuble ${word} p80” still available?`);
  });

  it("sends the 85-day reminder once the listing reaches 85 days, then nothing more", async () => {
    await setAge("entreprises", ids.b75!, 85);
    const run1 = await runFreshnessJob(serviceClient());
    const run2 = await runFreshnessJob(serviceClient());
    expect(run2.reminders.sent).toBe(0);
    expect(run1.reminders.sent).toBeGreaterThanOrEqual(1);
    const keys = (await remindersFor(`entreprise:${ids.b75}`)).map((r) => r.dedupe_key.split(":")[3]);
    expect(keys).toEqual(["75", "85"]);
  });

  it("delivers the reminder to the owner's inbox with a link that confirms the listing without signing in", async () => {
    const mails = await mailsTo(enOwner.email, 2);
    const mail = mails.find((m) => m.subject.includes(`Workshop ${word} b85`));
    expect(mail, "the English owner's reminder").toBeDefined();
    expect(mail!.text).toContain("Hello Karen,");
    const url = mail!.text!.match(/https?:\/\/\S+\/en\/annonces\/confirmer\?token=\S+/)?.[0];
    expect(url, "an English confirmation link").toBeDefined();
    const token = new URL(url!).searchParams.get("token");
    const check = verifyListingToken(token, env.secretKey);
    expect(check).toEqual({ ok: true, kind: "entreprise", id: ids.b85 });

    const before = await businessRow(ids.b85!);
    const outcome = await confirmListingByLink(serviceClient(), "entreprise", ids.b85!);
    expect(outcome).toMatchObject({ outcome: "confirmed", kind: "entreprise", title_en: `Workshop ${word} b85` });
    const after = await businessRow(ids.b85!);
    expect(after.last_confirmed_at.getTime()).toBeGreaterThan(before.last_confirmed_at.getTime());
    expect(Date.now() - after.last_confirmed_at.getTime()).toBeLessThan(60_000);
    // Confirmed: a later run has nothing to say about it until it ages again.
    const later = await runFreshnessJob(serviceClient());
    expect(later.reminders.sent).toBe(0);
    expect(
      reminderDedupeKey({
        kind: "entreprise",
        id: ids.b85!,
        threshold: 75,
        last_confirmed_at: after.last_confirmed_at.toISOString(),
      }),
    ).not.toBe((await remindersFor(`entreprise:${ids.b85}`))[0]!.dedupe_key);
  });

  it("brings a stale listing back into search when it is confirmed (by link or from the workspace)", async () => {
    expect(await confirmListingByLink(serviceClient(), "entreprise", ids.stale!)).toMatchObject({
      outcome: "confirmed",
    });
    const row = await businessRow(ids.stale!);
    expect(row.stale_since).toBeNull();
    expect(await inProjection(ids.stale!)).toBe(true);
    expect(await searchBusinessIds()).toContain(ids.stale);

    // The owner confirms the property from the workspace (their own client): back in search too.
    const { error } = await frOwner.client
      .from("immobilier")
      .update({ last_confirmed_at: new Date(0).toISOString() })
      .eq("id", ids.pstale!);
    expect(error).toBeNull();
    const [property] = await sql()<
      { stale_since: Date | null; last_confirmed_at: Date }[]
    >`select stale_since, last_confirmed_at from public.immobilier where id = ${ids.pstale!}`;
    expect(property!.stale_since).toBeNull();
    expect(Date.now() - property!.last_confirmed_at.getTime()).toBeLessThan(60_000);
    expect(await searchPropertyIds()).toContain(ids.pstale);
  });

  it("confirms only published or under-offer listings, and says when the listing is gone", async () => {
    const before = await businessRow(ids.sold!);
    expect(await confirmListingByLink(serviceClient(), "entreprise", ids.sold!)).toMatchObject({
      outcome: "not_public",
      status: "sold",
    });
    expect((await businessRow(ids.sold!)).last_confirmed_at.toISOString()).toBe(before.last_confirmed_at.toISOString());
    expect(await confirmListingByLink(serviceClient(), "immobilier", 2_000_000_000)).toMatchObject({
      outcome: "not_found",
    });
  });

  it("keeps the job's functions and the stale mark away from API roles", async () => {
    for (const client of [anonClient(), frOwner.client]) {
      for (const [fn, args] of [
        ["mark_stale_listings", {}],
        ["listing_freshness_reminders_due", {}],
        ["confirm_listing_freshness", { p_kind: "entreprise", p_id: ids.b75 }],
      ] as const) {
        const { error } = await client.rpc(fn, args);
        expect(error, `${fn} must be refused`).not.toBeNull();
      }
    }
    // The owner reads the mark but cannot write it.
    const { error } = await frOwner.client.from("entreprises").update({ stale_since: null }).eq("id", ids.fresh!);
    expect(error).not.toBeNull();
    const { data } = await frOwner.client.from("entreprises").select("id, stale_since").eq("id", ids.fresh!).single();
    expect(data).toEqual({ id: ids.fresh, stale_since: null });
  });
});
