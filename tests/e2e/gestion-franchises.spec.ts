/**
 * Issue 21 in the browser, one journey: a franchisor's page from draft to published. The demo
 * seller writes and submits it in French, the demo admin approves it in English, the public sees
 * the page. axe on every page (light and dark shots with E2E_SHOTS).
 */
import { database, expect, expectAccessible, reviewShots, test } from "./support";
import { DEMO, forgetSession, signInBrowser } from "./auth-support";

test.describe.configure({ timeout: 120_000 });

test("a franchisor's page goes from draft to published once the admin approves it (fr, en)", async ({
  page,
  baseURL,
}) => {
  const name = `Franchise ${Math.random().toString(36).slice(2, 10)}`;
  await signInBrowser(page, baseURL!, DEMO.seller);
  await page.goto("/admin/gestion/franchises/new");
  await expect(page.getByRole("heading", { level: 1, name: "Nouvelle franchise" })).toBeVisible();
  await page.getByLabel("Nom de la franchise").fill(name);
  await page.getByLabel("Secteur").selectOption({ index: 1 });
  await page.getByLabel("Investissement minimum").fill("150 000");
  await page
    .getByLabel("Description (français)")
    .fill("Un réseau de cafés de quartier : formation de six semaines, approvisionnement commun et soutien marketing.");
  await expectAccessible(page);
  await reviewShots(page, "franchise-editor-fr");
  await page.getByRole("button", { name: "Soumettre pour approbation" }).click();
  await expect(page).toHaveURL(/\/admin\/gestion\/franchises$/);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("En attente d'approbation")).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "franchises-mine-fr");
  const { data } = await database().from("franchises").select("id, status").eq("name", name).single();
  expect(data?.status).toBe("submitted");

  await forgetSession(page);
  await signInBrowser(page, baseURL!, DEMO.admin);
  await page.goto(`/en/admin/franchises?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Franchises" })).toBeVisible();
  const queued = page.locator("tbody tr").filter({ hasText: name });
  await expect(queued).toContainText("Submitted");
  await expectAccessible(page);
  await reviewShots(page, "franchises-admin-en");
  await queued.getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("dialog", { name: `Approve “${name}”?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(page.getByText("Approved and published.")).toBeVisible();
  await expect(queued).toContainText("Published");

  await page.goto(`/en/admin/franchises/${data!.id}/edit`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "franchise-admin-edit-en");
  await page.goto(`/en/franchises/${data!.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
