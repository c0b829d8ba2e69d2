/**
 * The offer (issue 42) in the browser. In French on a phone: an approved buyer (set up as the team
 * would) builds an offer from the room, the seller compares and counters, the buyer accepts in
 * principle, both download the version as a PDF; axe clean on both sides. In English on a desktop:
 * the builder's coverage warning under 1.25, a field error that keeps what was typed, and the draft
 * that survives a reload.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import type { Page } from "@playwright/test";
import { createTestAccount, forgetSession, removeTestAccounts, signInBrowser, type TestAccount } from "./auth-support";
import { expect, expectAccessible, reviewShots, test } from "./support";

let db: postgres.Sql;
const made: number[] = [];

test.beforeAll(() => {
  db = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
});

test.afterAll(async () => {
  if (made.length) await db`delete from public.entreprises where id = any (${made}::bigint[])`;
  await db.end();
  await removeTestAccounts();
});

/** A published business of a new seller, with stated earnings, a file with one document, and an approved buyer. */
async function approvedDeal(cashFlow: number) {
  const seller = await createTestAccount({ firstName: "Sophie", lastName: "Vendeuse" });
  const buyer = await createTestAccount({ firstName: "Alex", lastName: "Acheteur" });
  const slug = `offre-${randomUUID().slice(0, 8)}`;
  const [category] = await db<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  const [listing] = await db<{ id: number }[]>`
    insert into public.entreprises (slug, owner_id, status, confidential, title_fr, title_en, description_fr, category_id,
                                    asking_price, cash_flow, region_id, province_id, published_at)
    values (${slug}, ${seller.id}, 'published', false, 'Boulangerie de quartier', 'Neighbourhood bakery', 'Annonce de test.',
            ${category!.id}, 450000, ${cashFlow}, 1, 1, now())
    returning id`;
  const id = Number(listing!.id);
  made.push(id);
  const [room] = await db<{ id: number }[]>`insert into public.dealrooms (entreprise_id) values (${id}) returning id`;
  await db`insert into public.dealroom_documents (dealroom_id, category, title, file_name, storage_path, content_type, size_bytes)
           values (${room!.id}, 'financial_statements', 'États financiers', 'etats.pdf', ${`${room!.id}/${randomUUID()}.pdf`}, 'application/pdf', 100)`;
  await db`insert into public.dealroom_buyer_profiles (user_id, capital_available, experience, timeline, financing)
           values (${buyer.id}, 200000, 'Dix ans en boulangerie.', 'within_6_months', ${["own_funds", "bank_loan"]})`;
  await db`insert into public.dealroom_requests (dealroom_id, buyer_id, agreement_locale, agreement_sha256, signed_name, status, decided_at, expires_at,
                                                 capital_available, experience, timeline, financing)
           values (${room!.id}, ${buyer.id}, 'fr', ${"0".repeat(64)}, 'Alex Acheteur', 'approved', now(), now() + interval '90 days',
                   200000, 'Dix ans en boulangerie.', 'within_6_months', ${["own_funds", "bank_loan"]})`;
  return { seller, buyer, slug, id };
}

/** A version's PDF through its link: the file's name and that it is a PDF. */
async function downloadPdf(page: Page, name: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).first().click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return download.suggestedFilename();
}

async function money(page: Page, id: string, value: string) {
  await page.locator(`#field-terms-${id}`).fill(value);
}

