import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support";

const cases = [
  {
    path: "/",
    lang: "fr",
    heading: "Achetez ou vendez une entreprise au Québec",
    industry: "Commerce de détail",
    categories: "Animalerie, Bijouterie, Boucherie et 17 autres",
    list: "/entreprises",
  },
  {
    path: "/en",
    lang: "en",
    heading: "Buy or sell a business in Quebec",
    industry: "Retail",
    categories: "Bakery and pastry shop, Bicycle shop, Bookstore and 17 more",
    list: "/en/entreprises",
  },
];

for (const c of cases) {
  test(`home page ${c.path} shows the industries read from the database, each leading to its businesses`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
    const industries = page.getByTestId("industries").getByRole("listitem");
    expect(await industries.count()).toBeGreaterThanOrEqual(12);
    const tile = industries.filter({ has: page.getByRole("heading", { name: c.industry, exact: true }) });
    await expect(tile).toContainText(c.categories);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    // The whole tile is its link: a click anywhere on it opens the industry's businesses, filtered.
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${c.list}\\?industry=commerce-de-detail$`));
    // The industry is the search's filter (its choice sits in the closed "Industry" disclosure).
    await expect(page.locator('#search-filters input[name="industry"][value="commerce-de-detail"]')).toBeChecked();
    await expect(page.locator("#search-filters summary").filter({ hasText: c.industry })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test("an unknown path answers 404 with a translated page", async ({ page }) => {
  const fr = await page.goto("/cette-page-nexiste-pas");
  expect(fr?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  const en = await page.goto("/en/no-such-page");
  expect(en?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});
