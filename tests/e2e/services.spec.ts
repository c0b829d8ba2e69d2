/**
 * The valuation and financing services end to end, in both languages: an anonymous estimate
 * saved after sign-up, edited, shared (the link works signed out, then 404 once turned off), a
 * listing draft made from it; a financing request from a listing's page to the success page,
 * its e-mails, and the admin moving it through the pipeline. axe on every page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createTestAccount, DEMO, mailedLink, removeTestAccounts, signInBrowser, uniqueAddress } from "./auth-support";
import { caughtMail, caughtMailTo, database, expect, expectAccessible, reviewShots, test } from "./support";

type Messages = typeof import("@/messages/fr.json");
const messages = (locale: "fr" | "en") =>
  JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Messages;
const fr = messages("fr");
const en = messages("en");
const copy = { fr: { prefix: "", m: fr }, en: { prefix: "/en", m: en } } as const;

async function fillEstimate(page: Page, m: typeof fr) {
  const f = m.valuation.form;
  const main = page.getByRole("main");
  await main.getByLabel(f.category).selectOption("depanneur");
  await main.getByLabel(f.revenue).fill("900000");
  await main.getByLabel(f.sde, { exact: true }).fill("250000");
  await main.getByLabel(f.inventory).fill("60000");
  await main.getByLabel(f.years).fill("12");
  await main.getByLabel(f.trend).selectOption("stable");
  await main.getByLabel(f.ownerDependence).selectOption("medium");
  await main.getByLabel(f.customerConcentration).selectOption("low");
}

test.afterAll(removeTestAccounts);

for (const locale of ["fr", "en"] as const) {
  const { prefix, m } = copy[locale];

  test(`${locale}: an anonymous estimate, saved after sign-up, edited, shared, unshared, turned into a listing draft`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.goto(`${prefix}/services/evaluation`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.valuation.page.title);
    await expectAccessible(page);

    // Bad input: the message sits beside the field and what was typed stays.
    await page.getByRole("main").getByLabel(m.valuation.form.revenue).fill("beaucoup");
    await page.getByRole("main").getByRole("button", { name: m.valuation.form.submit }).click();
    await expect(page.getByText(m.valuation.errors.amountInvalid)).toBeVisible();
    await expect(page.getByRole("main").getByLabel(m.valuation.form.revenue)).toHaveValue("beaucoup");

    await fillEstimate(page, m);
    await page.getByRole("main").getByRole("button", { name: m.valuation.form.submit }).click();
    await expect(page).toHaveURL(/category=depanneur/);
    // Dépanneur → retail 1.5 / 2.15 / 2.8x, adjusted a quarter of the way up to 2.313x: 250,000 × 2.313 = 578,250 → 578,300.
    await expect(page.getByTestId("estimate-probable")).toHaveText(/578\s?300|578,300/);
    await expect(page.locator('a[href*="/entreprises?category=depanneur"]').first()).toBeVisible();
    await expect(page.locator('a[href*="/experts?profession=valuator"]')).toBeVisible();
    await expectAccessible(page);
    await reviewShots(page, `estimate-${locale}`);

    // Save → sign-in page (with redirect=) → sign-up → confirmation link → back on the saving page.
    await page.getByRole("link", { name: m.valuation.result.save }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByRole("main").getByRole("link", { name: m.auth.login.signupLink }).click();
    const email = uniqueAddress(`valuation-${locale}`);
    await page.getByLabel(m.auth.signup.firstName).fill("Élise");
    await page.getByLabel(m.auth.signup.lastName, { exact: true }).fill("Gagnon");
    await page.getByLabel(m.auth.common.email).fill(email);
    await page.getByLabel(m.auth.common.password, { exact: true }).fill("Une-phrase-de-passe-2026");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: m.auth.signup.submit }).click();
    await expect(page.getByTestId("signup-sent")).toContainText(email);
    await page.goto(await mailedLink(email, "signup"));
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/evaluations/new\\?.*category=depanneur`));
    await expect(page.getByRole("heading", { name: m.valuation.workspace.estimateTitle })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: m.valuation.workspace.saveEstimate }).click();
    await expect(page).toHaveURL(/\/admin\/evaluations\/[0-9a-f-]{36}\/edit$/);
    const id = /evaluations\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;

    // Edit: a note and a higher SDE multiple; the server works the conclusion out again.
    await page.getByLabel(m.valuation.editor.notes).fill("Bail renouvelé jusqu'en 2031.");
    await page.locator("#field-methods-sdeMultiple").fill("3");
    await expect(page.getByTestId("valuation-conclusion")).toHaveText(/750\s?000|750,000/);
    await page.getByRole("button", { name: m.valuation.editor.save }).click();
    await expect(page.getByText(m.valuation.editor.saved).first()).toBeVisible();
    await expect
      .poll(async () =>
        Number((await database().from("evaluations").select("conclusion").eq("id", id).single()).data?.conclusion),
      )
      .toBe(750_000);
    await expectAccessible(page);
    await reviewShots(page, `editor-${locale}`);

    // Share: the link works signed out, in both languages; turned off it is a 404.
    await page.getByTestId("share-switch").click();
    await expect(page.getByTestId("share-url")).toBeVisible();
    const shareUrl = new URL(await page.getByTestId("share-url").inputValue());
    // The switch's action has saved the sharing before the link is opened elsewhere.
    await expect
      .poll(
        async () =>
          (await database().from("evaluations").select("share_enabled").eq("id", id).single()).data?.share_enabled,
      )
      .toBe(true);
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const shared = await visitor.goto(`${baseURL}${shareUrl.pathname}${shareUrl.search}`);
    expect(shared?.status()).toBe(200);
    await expect(visitor.getByTestId("report-conclusion")).toHaveText(/750\s?000|750,000/);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectAccessible(visitor);
    await reviewShots(visitor, `report-${locale}`);
    await page.getByTestId("share-switch").click();
    await expect(page.getByText(m.valuation.tools.shareOff).first()).toBeVisible();
    expect((await visitor.goto(`${baseURL}${shareUrl.pathname}${shareUrl.search}`))?.status()).toBe(404);
    expect((await visitor.goto(`${baseURL}${shareUrl.pathname}?t=${"0".repeat(64)}`))?.status()).toBe(404);
    await visitorContext.close();

    // A listing draft with the figures, then its editor.
    await page.getByRole("button", { name: m.valuation.tools.createListing }).click();
    await expect(page).toHaveURL(/\/admin\/entreprises\/\d+\/edit$/);
    const businessId = Number(/entreprises\/(\d+)\/edit/.exec(page.url())![1]);
    const { data: business } = await database()
      .from("entreprises")
      .select("status, gross_revenue, cash_flow, inventory_value, asking_price")
      .eq("id", businessId)
      .single();
    expect(business).toMatchObject({ status: "draft" });
    expect(Number(business!.gross_revenue)).toBe(900_000);
    expect(Number(business!.cash_flow)).toBe(250_000);
    expect(Number(business!.inventory_value)).toBe(60_000);
    expect(Number(business!.asking_price)).toBe(750_000);
    await database().from("entreprises").delete().eq("id", businessId);
  });

  test(`${locale}: a signed-in buyer's financing request from a listing's page, its e-mails, and the admin's pipeline`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // Issue 39: the form fills in the buyer's account; the confirmation goes to the account's address.
    const buyer = await createTestAccount({ firstName: "Olivier", lastName: "Bouchard" });
    await database().from("profiles").update({ mobile_phone: "514 555-0177" }).eq("id", buyer.id);
    await signInBrowser(page, baseURL!, buyer);
    const { data: business } = await database()
      .from("entreprises")
      .select("slug, title_fr, title_en")
      .eq("status", "published")
      .not("asking_price", "is", null)
      .limit(1)
      .single();
    await page.goto(`${prefix}/entreprises/${business!.slug}`);
    await page.getByTestId("finance-listing").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/services/financement\\?listing=${business!.slug}`));
    await expect(page.getByTestId("financing-listing")).toBeVisible();
    await expectAccessible(page);
    await reviewShots(page, `financing-${locale}`);

    // The calculator: $100,000 at 6% over 5 years → $1,933.28 a month.
    const calc = m.financing.calculator;
    await page.getByLabel(calc.amount).fill("100000");
    await page.getByLabel(calc.rate).fill("6");
    await page.getByLabel(calc.years).fill("5");
    await page.getByRole("button", { name: calc.submit }).click();
    await expect(page.getByTestId("monthly-payment")).toHaveText(/1\s?933,28|1,933\.28/);
    await expect(page.getByTestId("financing-listing")).toBeVisible();

    const f = m.financing.form;
    const email = buyer.email;
    const form = page.locator("form", { has: page.getByRole("heading", { name: f.title }) });
    // A program ticked as the form's first use, before its machinery has loaded, is kept and sent.
    await form.getByLabel(f.programs.bdc).check();
    await expect(form.getByLabel(f.name)).toHaveValue("Olivier Bouchard");
    await expect(form.getByLabel(f.email)).toHaveValue(email);
    await expect(form.getByLabel(f.phone)).toHaveValue("514 555-0177");
    await expect(form.getByLabel(f.programs.bdc)).toBeChecked();
    await form.getByLabel(f.experience).fill("Quinze ans en gestion de commerce de détail.");
    await form.getByLabel(f.price).fill("450000");
    await form.getByLabel(f.purchaseType).selectOption("asset");
    await form.getByLabel(f.downPayment, { exact: true }).fill("90000");
    await form.getByLabel(f.downPaymentSource).fill("Épargne");
    await form.getByLabel(f.amountRequested).fill("900000");
    await form.getByRole("button", { name: f.submit }).click();
    await expect(form.getByText(m.financing.errors.requestAbovePrice)).toBeVisible();
    await reviewShots(page, `financing-error-${locale}`);
    await form.getByLabel(f.amountRequested).fill("300000");
    await form.getByLabel(f.consent).check();
    await form.getByRole("button", { name: f.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/services/financement/success$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.financing.success.title);
    await expectAccessible(page);

    const { data: saved } = await database()
      .from("financing_requests")
      .select("id, status, entreprise_id, consent_lenders, programs")
      .eq("email", email)
      .single();
    expect(saved).toMatchObject({ status: "new", consent_lenders: true, programs: ["bdc"] });
    expect(saved!.entreprise_id).not.toBeNull();
    await expect
      .poll(async () => (await caughtMailTo(email, saved!.id.slice(0, 8)))?.subject, { timeout: 20_000 })
      .toContain(locale === "fr" ? "Votre demande de financement" : "Your financing request");
    await expect
      .poll(
        async () =>
          (await caughtMail(fr.financing.mail.teamSubject.replace("{name}", "Olivier Bouchard")))?.to[0]?.address,
        { timeout: 20_000 },
      )
      .toBe("contact@demo.local");

    // The admin moves it to "contacted", then "sent to lenders", with a note; the history follows.
    await signInBrowser(page, baseURL!, DEMO.admin);
    await page.goto(`${prefix}/admin/gestion/financement`);
    const card = page.getByTestId(`request-${saved!.id}`);
    await card.getByLabel(m.financing.admin.status).selectOption("contacted");
    await card.getByLabel(m.financing.admin.notes).fill("Appelé, dossier complet.");
    await card.getByRole("button", { name: m.financing.admin.save }).click();
    await expect(page.getByText(m.financing.admin.saved).first()).toBeVisible();
    await expect(page.locator("#status-contacted").getByTestId(`request-${saved!.id}`)).toBeVisible({
      timeout: 20_000,
    });
    await page.getByTestId(`request-${saved!.id}`).getByLabel(m.financing.admin.status).selectOption("sent_to_lenders");
    await page.getByTestId(`request-${saved!.id}`).getByRole("button", { name: m.financing.admin.save }).click();
    await expect(page.locator("#status-sent_to_lenders").getByTestId(`request-${saved!.id}`)).toBeVisible({
      timeout: 20_000,
    });
    const { data: events } = await database()
      .from("financing_request_events")
      .select("to_status")
      .eq("request_id", saved!.id)
      .order("id");
    expect(events!.map((e) => e.to_status)).toEqual(["new", "contacted", "sent_to_lenders"]);
    await expectAccessible(page);
    await reviewShots(page, `pipeline-${locale}`);
  });
}

test("a signed-in visitor's estimate offers the save, not a sign-in (issue 39)", async ({ page, baseURL }) => {
  await signInBrowser(page, baseURL!, DEMO.seller);
  for (const locale of ["fr", "en"] as const) {
    const { prefix, m } = copy[locale];
    await page.goto(`${prefix}/services/evaluation`);
    await fillEstimate(page, m);
    await page.getByRole("main").getByRole("button", { name: m.valuation.form.submit }).click();
    await expect(page.getByRole("link", { name: m.valuation.result.save })).toBeVisible();
    await expect(page.getByText(m.valuation.result.saveHintSignedIn)).toBeVisible();
    await expect(page.getByText(m.valuation.result.saveHint)).toHaveCount(0);
    await reviewShots(page, `estimate-signed-in-${locale}`);
  }
  await page.getByRole("link", { name: en.valuation.result.save }).click();
  await expect(page).toHaveURL(/\/en\/admin\/evaluations\/new\?.*category=depanneur/);
});

test("the back office's valuation and financing pages pass axe", async ({ page, baseURL }) => {
  test.setTimeout(420_000);
  await signInBrowser(page, baseURL!, DEMO.admin);
  for (const path of [
    "/admin/gestion/evaluations",
    "/admin/financements",
    "/admin/evaluations",
    "/admin/evaluations/new",
    "/en/admin/gestion/financement",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectAccessible(page);
  }
});
