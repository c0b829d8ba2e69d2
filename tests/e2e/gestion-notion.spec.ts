/**
 * The Notion sync (issue 22) against a stand-in for Notion's API (tests/support/fake-notion.ts, on
 * the port playwright.config.ts gives the app): an admin previews what would be created, applies it
 * after confirming, and the page then has nothing to change; the English page too; axe on both.
 */
import { randomUUID } from "node:crypto";
import { createTestAccount, removeTestAccounts, signInBrowser } from "./auth-support";
import { database, expect, expectAccessible, reviewShots, test } from "./support";
import { FAKE_NOTION, fakeNotionRow, startFakeNotion, type FakeNotion } from "../support/fake-notion";

let notion: FakeNotion | undefined;

test.afterAll(async () => {
  await notion?.close();
  const db = database();
  await db.from("entreprise_categories").delete().like("name_fr", "Notion e2e %").throwOnError();
  await db.from("entreprise_industries").delete().like("name_fr", "Notion e2e %").throwOnError();
  await removeTestAccounts();
});

test("an admin previews the Notion database, applies it, and nothing is left to change", async ({ page, baseURL }) => {
  const tag = randomUUID().slice(0, 6);
  const industry = fakeNotionRow({ name: `Notion e2e Agroalimentaire ${tag}`, nameEn: `Notion e2e Food ${tag}` });
  const rows = [
    industry,
    fakeNotionRow({ name: `Notion e2e Boulangerie ${tag}`, nameEn: "Bakery", sectors: [industry.id] }),
    fakeNotionRow({ name: `Notion e2e Fromagerie ${tag}`, sectors: [industry.id] }),
  ];
  notion = await startFakeNotion({ port: FAKE_NOTION.port(Number(new URL(baseURL!).port)), rows });
  const admin = await createTestAccount({ firstName: "Noé", lastName: "Notion", admin: true });
  await signInBrowser(page, baseURL!, admin);

  await page.goto("/admin/gestion/notion");
  await expect(page.getByRole("heading", { level: 1, name: "Synchronisation avec Notion" })).toBeVisible();
  const categories = page.getByRole("table", { name: "Catégories" });
  await expect(categories.getByRole("row", { name: new RegExp(`Boulangerie ${tag}.*Bakery.*À créer`) })).toBeVisible();
  await expect(page.getByText("3 à créer")).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "notion-fr-preview");

  await page.getByRole("button", { name: "Appliquer les changements" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Appliquer", exact: true }).click();
  await expect(page.getByText("La taxonomie est à jour avec Notion.")).toBeVisible();
  await expect(
    page.getByText("Rien à changer\u00a0: les secteurs et catégories correspondent à Notion."),
  ).toBeVisible();
  const { data: stored } = await database()
    .from("entreprise_categories")
    .select("name_en, notion_id")
    .like("name_fr", `Notion e2e % ${tag}`)
    .order("name_fr")
    .throwOnError();
  expect(stored).toEqual([
    { name_en: "Bakery", notion_id: rows[1]!.id },
    { name_en: null, notion_id: rows[2]!.id },
  ]);

  await page.goto("/en/admin/gestion/notion");
  await expect(page.getByRole("heading", { level: 1, name: "Sync with Notion" })).toBeVisible();
  await expect(page.getByText("Nothing to change: the industries and categories match Notion.")).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "notion-en-applied");
});
