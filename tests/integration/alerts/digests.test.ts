/**
 * Alerts and digests (issue 22) against the real stack: the digest job sends a matching new
 * business once per person ever (a second trigger of the same period sends nothing, a later period
 * does not send it again), a person without a match gets nothing, industry preferences are a
 * weekly alert in the person's language, every digest (saved search and preferences) carries the
 * one-click unsubscribe headers as sent over SMTP, the one-click unsubscribe works without a session
 * and stops just that alert, the back office's test digest carries a link that stops nothing, and
 * saved searches are their owner's alone (RLS).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodKey, previewDigest, runDigestJob } from "@/lib/alerts/digest-job";
import { countAlertMatches } from "@/lib/alerts/queries/digest";
import { signUnsubscribeToken } from "@/lib/alerts/token";
import { listingConfirmSecret } from "@/lib/listings/freshness-secrets";
import { sendTestDigestAction } from "@/lib/alerts/actions/test-digest.core";
import { POST as unsubscribe } from "@/app/api/alerts/unsubscribe/route";
import { anonClient, cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";

type Mail = {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
};

/** A header of a caught e-mail, unfolded, read from its source (maildev's parsed headers leave List-* out). */
async function header(mail: Mail, name: string): Promise<string | undefined> {
  const source = await (await fetch(`${process.env.MAILDEV_URL}/api/email/${mail.id}/source`)).text();
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return head
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

/** The full e-mails maildev caught for an address. */
async function mailsTo(address: string): Promise<Mail[]> {
  const base = process.env.MAILDEV_URL!;
  const list = (await (await fetch(`${base}/api/email`)).json()) as Mail[];
  return Promise.all(
    list
      .filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()))
      .map(async (m) => (await (await fetch(`${base}/api/email/${m.id}`)).json()) as Mail),
  );
}

const word = `alerte${randomUUID().slice(0, 8).replace(/\d/g, "q")}`;
// A moment of its own (a few days ahead), so this file's runs have periods no other run used.
const base = new Date(Date.now() + (2 + Math.floor(Math.random() * 20)) * 86_400_000);
let admin: TestUser;
let buyer: TestUser;
let other: TestUser;
let prefs: TestUser;
let stranger: TestUser;
let seller: TestUser;
let searchId: number;
let secondSearchId: number;
let listingId: number;

beforeAll(async () => {
  const [category] = await sql()<{ id: number; industry_id: number }[]>`
    select m.category_id as id, m.industry_id from public.entreprise_category_industry_map m order by m.category_id limit 1`;
  seller = await createTestUser({ firstName: "Vendeur" });
  admin = await createTestUser({ firstName: "Ada", admin: true });
  buyer = await createTestUser({ firstName: "Lucie" });
  other = await createTestUser({ firstName: "Omar" });
  prefs = await createTestUser({ firstName: "Karen" });
  stranger = await createTestUser();
  await sql()`update auth.users set raw_user_meta_data = ${sql().json({ first_name: "Karen", locale: "en" })} where id = ${prefs.id}`;
  await sql()`insert into public.user_industry_preferences (user_id, industry_id) values (${prefs.id}, ${category!.industry_id})`;

  const saved = await buyer.client
    .from("saved_searches")
    .insert({ name: "Mes ateliers", filters: { search: word }, frequency: "daily", language: "fr" })
    .select("id")
    .single();
  expect(saved.error).toBeNull();
  searchId = saved.data!.id;
  const second = await buyer.client
    .from("saved_searches")
    .insert({
      name: "Autre",
      filters: { search: "quincaillerie", price_max: "1000" },
      frequency: "weekly",
      language: "fr",
    })
    .select("id")
    .single();
  secondSearchId = second.data!.id;
  await other.client.from("saved_searches").insert({
    name: "Rien",
    filters: { search: "boulangerie-patisserie", region: ["nowhere-region"] },
    frequency: "daily",
    language: "en",
  });

  const [row] = await sql()<{ id: number }[]>`
    insert into public.entreprises (slug, owner_id, status, title_fr, title_en, description_fr, category_id, asking_price, region_id, province_id)
    values (${word}, ${seller.id}, 'published', ${`Atelier ${word}`}, ${`Workshop ${word}`}, 'Annonce de test.', ${category!.id}, 250000, 1, 1)
    returning id`;
  listingId = Number(row!.id);
  await sql()`update public.entreprises set published_at = now(), last_confirmed_at = now() where id = ${listingId}`;
});

