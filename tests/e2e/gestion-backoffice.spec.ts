/**
 * The back office (issue 21) in both languages: the dashboard; an admin adds, edits and deletes a business
 * category, is refused the deletion of a category businesses use (the §8 message), adds an
 * industry in English; every page passes axe in light and dark.
 */
import { randomUUID } from "node:crypto";
import { expect, expectAccessible, reviewShots, test } from "./support";
import { createTestAccount, removeTestAccounts, signInBrowser } from "./auth-support";

test.describe.configure({ timeout: 180_000 });
test.afterAll(removeTestAccounts);

test("taxonomy: add, rename and delete a category; old links follow; a used one offers no delete (fr); an industry in English", async ({
  page,
  request,
  baseURL,
}) => {
  const tag = randomUUID().slice(0, 6);
  const admin = await createTestAccount({ firstName: "Gisèle", lastName: "Gestion", admin: true });
  await signInBrowser(page, baseURL!, admin);

  // The dashboard: the day's work and 30 days of activity, drawn on the server.
  await page.goto("/admin/gestion");
  await expect(page.getByRole("heading", { level: 2, name: "Activité des 30 derniers jours" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Inscriptions/ })).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "dashboard");

  await page.goto("/admin/gestion/entreprise_categories");
  await expect(page.getByRole("heading", { level: 1, name: "Catégories d'entreprises" })).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "categories-list");

  await page.getByRole("link", { name: "Ajouter une catégorie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nouvelle catégorie d'entreprise" })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByText("Le nom en français est obligatoire.")).toBeVisible();
  await expectAccessible(page);
  const name = `Atelier ${tag}`;
  await page.getByLabel("Nom en français").fill(name);
  await page.getByRole("checkbox", { name: "Commerce de détail" }).check();
  await reviewShots(page, "category-new");
  await page.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByText(`« ${name} » a été ajouté.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gestion\/entreprise_categories$/);

  await page.getByLabel("Rechercher par nom").fill(tag);
  await page.getByRole("button", { name: "Rechercher" }).click();
  const row = page.locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Commerce de détail");
  await expect(row).toContainText("Aucune entreprise");
  await row.getByRole("link", { name: `Modifier ${name}` }).click();
  await expect(page.getByLabel("Nom en français")).toHaveValue(name);
  await page.getByLabel("Nom en français").fill(`${name} bis`);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Modifications enregistrées.")).toBeVisible();

  // The rename changed the address: an anonymous visitor (served from the cache) following an old
  // link or bookmark lands on the new one.
  const slug = `atelier-${tag}`;
  const landing = await request.get(`/entreprises/categories/${slug}?page=1`);
  expect(new URL(landing.url()).pathname + new URL(landing.url()).search).toBe(
    `/entreprises/categories/${slug}-bis?page=1`,
  );
  const bookmark = await request.get(`/en/entreprises?category=${slug}&sort=price_asc`);
  expect(new URL(bookmark.url()).search).toBe(`?category=${slug}-bis&sort=price_asc`);
  expect(new URL(bookmark.url()).pathname).toBe("/en/entreprises");

  await page.goto(`/admin/gestion/entreprise_categories?q=${tag}`);
  await page.getByRole("button", { name: `Supprimer ${name} bis` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText(`« ${name} bis » a été supprimé.`)).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(0);
  // Gone: a bookmark of it says its filter matches nothing known, instead of showing every business silently.
  const gone = await request.get(`/entreprises?category=${slug}-bis`);
  expect(await gone.text()).toContain(`Filtre catégorie\u00a0: « ${slug}-bis » ne correspond à rien de connu`);

  // A category businesses use offers no delete (the database would refuse it); the row says why.
  await page.goto("/admin/gestion/entreprise_categories?q=boulangerie");
  const used = page.locator("tbody tr");
  await expect(used).toHaveCount(1);
  await expect(used.getByRole("button", { name: /^Supprimer/ })).toHaveCount(0);
  await expect(used).toContainText(/Ne peut pas être supprimée\u00a0: \d+ entreprises? l/);

  // English: an industry, listed by its French name.
  await page.goto("/en/admin/gestion/entreprise_industries/new");
  await expect(page.getByRole("heading", { level: 1, name: "New industry" })).toBeVisible();
  await page.getByLabel("Name in French").fill(`Industrie ${tag}`);
  await page.getByLabel("Name in English").fill(`Industry ${tag}`);
  await page.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText(`“Industrie ${tag}” was added.`)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/gestion\/entreprise_industries$/);
  await expect(page.getByRole("cell", { name: `Industry ${tag}` })).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "industries-list-en");

  await page.goto("/en/admin/gestion/franchise_categories");
  await expect(page.getByRole("heading", { level: 1, name: "Franchise categories" })).toBeVisible();
  await expectAccessible(page);
});