test.describe("en français sur un téléphone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("offre, contre-offre, acceptation en principe et PDF des deux côtés", async ({ page, baseURL }) => {
    // Two parties, two axe passes and two downloads: longer than one journey's default minute on a shared machine.
    test.setTimeout(150_000);
    const { seller, buyer, slug, id } = await approvedDeal(180000);

    await signInBrowser(page, baseURL!, buyer as TestAccount);
    await page.goto(`/entreprises/${slug}/dossier`);
    await page.getByRole("link", { name: "Faire une offre au vendeur" }).click();
    await expect(page).toHaveURL(new RegExp(`/entreprises/${slug}/dossier/offre$`));
    await expect(page.getByTestId("offer-non-binding").first()).toContainText("Offre non engageante");
    await expect(page.locator("#field-terms-price")).toHaveValue(/^450\s000$/);
    await money(page, "downPayment", "90 000");
    await money(page, "bankLoan", "270 000");
    await page.locator("#field-terms-bankTermYears").fill("10");
    await page.locator("#field-terms-bankRate").fill("7");
    await money(page, "vendorLoan", "90 000");
    await page.locator("#field-terms-vendorTermYears").fill("5");
    await page.locator("#field-terms-vendorRate").fill("6");
    const summary = page.getByTestId("offer-summary").first();
    await expect(summary.getByTestId("offer-shares")).toHaveText(/^Les parts totalisent 100\s% du prix\.$/);
    await expect(summary.getByTestId("offer-coverage")).toContainText("= 3,08");
    await expectAccessible(page);
    await reviewShots(page, "offers-builder-fr");
    await page.getByRole("button", { name: "Envoyer l'offre au vendeur" }).click();
    const card = page.getByTestId("offer-card");
    await expect(card.getByTestId("offer-status")).toHaveText("Envoyée");

    // The seller, in the same browser: one session at a time.
    await forgetSession(page);
    await signInBrowser(page, baseURL!, seller as TestAccount);
    await page.goto(`/admin/entreprises/${id}/offres`);
    const row = page.getByTestId("offer-row");
    await expect(row).toContainText("Alex Acheteur");
    await expect(row).toContainText(/360\s000\s\$/);
    await expect(row.getByTestId("offer-qualification")).toContainText(/200\s000/);
    await expectAccessible(page);
    await reviewShots(page, "offers-seller-fr");
    await page.getByRole("link", { name: "Faire une contre-offre" }).click();
    await expect(page.locator("#field-terms-downPayment")).toHaveValue(/^90\s000$/);
    await money(page, "price", "480 000");
    await money(page, "downPayment", "120 000");
    await page.getByRole("button", { name: "Envoyer la contre-offre" }).click();
    await expect(page.getByTestId("offer-status").first()).toHaveText("Contre-offre");
    expect(await downloadPdf(page, /Télécharger la version 2/)).toMatch(/^offre-\d+-v2\.pdf$/);

    await forgetSession(page);
    await signInBrowser(page, baseURL!, buyer as TestAccount);
    await page.goto(`/entreprises/${slug}/dossier/offre`);
    await expect(card.getByTestId("offer-status")).toHaveText("Contre-offre");
    await expect(card.getByTestId("offer-changed").first()).toBeVisible();
    await card.getByRole("button", { name: "Accepter en principe" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Accepter en principe" }).click();
    await expect(card.getByTestId("offer-status")).toHaveText("Acceptée en principe");
    expect(await downloadPdf(page, /Télécharger la version 2/)).toMatch(/^offre-\d+-v2\.pdf$/);
  });
});

test("in English on a desktop: the coverage warning under 1.25 and a field error that keeps what was typed", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { buyer, slug } = await approvedDeal(60000);
  await signInBrowser(page, baseURL!, buyer as TestAccount);
  await page.goto(`/en/entreprises/${slug}/dossier/offre`);
  await expect(page.getByTestId("offer-non-binding").first()).toContainText("Non-binding offer");
  await money(page, "downPayment", "45,000");
  await money(page, "bankLoan", "405,000");
  await page.locator("#field-terms-bankTermYears").fill("10");
  await page.locator("#field-terms-bankRate").fill("7");
  const coverage = page.getByTestId("offer-summary").last().getByTestId("offer-coverage");
  await expect(coverage).toHaveAttribute("data-warning", "true");
  await expect(coverage).toContainText("DSCR = stated seller's discretionary earnings (SDE) ÷ yearly debt service");
  await expect(coverage.getByRole("alert")).toContainText("below 1.25");
  await page.locator("#field-terms-lapseDate").fill("2020-01-01");
  await page.getByRole("button", { name: "Send the offer to the seller" }).click();
  await expect(page.getByText("The lapse date cannot be in the past.")).toBeVisible();
  await expect(page.locator("#field-terms-lapseDate")).toBeFocused();
  await expect(page.locator("#field-terms-bankLoan")).toHaveValue("405,000");
  await expectAccessible(page);
  // A draft survives a reload: what was typed comes back from this browser.
  await page.reload();
  await expect(page.getByText("We restored the draft kept in this browser.")).toBeVisible();
  await expect(page.locator("#field-terms-bankLoan")).toHaveValue("405,000");
  await reviewShots(page, "offers-builder-en");
});
