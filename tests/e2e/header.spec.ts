import { expect, expectAccessible, test } from "./support";

test("the header is 64 px, compact at 56 px past 20 px of scroll and back below 10 px", async ({ page }) => {
  await page.goto("/politique-confidentialite");
  const header = page.getByTestId("site-header");
  await expect(header).toHaveAttribute("data-compact", "false");
  expect((await header.boundingBox())?.height).toBe(64);
  await page.evaluate(() => window.scrollTo(0, 15));
  await page.waitForTimeout(120);
  await expect(header).toHaveAttribute("data-compact", "false");
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(header).toHaveAttribute("data-compact", "true");
  await expect.poll(async () => (await header.boundingBox())?.height).toBe(56);
  // Sticky: still at the top of the viewport.
  expect((await header.boundingBox())?.y).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 12));
  await page.waitForTimeout(120);
  await expect(header).toHaveAttribute("data-compact", "true");
  await page.evaluate(() => window.scrollTo(0, 5));
  await expect(header).toHaveAttribute("data-compact", "false");
});

test("the header links, the logo and 'Connexion' for a visitor", async ({ page }) => {
  await page.goto("/faq");
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  const expected = [
    ["Entreprises", "/entreprises"],
    ["Immobilier", "/immobilier"],
    ["Franchises", "/franchises"],
    ["Experts", "/experts"],
    ["Financement", "/services/financement"],
    ["Évaluation", "/services/evaluation"],
    ["Vendre", "/signup?redirect=%2Fadmin%2Fentreprises%2Fnew"],
  ];
  for (const [name, href] of expected)
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
  await expect(page.getByRole("link", { name: "Marché des entreprises, accueil" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/login");
  // A link is highlighted when the current path starts with its route (here a 404 under /entreprises).
  await page.goto("/entreprises/regions/estrie");
  await expect(nav.getByRole("link", { name: "Entreprises", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Immobilier", exact: true })).not.toHaveAttribute("aria-current", "page");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the slide-in menu opens, fades the header, offers 'Inscription', closes on Escape and on navigation", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByTestId("site-header");
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
    const open = page.getByRole("button", { name: "Ouvrir le menu" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expect(header).toHaveAttribute("inert", "");
    await expect(header).toHaveCSS("opacity", "0.4");
    await expect(menu.getByRole("link", { name: "Inscription" })).toHaveAttribute("href", "/signup");
    await expect(menu.getByRole("link", { name: "Franchises" })).toHaveAttribute("href", "/franchises");
    await expect(menu.getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/login");
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(header).not.toHaveAttribute("inert", "");
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole("link", { name: "Experts" }).click();
    await expect(page).toHaveURL(/\/experts$/);
    await expect(menu).toBeHidden();
    await expect(header).toHaveCSS("opacity", "1");
  });

  test("the menu works with the keyboard alone", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("button", { name: "Ouvrir le menu" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Fermer le menu" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Entreprises" })).toBeFocused();
    await menu.getByRole("button", { name: "Fermer le menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
  });
});

test("the language switch keeps the page and remembers the choice for 365 days", async ({ page, context }) => {
  await page.goto("/a-propos");
  await page.getByRole("banner").getByRole("link", { name: "English version of this page" }).click();
  await expect(page).toHaveURL(/\/en\/a-propos$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Helping Quebec businesses find their next owners");
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
  expect(cookie?.value).toBe("en");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  // Later visits to the bare root follow the cookie.
  await page.goto("/");
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole("banner").getByRole("link", { name: "Version française de cette page" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test.describe("before the page's script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the language switch is remembered by the server, both ways", async ({ page, context }) => {
    await page.goto("/a-propos");
    await page.getByRole("banner").getByRole("link", { name: "English version of this page" }).click();
    await expect(page).toHaveURL(/\/en\/a-propos$/);
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("en");
    expect(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364);
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    // Back to French at the bare root: the switch wins over the cookie it replaces.
    await page.getByRole("banner").getByRole("link", { name: "Version française de cette page" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect((await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("fr");
  });
});

test.describe("an English-speaking browser", () => {
  test.use({ locale: "en-US" });

  test("lands on /en at its first visit to the root, and on French for a French URL", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await page.context().clearCookies();
    await page.goto("/contact");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});

test("the colour mode is kept in local storage and applied before paint on the next visit", async ({ page }) => {
  await page.goto("/faq");
  const button = page.getByRole("banner").getByRole("button", { name: /Mode d'affichage/ });
  await expect(button).toHaveAttribute("data-mode", "system");
  await button.click();
  await expect(button).toHaveAttribute("data-mode", "light");
  await button.click();
  await expect(button).toHaveAttribute("data-mode", "dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("nuxt-color-mode"))).toBe("dark");

  // No flash: the class is on <html> as soon as the document is parsed, before any script of the app runs.
  const classAtParse: string[] = [];
  await page.exposeFunction("recordClass", (c: string) => classAtParse.push(c));
  await page.addInitScript(() => {
    document.addEventListener(
      "DOMContentLoaded",
      () => (window as unknown as { recordClass: (c: string) => void }).recordClass(document.documentElement.className),
      { once: true },
    );
  });
  await page.reload();
  await expect.poll(() => classAtParse[0]).toContain("dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  // System follows the operating system.
  await button.click();
  await expect(button).toHaveAttribute("data-mode", "system");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("nuxt-color-mode"))).toBe("system");
});

for (const prefix of ["", "/en"]) {
  test(`the skip link has room around its text and covers neither the logo nor the menu (${prefix || "/"})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/faq`);
    await page.keyboard.press("Tab");
    const skip = page.getByTestId("skip-link");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const padding = await skip.evaluate((el) =>
      ["paddingTop", "paddingLeft"].map((p) => parseFloat(getComputedStyle(el)[p as "paddingTop"])),
    );
    for (const value of padding) expect(value).toBeGreaterThanOrEqual(8);
    const box = (await skip.boundingBox())!;
    const logo = (await page.getByRole("banner").getByRole("link").first().boundingBox())!;
    const overlaps =
      box.x < logo.x + logo.width &&
      logo.x < box.x + box.width &&
      box.y < logo.y + logo.height &&
      logo.y < box.y + box.height;
    expect(overlaps).toBe(false);
    await expectAccessible(page);
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });
}
