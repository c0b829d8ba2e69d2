import { expect, reviewShot, test } from "./support";

for (const { prefix, label } of [
  { prefix: "", label: "Chargement de la page" },
  { prefix: "/en", label: "Loading the page" },
]) {
  test(`a slow navigation shows a progress bar until the next page is there (${prefix || "/"})`, async ({ page }) => {
    // The bar's listeners come with the page's background work, loaded after hydration
    // (components/site/after-start.tsx); the page-view beacon, mounted beside them, says they are in place.
    const started = page.waitForRequest("**/api/analytics");
    await page.goto(`${prefix}/entreprises`);
    await started;
    // A slow connection: the next page's data takes 1.5 s to arrive.
    await page.route(
      (url) => /\/entreprises\/[a-z0-9-]+$/.test(url.pathname),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      },
    );
    const bar = page.getByRole("progressbar", { name: label });
    await expect(bar).toHaveCount(0);
    await page.getByTestId("listing-card").first().getByRole("link").first().click();
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(/\/entreprises\/[a-z0-9-]+$/);
    await expect(bar).toHaveCount(0);
  });
}

test("a form that stays on its page (a refused sign-in) shows no progress bar", async ({ page }) => {
  await page.goto("/login");
  // The server takes half a second to answer: long enough for a bar to appear if the form started one.
  await page.route("**/login", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.getByLabel("Adresse courriel").fill(`personne-${Date.now()}@exemple.ca`);
  await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon-mot-de-passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("form").getByRole("alert")).toHaveText("Adresse courriel ou mot de passe incorrect.");
  await reviewShot(page, "refused-sign-in-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, "refused-sign-in-390");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});
