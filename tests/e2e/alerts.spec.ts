/**
 * Alert digests (issue 22) in the browser, French and English: a signed-out buyer saves a search
 * from /entreprises (sign-in, back to the same search with the dialog open, an error at its field,
 * saved); another's is stored as the dialog would; a matching business published, the job's
 * route called; the e-mails arrive in each buyer's language with working links and one-click
 * unsubscribe; the link that stops just that alert works without signing in; the seller sees how
 * many alerts match. The back office's test digest: find a person, preview, send it to oneself.
 * In English on /profil: a saved search renamed (an empty name refused at its field), its
 * frequency changed, then deleted.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { createTestAccount, forgetSession, removeTestAccounts, signInBrowser, type TestAccount } from "./auth-support";
import { caughtMailHeader, expect, expectAccessible, reviewShots, test, waitForMail } from "./support";

const word = `alerte${randomUUID().slice(0, 6).replace(/\d/g, "q")}`;
const testWord = `essai${randomUUID().slice(0, 6).replace(/\d/g, "q")}`;
let db: postgres.Sql;
let frBuyer: TestAccount;
let enBuyer: TestAccount;
let seller: TestAccount;
let admin: TestAccount;

// The test digest first: the job's run in the second test would otherwise send its business.
test.describe.configure({ mode: "serial" });

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

test.beforeAll(async () => {
  db = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
  frBuyer = await createTestAccount({ firstName: "Lucie" });
  enBuyer = await createTestAccount({ firstName: "Karen" });
  seller = await createTestAccount({ firstName: "Vendeur" });
  admin = await createTestAccount({ firstName: "Admin", admin: true });
  await db`insert into public.saved_searches (owner_id, name, filters, frequency, language)
           values (${enBuyer.id}, 'My workshops', ${db.json({ search: word })}, 'immediately', 'en')`;
});

test.afterAll(async () => {
  await db`delete from public.outbound_emails where to_email in (${frBuyer.email}, ${enBuyer.email}, ${admin.email})`;
  await db`delete from public.entreprises where owner_id = ${seller.id}`;
  await db.end();
  await removeTestAccounts();
});

test("the test digest: an admin finds a person, previews the exact e-mail and sends it to themselves", async ({
  page,
  baseURL,
}) => {
  await db`insert into public.saved_searches (owner_id, name, filters, frequency, language)
           values (${enBuyer.id}, 'Test shops', ${db.json({ search: testWord })}, 'weekly', 'en')`;
  const [category] = await db<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  await db`insert into public.entreprises (slug, owner_id, status, title_fr, title_en, description_fr, category_id, asking_price, region_id, province_id, published_at)
           values (${testWord}, ${seller.id}, 'published', ${`Boutique ${testWord}`}, ${`Shop ${testWord}`}, 'Annonce de test.', ${category!.id}, 150000, 1, 1, now())`;

  await signInBrowser(page, baseURL!, admin);
  await page.goto("/en/admin/gestion/test-digest");
  await page.getByLabel("Person (e-mail or name)").fill(enBuyer.email);
  await page.getByLabel("Period", { exact: true }).selectOption("weekly");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  // The search's one match is previewed at once, never "myself" under the new search.
  await expect(page.getByRole("heading", { level: 2, name: "Preview for Karen" })).toBeVisible();
  await page.getByRole("link", { name: "Preview for Karen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Preview for Karen" })).toBeVisible();
  await expect(page.getByTestId("digest-subject")).toHaveText("Subject: 1 new business for your alert “Test shops”");
  await expect(page.getByTestId("digest-text")).toContainText(`/en/entreprises/${testWord}`);
  await expect(
    page.frameLocator('iframe[title="HTML preview of the e-mail"]').getByRole("link", { name: `Shop ${testWord}` }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Latest runs" }).or(page.getByText("No run yet."))).toBeVisible();
  await expectAccessible(page, { exclude: "iframe[sandbox]" });
  await reviewShots(page, "test-digest-en");

  await page.getByRole("button", { name: "Send this e-mail to me" }).click();
  await expect(page.getByText(`Test e-mail sent to ${admin.email}.`)).toBeVisible();
  const mail = await waitForMail(admin.email, `/en/entreprises/${testWord}`);
  expect(mail.subject).toBe("[Test] 1 new business for your alert “Test shops”");
});

test("a new matching business reaches each buyer in their language, with working links and one-click unsubscribe", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A signed-out buyer saves the search: sign in, back to the same search with the dialog open.
  await page.goto(`/entreprises?search=${word}`);
  await page.getByRole("button", { name: "Enregistrer cette recherche" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByText("Connectez-vous pour enregistrer cette recherche", { exact: false })).toBeVisible();
  await page.getByLabel("Adresse courriel").fill(frBuyer.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(frBuyer.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  const dialog = page.getByRole("dialog", { name: "Enregistrer cette recherche" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/entreprises\\?search=${word}$`));
  await dialog.getByRole("button", { name: "Enregistrer l'alerte" }).click();
  await expect(dialog.getByText("Donnez un nom à cette alerte.")).toBeVisible();
  await expect(dialog.getByLabel("Nom de l'alerte")).toBeFocused();
  await dialog.getByLabel("Fréquence des courriels").selectOption("immediately");
  await expectAccessible(page);
  await reviewShots(page, "save-search-fr");
  await dialog.getByLabel("Nom de l'alerte").fill("Mes ateliers");
  await dialog.getByRole("button", { name: "Enregistrer l'alerte" }).click();
  await expect(page.getByText("Recherche enregistrée.", { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();
  await forgetSession(page);

  const [category] = await db<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  await db`insert into public.entreprises (slug, owner_id, status, title_fr, title_en, description_fr, category_id, asking_price, region_id, province_id, published_at)
           values (${word}, ${seller.id}, 'published', ${`Atelier ${word}`}, ${`Workshop ${word}`}, 'Annonce de test.', ${category!.id}, 320000, 1, 1, now())`;

  // The seller sees that two buyers' alerts match (counts only).
  await signInBrowser(page, baseURL!, seller);
  await page.goto("/admin/entreprises");
  await expect(page.getByRole("columnheader", { name: "Alertes d'acheteurs" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(word) }).getByText("2 alertes")).toBeVisible();
  await forgetSession(page);

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
  >`select frequency::text from public.saved_searches where owner_id = ${enBuyer.id} and name = 'My workshops'`;
  expect(enSearch!.frequency).toBe("never");
});

test("in English, a buyer renames a saved search on /profil, changes how often it e-mails, then deletes it", async ({
  page,
  baseURL,
}) => {
  await signInBrowser(page, baseURL!, enBuyer);
  await page.goto("/en/profil");
  const alerts = page.getByRole("list", { name: "My alerts" });
  await expect(alerts.getByText(`Keywords: “${word}”`)).toBeVisible();
  await alerts.getByRole("button", { name: "Edit the alert “My workshops”" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit the alert" });
  await dialog.getByLabel("Alert name").fill("");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("Give this alert a name.")).toBeVisible();
  await dialog.getByLabel("Alert name").fill("Workshops in Montreal");
  await dialog.getByLabel("How often to e-mail you").selectOption("daily");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Alert updated.")).toBeVisible();
  await expect(alerts.getByText("Workshops in Montreal")).toBeVisible();
  await expect(alerts.getByText("Frequency: Once a day")).toBeVisible();
  await expectAccessible(page);
  const renamed = () => db`select frequency::text from public.saved_searches
    where owner_id = ${enBuyer.id} and name = 'Workshops in Montreal'`;
  expect(await renamed()).toEqual([{ frequency: "daily" }]);

  await alerts.getByRole("button", { name: "Delete the alert “Workshops in Montreal”" }).click();
  await page
    .getByRole("dialog", { name: "Delete the alert “Workshops in Montreal”?" })
    .getByRole("button", { name: "Delete the alert" })
    .click();
  await expect(page.getByText("Alert deleted.")).toBeVisible();
  await expect(alerts.getByText("Workshops in Montreal")).toHaveCount(0);
  expect(await renamed()).toHaveLength(0);
});
