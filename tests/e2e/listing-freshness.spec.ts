/**
 * Freshness and the inquiries inbox (issue 10) in the browser: the scheduled job's route (shut
 * without its secret), the reminder e-mail's one-click link confirming a listing in French and
 * English, a stale listing's notice and absence from search, and the demo seller's inbox.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { signListingToken } from "@/lib/listings/freshness-token";
import { createTestAccount, DEMO, removeTestAccounts, signInBrowser, type TestAccount } from "./auth-support";
import { database, expect, expectAccessible, test, waitForMail } from "./support";

const word = `verif${randomUUID().slice(0, 6).replace(/\d/g, "q")}`;
let db: postgres.Sql;
let frOwner: TestAccount;
let enOwner: TestAccount;
const slugs = { fr: `${word}-fr`, en: `${word}-en`, stale: `${word}-stale` };

async function addBusiness(owner: TestAccount, slug: string, daysAgo: number, titleFr: string, titleEn: string) {
  const [category] = await db<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  const [row] = await db<{ id: string }[]>`
    insert into public.entreprises (slug, owner_id, status, title_fr, title_en, description_fr, category_id, asking_price, region_id, province_id)
    values (${slug}, ${owner.id}, 'published', ${titleFr}, ${titleEn}, 'Annonce de test de bout en bout.', ${category!.id}, 180000, 1, 1)
    returning id`;
  await db`update public.entreprises set published_at = now() - make_interval(days => ${daysAgo} + 30), last_confirmed_at = now() - make_interval(days => ${daysAgo}) where id = ${row!.id}`;
  return Number(row!.id);
}

function runJob(request: import("@playwright/test").APIRequestContext, secret = process.env.CRON_SECRET) {
  return request.post("/api/cron/listing-freshness", { headers: secret ? { authorization: `Bearer ${secret}` } : {} });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  db = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
  frOwner = await createTestAccount({ firstName: "Lucie" });
  enOwner = await createTestAccount({ firstName: "Karen" });
  await db`update auth.users set raw_user_meta_data = ${db.json({ first_name: "Karen", locale: "en" })} where id = ${enOwner.id}`;
});

test.afterAll(async () => {
  await db`delete from public.outbound_emails where to_email in (${frOwner.email}, ${enOwner.email})`;
  await db.end();
  await removeTestAccounts();
});

test("the reminder e-mail's link confirms a listing, in French and in English; a stale listing leaves search", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const frId = await addBusiness(frOwner, slugs.fr, 80, `Quincaillerie ${word}`, `Hardware store ${word}`);
  const enId = await addBusiness(enOwner, slugs.en, 86, `Boulangerie ${word}`, `Bakery ${word}`);
  const staleId = await addBusiness(frOwner, slugs.stale, 91, `Fleuriste ${word}`, `Florist ${word}`);

  // The job's door is shut without the secret.
  expect((await runJob(request, "")).status()).toBe(401);
  expect((await runJob(request, "not-the-secret-at-all")).status()).toBe(401);
  const first = await runJob(request);
  expect(first.status()).toBe(200);
  const counts = (await first.json()) as { ok: boolean; stale: { entreprises: number }; reminders: { sent: number } };
  expect(counts.ok).toBe(true);
  expect(counts.stale.entreprises).toBeGreaterThanOrEqual(1);
  expect(counts.reminders.sent).toBeGreaterThanOrEqual(2);
  // Twice is once.
  expect(((await (await runJob(request)).json()) as { reminders: { sent: number } }).reminders.sent).toBe(0);

  // French: the owner's e-mail, its link, the page that confirms.
  const frMail = await waitForMail(frOwner.email, `Quincaillerie ${word}`);
  expect(frMail.subject).toBe(`Votre annonce « Quincaillerie ${word} » est-elle toujours disponible?`);
  const frLink = /https?:\/\/\S+\/annonces\/confirmer\?token=\S+/.exec(frMail.text ?? "")?.[0];
  expect(frLink).toBeDefined();
  expect(new URL(frLink!).pathname).toBe("/annonces/confirmer");
  await page.goto(new URL(frLink!).pathname + new URL(frLink!).search);
  await expect(page).toHaveURL(/\/annonces\/confirmation\?token=.+&etat=confirmed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Annonce confirmée" })).toBeVisible();
  await expect(page.getByText(`« Quincaillerie ${word} » est confirmée comme toujours disponible`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Voir l'annonce" })).toHaveAttribute("href", `/entreprises/${slugs.fr}`);
  await expectAccessible(page);
  const [fr] = await db<
    { age: number }[]
  >`select extract(epoch from now() - last_confirmed_at)::int as age from public.entreprises where id = ${frId}`;
  expect(fr!.age).toBeLessThan(120);

  // English: the English owner's e-mail leads to the English page.
  const enMail = await waitForMail(enOwner.email, `Bakery ${word}`);
  expect(enMail.subject).toBe(`Is your listing “Bakery ${word}” still available?`);
  const enLink = /https?:\/\/\S+\/en\/annonces\/confirmer\?token=\S+/.exec(enMail.text ?? "")?.[0];
  expect(enLink).toBeDefined();
  await page.goto(new URL(enLink!).pathname + new URL(enLink!).search);
  await expect(page.getByRole("heading", { level: 1, name: "Listing confirmed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View the listing" })).toHaveAttribute(
    "href",
    `/en/entreprises/${slugs.en}`,
  );
  const [en] = await db<
    { age: number }[]
  >`select extract(epoch from now() - last_confirmed_at)::int as age from public.entreprises where id = ${enId}`;
  expect(en!.age).toBeLessThan(120);

  // An altered or expired link is refused, with the way to confirm from the workspace.
  await page.goto(`/annonces/confirmer?token=${new URL(frLink!).searchParams.get("token")!.slice(0, -3)}abc`);
  await expect(page.getByRole("heading", { level: 1, name: "Lien invalide" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Se connecter pour confirmer" })).toHaveAttribute(
    "href",
    "/admin/entreprises",
  );
  await expectAccessible(page);
  const secret = process.env.SUPABASE_SECRET_KEY!;
  await page.goto(
    `/annonces/confirmer?token=${signListingToken({ kind: "entreprise", id: frId, ttlSeconds: -60 }, secret)}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Ce lien a expiré" })).toBeVisible();
  await page.goto(`/en/annonces/confirmer`);
  await expect(page.getByRole("heading", { level: 1, name: "Invalid link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to confirm" })).toHaveAttribute("href", "/en/admin/entreprises");

  // The 91-day listing: its page says so, the search no longer finds it…
  await page.goto(`/entreprises/${slugs.stale}`);
  await expect(page.getByTestId("listing-stale-notice")).toContainText("Annonce non confirmée depuis 91 jours");
  await page.goto(`/en/entreprises/${slugs.stale}`);
  await expect(page.getByTestId("listing-stale-notice")).toContainText("Listing not confirmed for 91 days");
  await page.goto(`/entreprises?search=${word}`);
  await expect(page.locator(`a[href="/entreprises/${slugs.fr}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href="/entreprises/${slugs.stale}"]`)).toHaveCount(0);
  // …until it is confirmed: then both show it at once.
  await page.goto(`/annonces/confirmer?token=${signListingToken({ kind: "entreprise", id: staleId }, secret)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Annonce confirmée" })).toBeVisible();
  await page.getByRole("link", { name: "Voir l'annonce" }).click();
  await expect(page).toHaveURL(new RegExp(`/entreprises/${slugs.stale}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Fleuriste ${word}` })).toBeVisible();
  await expect(page.getByTestId("listing-stale-notice")).toHaveCount(0);
  await page.goto(`/entreprises?search=${word}`);
  await expect(page.locator(`a[href="/entreprises/${slugs.stale}"]`).first()).toBeVisible();
});

test("the demo seller sees a buyer's unread inquiry in the inbox and marks it read", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const service = database();
  const { data: seller } = await service.from("profiles").select("id").eq("email", DEMO.seller.email).single();
  const { data: listing } = await service
    .from("entreprises")
    .select("id, title_fr")
    .eq("owner_id", seller!.id)
    .eq("status", "published")
    .order("id")
    .limit(1)
    .single();
  expect(listing).not.toBeNull();
  const marker = `Message ${randomUUID().slice(0, 8)}`;
  const buyer = `acheteur-${randomUUID().slice(0, 6)}@exemple.ca`;
  const { data: inquiry, error } = await service
    .from("listing_inquiries")
    .insert({
      entreprise_id: listing!.id,
      name: "Julie Acheteuse",
      email: buyer,
      message: `${marker} : est-ce toujours disponible?`,
      locale: "fr",
    })
    .select("id")
    .single();
  expect(error).toBeNull();

  try {
    await signInBrowser(page, baseURL!, DEMO.seller);
    await page.goto(`/admin/demandes?listing=entreprise:${listing!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Demandes reçues" })).toBeVisible();
    const card = page.getByTestId(`inquiry-${inquiry!.id}`);
    await expect(card).toContainText(marker);
    await expect(card).toHaveAttribute("data-unread", "true");
    await expect(card.getByText("Non lue")).toBeVisible();
    await expect(card.getByRole("link", { name: "Répondre par courriel à Julie Acheteuse" })).toHaveAttribute(
      "href",
      `mailto:${buyer}?subject=${encodeURIComponent(`Re: ${listing!.title_fr}`)}`,
    );
    await expectAccessible(page);

    await card.getByRole("button", { name: "Marquer comme lue" }).click();
    await expect(page.getByText("Demande marquée comme lue.")).toBeVisible();
    await expect(card).toHaveAttribute("data-unread", "false");
    await expect(card.getByRole("button", { name: "Marquer comme non lue" })).toBeVisible();
    const { data: stored } = await service.from("listing_inquiries").select("read_at").eq("id", inquiry!.id).single();
    expect(stored!.read_at).not.toBeNull();

    await page.goto("/en/admin/demandes");
    await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
    await expect(
      page.getByTestId(`inquiry-${inquiry!.id}`).getByRole("button", { name: "Mark as unread" }),
    ).toBeVisible();
  } finally {
    await service.from("listing_inquiries").delete().eq("id", inquiry!.id);
  }
});