afterAll(async () => {
  await sql()`delete from public.outbound_emails where kind like 'alert_digest%' and recipient_id in (${buyer.id}, ${other.id}, ${prefs.id}, ${admin.id})`;
  await sql()`delete from public.entreprises where id = ${listingId}`;
  await cleanup();
});

/** The one-click unsubscribe URL of a caught e-mail's List-Unsubscribe header. */
async function oneClickUrl(mail: Mail): Promise<string> {
  return /^<([^>]+)>/.exec((await header(mail, "List-Unsubscribe"))!)![1]!;
}

const oneClick = (url: string) =>
  unsubscribe(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
  );

describe("the back office's test digest", () => {
  it("goes to the admin only, with the unsubscribe headers, and its link stops nothing", async () => {
    const result = await sendTestDigestAction.execute({ userId: buyer.id, frequency: "daily" }, admin.client);
    expect(result).toEqual({ ok: true, data: { to: admin.email } });
    const [mail] = await mailsTo(admin.email);
    expect(mail?.subject).toBe("[Test] 1 nouvelle entreprise pour votre alerte « Mes ateliers »");
    expect(mail!.text).toContain(`Critères\u00a0: Mots-clés\u00a0: « ${word} »`);
    expect(await header(mail!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const response = await oneClick(await oneClickUrl(mail!));
    expect(await response.json()).toEqual({ ok: true, test: true, stopped: false });
    const [row] = await sql()<{ frequency: string }[]>`
      select frequency::text from public.saved_searches where id = ${searchId}`;
    expect(row!.frequency).toBe("daily");
    expect(await mailsTo(buyer.email)).toHaveLength(0);
  });
});

describe("the digest job", () => {
  it("sends a matching new business once, in the person's language, and nothing to a person without a match", async () => {
    // The back office's preview shows the same e-mail and sends nothing.
    const preview = await previewDigest(serviceClient(), buyer.id, "daily", base);
    expect(preview?.subject).toBe("1 nouvelle entreprise pour votre alerte « Mes ateliers »");
    expect(await mailsTo(buyer.email)).toHaveLength(0);

    const first = await runDigestJob(serviceClient(), base);
    expect(first.runs.map((r) => r.alreadyRan)).toEqual([false, false, false]);

    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("1 nouvelle entreprise pour votre alerte « Mes ateliers »");
    expect(mail.text).toContain(`/entreprises/${word}`);
    expect(mail.html).toMatch(new RegExp(`href="https?://[^"/]+/entreprises/${word}"`));
    expect(mail.text).toContain("Montréal, Québec, Canada");
    expect(await header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(await header(mail, "List-Unsubscribe")).toMatch(
      /^<https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[\w.-]+>, <mailto:[^>]+>$/,
    );

    expect((await mailsTo(other.email)).map((m) => m.subject + m.text)).toEqual([]);

    // The preferences (weekly) found it too, for their own person, in English.
    const [english] = await mailsTo(prefs.email);
    expect(english?.subject).toMatch(/for your alert “My industries of interest”$/);
    // The preferences' weekly digest carries the same headers, as sent over SMTP.
    expect(await header(english!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(await header(english!, "List-Unsubscribe")).toMatch(
      /^<https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[\w.-]+>, <mailto:[^>]+>$/,
    );

    const [recorded] = await sql()<{ n: number }[]>`
      select count(*)::int as n from public.alert_sent_listings where user_id = ${buyer.id} and entreprise_id = ${listingId}`;
    expect(recorded!.n).toBe(1);
  });

  it("sends once when triggered twice in the same period, and never sends the same business again", async () => {
    const again = await runDigestJob(serviceClient(), base);
    expect(again.runs.every((r) => r.alreadyRan)).toBe(true);
    const later = await runDigestJob(serviceClient(), new Date(base.getTime() + 8 * 86_400_000));
    expect(later.runs.some((r) => r.alreadyRan)).toBe(false);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    expect(await mailsTo(prefs.email)).toHaveLength(1);
  });

  it("names its periods in Montréal's time: a quarter hour, a day, an ISO week", () => {
    const at = new Date("2026-11-26T18:47:00Z");
    expect(periodKey("immediately", at)).toBe("2026-11-26T13:45-05:00");
    expect(periodKey("daily", at)).toBe("2026-11-26");
    expect(periodKey("weekly", at)).toBe("week-2026-11-23");
    // Sunday 29 November at 22:00 in Montréal is Monday the 30th in UTC: still Sunday's day and week.
    const sundayEvening = new Date("2026-11-30T03:00:00Z");
    expect(periodKey("daily", sundayEvening)).toBe("2026-11-29");
    expect(periodKey("weekly", sundayEvening)).toBe("week-2026-11-23");
    // The hour repeated when summer time ends makes periods of its own.
    expect(periodKey("immediately", new Date("2026-11-01T05:31:00Z"))).toBe("2026-11-01T01:30-04:00");
    expect(periodKey("immediately", new Date("2026-11-01T06:31:00Z"))).toBe("2026-11-01T01:30-05:00");
  });
});

describe("the unsubscribe link", () => {
  it("works without a session (one-click POST) and stops just that alert (the seller's count drops by one)", async () => {
    const before = (await countAlertMatches(serviceClient(), seller.id)).get(listingId)!;
    // The buyer's search and the preferences at least; the search that matches nothing is not counted.
    expect(before).toBeGreaterThanOrEqual(2);
    const [mail] = await mailsTo(buyer.email);
    const response = await oneClick(await oneClickUrl(mail!));
    expect(response.status).toBe(200);
    const rows = await sql()<{ id: number; frequency: string }[]>`
      select id::int, frequency::text from public.saved_searches where owner_id = ${buyer.id} order by id`;
    expect(rows).toEqual([
      { id: searchId, frequency: "never" },
      { id: secondSearchId, frequency: "weekly" },
    ]);
    expect((await countAlertMatches(serviceClient(), seller.id)).get(listingId)).toBe(before - 1);
  });

  it("refuses a forged or other-purpose token", async () => {
    const token = signUnsubscribeToken({ userId: buyer.id, searchId: secondSearchId }, "not-the-secret");
    const response = await unsubscribe(
      new Request(`http://x/api/alerts/unsubscribe?token=${token}`, { method: "POST" }),
    );
    expect(response.status).toBe(400);
    const valid = signUnsubscribeToken({ userId: stranger.id, searchId: secondSearchId }, listingConfirmSecret());
    // A valid token for someone else's saved search changes nothing (the owner is part of the key).
    await unsubscribe(new Request(`http://x/api/alerts/unsubscribe?token=${valid}`, { method: "POST" }));
    const [row] = await sql()<
      { frequency: string }[]
    >`select frequency::text from public.saved_searches where id = ${secondSearchId}`;
    expect(row!.frequency).toBe("weekly");
  });
});

describe("saved searches (RLS)", () => {
  it("are their owner's alone", async () => {
    expect((await anonClient().from("saved_searches").select("id")).data ?? []).toEqual([]);
    expect((await stranger.client.from("saved_searches").select("id").eq("id", searchId)).data).toEqual([]);
    const edit = await stranger.client.from("saved_searches").update({ name: "Volée" }).eq("id", searchId).select("id");
    expect(edit.data ?? []).toEqual([]);
    await stranger.client.from("saved_searches").delete().eq("id", searchId);
    const [row] = await sql()<{ name: string }[]>`select name from public.saved_searches where id = ${searchId}`;
    expect(row!.name).toBe("Mes ateliers");

    const forged = await stranger.client
      .from("saved_searches")
      .insert({ name: "Pour un autre", filters: {}, owner_id: buyer.id } as never);
    expect(forged.error).not.toBeNull();
    const mine = await buyer.client
      .from("saved_searches")
      .update({ name: "Renommée", frequency: "weekly" })
      .eq("id", searchId)
      .select("name");
    expect(mine.data).toEqual([{ name: "Renommée" }]);
    const anonInsert = await anonClient().from("saved_searches").insert({ name: "Anonyme", filters: {} });
    expect(anonInsert.error).not.toBeNull();
  });
});
