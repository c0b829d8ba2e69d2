/**
 * Alert digests (issue 22) in the browser, French and English: buyers' saved searches (stored
 * as the save dialog would), a matching business published, the job's route called; the e-mails
 * arrive in each buyer's language with working links and one-click unsubscribe; the link that
 * stops just that alert works without signing in; the seller sees how many alerts match.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { createTestAccount, removeTestAccounts, signInBrowser, type TestAccount } from "./auth-support";
import { caughtMailHeader, expect, expectAccessible, reviewShots, test, waitForMail } from "./support";

const word = `alerte${randomUUID().slice(0, 6).replace(/\d/g, "q")}`;
let db: postgres.Sql;
let frBuyer: TestAccount;
let enBuyer: TestAccount;
let seller: TestAccount;

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

test.beforeAll(async () => {
  db = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
  frBuyer = await createTestAccount({ firstName: "Lucie" });
  enBuyer = await createTestAccount({ firstName: "Karen" });
  seller = await createTestAccount({ firstName: "Vendeur" });
  for (const [buyer, language, name] of [
    [frBuyer, "fr", "Mes ateliers"],
    [enBuyer, "en", "My workshops"],
  ] as const)
    await db`insert into public.saved_searches (owner_id, name, filters, frequency, language)
             values (${buyer.id}, ${name}, ${db.json({ search: word })}, 'immediately', ${language})`;
});

test.afterAll(async () => {
  await db`delete from public.outbound_emails where to_email in (${frBuyer.email}, ${enBuyer.email})`;
  await db`delete from public.entreprises where owner_id = ${seller.id}`;
  await db.end();
  await removeTestAccounts();
});

test("a new matching business reaches each buyer in their language, with working links and one-click unsubscribe", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const [category] = await db<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  await db`insert into public.entreprises (slug, owner_id, status, title_fr, title_en, description_fr, category_id, asking_price, region_id, province_id, published_at)
           values (${word}, ${seller.id}, 'published', ${`Atelier ${word}`}, ${`Workshop ${word}`}, 'Annonce de test.', ${category!.id}, 320000, 1, 1, now())`;

  // The seller sees that two buyers' alerts match (counts only).
  await signInBrowser(page, baseURL!, seller);
  await page.goto("/admin/entreprises");
  await expect(page.getByRole("columnheader", { name: "Alertes d'acheteurs" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(word) }).getByText("2 alertes")).toBeVisible();
  await page.context().clearCookies();

  // The job's door is shut without the secret; with it, one run per period.
  expect((await request.post("/api/cron/alert-digests")).status()).toBe(401);
  const run = await request.post("/api/cron/alert-digests", {
    headers: { authorization: `Bearer ${process.env.CRON_SECRET}` },
  });
  expect(run.status()).toBe(200);

  // French: the e-mail, its listing link, the one-click unsubscribe a mail client would POST.
  const fr = await waitForMail(frBuyer.email, `Atelier ${word}`);
  expect(fr.subject).toBe("1 nouvelle entreprise pour votre alerte « Mes ateliers »");
  const listing = new RegExp(`https?://\\S+/entreprises/${word}`).exec(fr.text ?? "")![0];
  await page.goto(pathOf(listing));
  await expect(page.getByRole("heading", { level: 1, name: `Atelier ${word}` })).toBeVisible();
  expect(await caughtMailHeader(fr.id, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const oneClick = /^<(https?:\/\/[^>]+)>, <mailto:[^>]+>$/.exec(
    (await caughtMailHeader(fr.id, "List-Unsubscribe"))!,
  )![1]!;
  const unsubscribed = await request.post(pathOf(oneClick), { form: { "List-Unsubscribe": "One-Click" } });
  expect(unsubscribed.status()).toBe(200);
  const [frSearch] = await db<
    { frequency: string }[]
  >`select frequency::text from public.saved_searches where owner_id = ${frBuyer.id}`;
  expect(frSearch!.frequency).toBe("never");
  // Its link in the e-mail now says the alert is already stopped.
  const frStop = /https?:\/\/\S+\/alertes\/desabonnement\?token=\S+/.exec(fr.text ?? "")![0];
  await page.goto(pathOf(frStop));
  await expect(page.getByRole("heading", { level: 1, name: "Alerte déjà arrêtée" })).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "alerts-already-fr");

  // English: the e-mail in English; its link asks, then stops just that alert, signed out.
  const en = await waitForMail(enBuyer.email, `Workshop ${word}`);
  expect(en.subject).toBe("1 new business for your alert “My workshops”");
  expect(en.text).toContain(`/en/entreprises/${word}`);
  const enStop = /https?:\/\/\S+\/en\/alertes\/desabonnement\?token=\S+/.exec(en.text ?? "")![0];
  await page.goto(pathOf(enStop));
  await expect(page.getByRole("heading", { level: 1, name: "Stop this alert?" })).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "alerts-confirm-en");
  await page.getByRole("button", { name: "Stop the alert" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Alert stopped" })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/alertes\/desabonnement\?status=done$/);
  await expectAccessible(page);
  const [enSearch] = await db<
    { frequency: string }[]
  >`select frequency::text from public.saved_searches where owner_id = ${enBuyer.id}`;
  expect(enSearch!.frequency).toBe("never");
});
