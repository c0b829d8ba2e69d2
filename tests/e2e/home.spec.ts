import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const cases = [
  { path: "/", lang: "fr", heading: "Achetez ou vendez une entreprise au Québec", industry: "Commerce de détail" },
  { path: "/en", lang: "en", heading: "Buy or sell a business in Quebec", industry: "Retail" },
];

for (const c of cases) {
  test(`home page ${c.path} shows the industries read from the database`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
    const industries = page.getByTestId("industries").getByRole("listitem");
    expect(await industries.count()).toBeGreaterThanOrEqual(12);
    await expect(page.getByTestId("industries").getByRole("heading", { name: c.industry, exact: true })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    expect(errors).toEqual([]);
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
