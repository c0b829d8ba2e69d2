import { expect, test } from "./support";

const CATEGORIES = "**/rest/v1/entreprise_categories*";

test("the footer has every link and label of the spec", async ({ page }) => {
  await page.goto("/a-propos");
  const footer = page.getByRole("contentinfo");
  const links: Array<[string, string]> = [
    ["Accueil", "/"],
    ["À propos", "/a-propos"],
    ["Entreprises", "/entreprises"],
    ["Immobilier", "/immobilier"],
    ["Franchises", "/franchises"],
    ["Vendre une entreprise", "/signup?redirect=%2Fadmin%2Fentreprises%2Fnew"],
    ["Financement", "/services/financement"],
    ["Évaluation", "/services/evaluation"],
    ["Blogue", "/blog"],
    ["Besoin d'aide ?", "/contact"],
    ["Nous contacter", "/contact"],
    ["Politique de confidentialité", "/politique-confidentialite"],
    ["Conditions d'utilisation", "/conditions-utilisation"],
    ["English", "/en"],
  ];
  for (const [name, href] of links)
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  const regions = footer.getByRole("list", { name: "Régions" }).getByRole("link");
  await expect(regions).toHaveCount(6);
  expect(await regions.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    "/entreprises/regions/abitibi",
    "/entreprises/regions/bas-saint-laurent",
    "/entreprises/regions/capitale-nationale",
    "/entreprises/regions/chaudiere-appalaches",
    "/entreprises/regions/cote-nord",
    "/entreprises/regions/estrie",
  ]);
  await expect(footer.getByRole("link", { name: "Voir les 17 régions" })).toHaveAttribute(
    "href",
    "/entreprises/regions",
  );
  for (const name of ["Facebook", "Instagram", "LinkedIn", "TikTok", "Spotify", "YouTube"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", /^https:\/\//);
  }
  await expect(footer.getByRole("link", { name: "contact@demo.local" })).toHaveAttribute(
    "href",
    "mailto:contact@demo.local",
  );
  await expect(footer.getByText("Montréal, Québec, Canada", { exact: true })).toBeVisible();
});

test("the footer categories come from the database and link to their pages", async ({ page }) => {
  await page.goto("/en/faq");
  const block = page.getByTestId("footer-categories");
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute("data-state", "ready");
  const links = block.getByRole("link");
  expect(await links.count()).toBeGreaterThan(15);
  // English names, French-name slugs.
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  for (const href of hrefs) expect(href).toMatch(/^\/en\/entreprises\/categories\/[a-z0-9_-]+$/);
});

test("15 skeleton placeholders show while the categories load", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CATEGORIES, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/faq");
  const block = page.getByTestId("footer-categories");
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute("data-state", "loading");
  await expect(block.getByTestId("category-skeleton")).toHaveCount(15);
  release();
  await expect(block).toHaveAttribute("data-state", "ready");
  await expect(block.getByTestId("category-skeleton")).toHaveCount(0);
});

test("a failed load shows the error line followed by the message", async ({ page }) => {
  await page.route(CATEGORIES, (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ message: "service indisponible", code: "PGRST100" }),
    }),
  );
  await page.goto("/faq");
  await page.getByTestId("footer-categories").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("footer-categories").getByRole("alert")).toHaveText(
    "Impossible de charger les catégories pour le moment. service indisponible",
  );
});

test("no category gives the empty text", async ({ page }) => {
  await page.route(CATEGORIES, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }));
  await page.goto("/faq");
  await page.getByTestId("footer-categories").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("footer-categories")).toContainText(
    "Aucune catégorie d'entreprise disponible pour le moment.",
  );
});

test("the categories are read only when the footer comes near the screen", async ({ page }) => {
  let requested = 0;
  page.on("request", (request) => {
    if (request.url().includes("/rest/v1/entreprise_categories")) requested += 1;
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/acheter-une-entreprise");
  const block = page.getByTestId("footer-categories");
  // Hydrated (the header's account skeleton is gone), and still nothing asked for.
  await expect(page.getByTestId("account-loading")).toHaveCount(0);
  await expect(block).toHaveAttribute("data-state", "loading");
  expect(requested).toBe(0);
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute("data-state", "ready");
  expect(requested).toBe(1);
});
