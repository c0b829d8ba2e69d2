import { expect, expectAccessible, test } from "./support";

test("an unknown path answers 404 with a translated page in both languages", async ({ page, consoleErrors }) => {
  const fr = await page.goto("/cette-page-nexiste-pas");
  expect(fr?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  await expectAccessible(page);

  const en = await page.goto("/en/no-such-page");
  expect(en?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
  expect(consoleErrors.filter((e) => !e.includes("404"))).toEqual([]);
});

test("a 404 opened in dark mode stays dark (the page is rendered in the browser, over <html>)", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  expect((await page.goto("/cette-page-nexiste-pas"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("crawlers get the 404 status without the rendered not-found page", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  const page = await context.newPage();
  expect((await page.goto(`${baseURL}/page-inconnue`))?.status()).toBe(404);
  await expect(page.getByTestId("bot-not-found")).toHaveText("Page introuvable");
  await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toHaveCount(0);
  await context.close();
});

test("French URLs have no /fr prefix", async ({ page }) => {
  await page.goto("/fr/contact");
  await expect(page).toHaveURL(/\/contact$/);
  expect(new URL(page.url()).pathname).toBe("/contact");
});

test("the sitemaps list every public page with its alternate, in both languages", async ({ request, baseURL }) => {
  const fr = await request.get("/sitemap.xml");
  expect(fr.status()).toBe(200);
  expect(fr.headers()["content-type"]).toContain("xml");
  const frXml = await fr.text();
  for (const path of [
    "",
    "/a-propos",
    "/faq",
    "/contact",
    "/forfaits",
    "/conditions-utilisation",
    "/politique-confidentialite",
  ]) {
    expect(frXml).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(frXml).toContain(`hreflang="en-CA" href="${baseURL}/en${path}"`);
  }
  // Other presentations of the plans: their canonical URL is /forfaits.
  expect(frXml).not.toContain("/forfaits2");
  expect(frXml).not.toContain("/forfaits3");
  const en = await request.get("/en/sitemap.xml");
  expect(en.status()).toBe(200);
  expect(await en.text()).toContain(`<loc>${baseURL}/en/faq</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/en/sitemap.xml`);
});

test("a new build id is served to open tabs", async ({ request }) => {
  const body = (await (await request.get("/api/build")).json()) as { buildId: string };
  expect(body.buildId).toMatch(/^[0-9a-f-]{36}$/);
});

test("a page that fails in the browser shows the translated error page, loaded then", async ({ page }) => {
  // The footer's categories observe their block: make that fail, as a browser bug would.
  await page.addInitScript(() => {
    const observe = IntersectionObserver.prototype.observe;
    IntersectionObserver.prototype.observe = function (target: Element) {
      if (target.getAttribute("data-testid") === "footer-categories") throw new Error("observer failed");
      return observe.call(this, target);
    };
  });
  await page.goto("/en/entreprises");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
  await expectAccessible(page);
});
