/** /profil, /admin, /vendeur/{slug} and axe checks on every page of issue 4. */
import { expect, expectAccessible, test } from "./support";
import { createTestAccount, DEMO, forgetSession, removeTestAccounts, signInBrowser } from "./auth-support";

test.afterAll(async () => {
  await removeTestAccounts();
});

// A 64×48 PNG (solid green), so the browser has something real to crop and resize.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZElEQVR4nO3PUQkAIBTAwJfCUNa0qCH8OITBAtxmnf11wwUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY8dgHzyyS1XYAOMQAAAABJRU5ErkJggg==",
  "base64",
);

test("profile: details with a Canadian postal code, preferences, public page and photo", async ({ page, baseURL }) => {
  const user = await createTestAccount({ firstName: "Julie", lastName: "Côté" });
  await signInBrowser(page, baseURL!, user);
  await page.goto("/profil");

  const postal = page.getByLabel(/^Code postal/);
  await page.getByLabel(/^Ville/).fill("Montréal");
  await page.getByLabel(/^Province ou territoire/).selectOption("QC");
  await postal.fill("12345");
  const details = page.locator("#coordonnees");
  await details.getByRole("button", { name: "Enregistrer" }).click();
  await expect(postal).toHaveAttribute("aria-invalid", "true");
  await expect(details.getByText("Entrez un code postal canadien valide")).toBeVisible();
  await expect(page.getByLabel(/^Ville/)).toHaveValue("Montréal");
  await postal.fill("h2x1y4");
  await details.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Modifications enregistrées.")).toBeVisible();

  const preferences = page.locator("#preferences");
  await preferences.getByLabel("Rechercher une industrie ou une catégorie").fill("restaura");
  const first = preferences.getByRole("checkbox").first();
  await first.check();
  await expect(preferences.getByText("1 industrie choisie")).toBeVisible();
  await preferences.getByRole("button", { name: "Enregistrer mes préférences" }).click();
  await expect(page.getByText("Vos préférences ont été enregistrées.")).toBeVisible();

  const publicPage = page.locator("#page-publique");
  await publicPage.getByLabel("Activer ma page publique").check();
  await publicPage.getByLabel(/^Présentation/).fill("Trente ans dans la restauration à Montréal.");
  await publicPage.getByRole("button", { name: "Proposer à partir de mon nom" }).click();
  await expect(publicPage.getByLabel(/^Adresse de la page/)).toHaveValue("julie-cote");
  await publicPage.getByLabel(/^Adresse de la page/).fill(`julie-cote-${user.id.slice(0, 6)}`);
  await publicPage.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Page publique enregistrée.")).toBeVisible();

  await page
    .locator("#photo input[type=file]")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Photo de profil mise à jour.")).toBeVisible();
  // The photo is drawn through the image optimizer, whose src carries the Storage address encoded.
  await expect(page.locator("#photo img")).toHaveAttribute("src", /(\/|%2F)avatars(\/|%2F)/);

  await page.reload();
  await expect(page.getByLabel(/^Code postal/)).toHaveValue("H2X 1Y4");
  await expect(page.locator("#preferences").getByRole("checkbox", { checked: true })).toHaveCount(1);

  await page.goto(`/vendeur/julie-cote-${user.id.slice(0, 6)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Julie Côté");
  await expect(page.getByText("Trente ans dans la restauration à Montréal.")).toBeVisible();
  await expect(page.locator("main img")).toHaveAttribute("src", /(\/|%2F)avatars(\/|%2F)/);
});

test("public page: a taken slug gets a clear message; a page turned off is a 404", async ({ page, baseURL }) => {
  const owner = await createTestAccount({ firstName: "Marc" });
  const other = await createTestAccount({ firstName: "Luc" });
  const slug = `pris-${owner.id.slice(0, 6)}`;
  await signInBrowser(page, baseURL!, owner);
  await page.goto("/en/profil");
  await page.getByLabel("Turn on my public page").check();
  await page.getByLabel(/^Page address/).fill(slug);
  await page.locator("#page-publique").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Public page saved.")).toBeVisible();

  await forgetSession(page);
  await signInBrowser(page, baseURL!, other);
  await page.goto("/en/profil");
  await page.getByLabel("Turn on my public page").check();
  await page.getByLabel(/^Page address/).fill(slug);
  await page.locator("#page-publique").getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#public-slug-error")).toHaveText("This address is already taken. Choose another one.");
  await expect(page.getByLabel(/^Page address/)).toHaveValue(slug);

  expect((await page.goto(`/vendeur/${slug}`))?.status()).toBe(200);
  expect((await page.goto("/vendeur/personne-inconnue"))?.status()).toBe(404);
  const other2 = await page.goto(`/en/vendeur/${other.id}`);
  expect(other2?.status()).toBe(404);
});

test("dashboard: greeting with the full name; every link of the workspace leads to a page that exists", async ({
  page,
  baseURL,
}) => {
  await signInBrowser(page, baseURL!, DEMO.admin);
  await page.goto("/en/admin");
  await expect(page.getByTestId("dashboard-greeting")).toContainText("Hello,");
  await expect(page.getByRole("main").getByRole("link", { name: /My profile/ })).toHaveAttribute("href", "/en/profil");
  const hrefs = await page
    .locator("main a, nav a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const workspace = [...new Set(hrefs.filter((h) => /^\/(en\/)?(admin|profil)/.test(h)).map((h) => h.split("#")[0]!))];
  expect(workspace).toContain("/en/admin/gestion");
  for (const href of workspace) expect((await page.request.get(href)).status(), href).toBe(200);
});

test.describe("accessibility (axe, light and dark)", () => {
  for (const path of ["/login", "/en/signup", "/password-reset", "/en/update-password"]) {
    test(`guest page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page);
    });
  }

  test("signed-in pages: /admin, /profil, the 403 page, /vendeur/{slug}", async ({ page, baseURL }) => {
    // Four pages, each checked in light and dark.
    test.setTimeout(120_000);
    const user = await createTestAccount({ firstName: "Axe", lastName: "Vérif" });
    await signInBrowser(page, baseURL!, user);
    await page.goto("/admin");
    await expectAccessible(page);
    await page.goto("/en/profil");
    await expectAccessible(page);
    await page.locator("#page-publique").getByLabel("Turn on my public page").check();
    await page.locator("#page-publique").getByRole("button", { name: "Save" }).click();
    const link = page.getByTestId("public-page-link");
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    await page.goto("/admin/gestion");
    await expect(page.getByTestId("forbidden")).toBeVisible();
    await expectAccessible(page);
    await page.goto(href!);
    await expectAccessible(page);
  });
});
