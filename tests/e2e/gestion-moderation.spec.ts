/**
 * The admin moderation queues (issue 10 §3): the demo admin sees the demo seller's submitted
 * listings first, approves one (it shows in /entreprises search at once), rejects another with a
 * reason; the back office pages in both languages pass axe in light and dark.
 */
import { database, expect, expectAccessible, reviewShots, test } from "./support";
import { DEMO, signInBrowser } from "./auth-support";

function letters(n: number): string {
  return Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

/** A business of the demo seller waiting for review, created through the database as the seed does. */
async function submittedBusiness(title: string): Promise<number> {
  const db = database();
  const { data: seller } = await db
    .from("profiles")
    .select("id")
    .eq("email", DEMO.seller.email)
    .single<{ id: string }>();
  const { data: category } = await db
    .from("entreprise_categories")
    .select("id")
    .order("id")
    .limit(1)
    .single<{ id: number }>();
  const { data, error } = await db
    .from("entreprises")
    .insert({
      slug: `${title.toLowerCase().replace(/\s+/g, "-")}`,
      owner_id: seller!.id,
      title_fr: title,
      description_fr: "Commerce de quartier bien établi.",
      category_id: category!.id,
      asking_price: 240000,
      status: "submitted",
    })
    .select("id")
    .single<{ id: number }>();
  if (error || !data) throw new Error(`listing not created: ${error?.message}`);
  return data.id;
}

// Many steps and axe on every page, on a shared machine.
test.describe.configure({ timeout: 180_000 });

test("the admin approves a submitted listing and rejects another with a reason (fr)", async ({ page, baseURL }) => {
  // One tag in both titles: the queue filtered on it shows this test's listings only (other tests
  // running at the same time submit theirs to the same queue).
  const tag = letters(10);
  const approveTitle = `Quincaillerie ${tag}a`;
  const rejectTitle = `Boulangerie ${tag}b`;
  await submittedBusiness(approveTitle);
  const rejectId = await submittedBusiness(rejectTitle);
  await signInBrowser(page, baseURL!, DEMO.admin);

  await page.goto(`/admin/gestion/entreprises?q=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Annonces d'entreprises" })).toBeVisible();
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(rejectTitle);
  await expect(rows.nth(0)).toContainText("Soumise");
  await expect(rows.nth(1)).toContainText(approveTitle);
  await expectAccessible(page);
  await reviewShots(page, "queue-fr");

  await rows.filter({ hasText: approveTitle }).getByRole("button", { name: "Approuver" }).click();
  const confirm = page.getByRole("dialog", { name: `Approuver « ${approveTitle} » ?` });
  await confirm.getByRole("button", { name: "Approuver" }).click();
  await expect(page.getByText("Approuvé et publié.")).toBeVisible();
  await expect(rows.filter({ hasText: approveTitle })).toContainText("Publiée");

  await page.goto(`/entreprises?search=${encodeURIComponent(approveTitle)}`);
  await expect(page.getByRole("link", { name: approveTitle }).first()).toBeVisible();

  await page.goto("/admin/gestion/entreprises?status=submitted");
  await rows.filter({ hasText: rejectTitle }).getByRole("button", { name: "Refuser" }).click();
  const dialog = page.getByRole("dialog", { name: `Refuser « ${rejectTitle} »` });
  await dialog.getByRole("button", { name: "Refuser et envoyer le motif" }).click();
  await expect(dialog.getByText("Indiquez le motif du refus.")).toBeVisible();
  await expectAccessible(page);
  const reason = "Ajoutez au moins une photo du commerce et le chiffre d'affaires.";
  await dialog.getByLabel("Motif du refus").fill(reason);
  await dialog.getByRole("button", { name: "Refuser et envoyer le motif" }).click();
  await expect(page.getByText("Refusé. Le propriétaire reçoit le motif par courriel.")).toBeVisible();

  const { data } = await database().from("entreprises").select("status, rejection_reason").eq("id", rejectId).single();
  expect(data).toEqual({ status: "rejected", rejection_reason: reason });
  await page.goto("/admin/gestion/entreprises?status=rejected");
  const rejected = rows.filter({ hasText: rejectTitle });
  await expect(rejected).toContainText(reason);
  await rejected.getByText("Historique").click();
  await expect(rejected.getByText("Soumise → Refusée")).toBeVisible();

  await page.goto("/admin/gestion");
  await expect(page.getByRole("heading", { level: 1, name: "Vue d'ensemble de la gestion" })).toBeVisible();
  await expect(page.getByText(rejectTitle).first()).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "overview-fr");
});

test("the back office in English: queues and overview", async ({ page, baseURL }) => {
  await submittedBusiness(`Fromagerie ${letters(10)}`);
  await signInBrowser(page, baseURL!, DEMO.admin);
  await page.goto("/en/admin/gestion/entreprises");
  await expect(page.getByRole("heading", { level: 1, name: "Business listings" })).toBeVisible();
  await expect(page.locator("tbody tr").first()).toContainText("Submitted");
  await expectAccessible(page);
  await reviewShots(page, "queue-en");

  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=published/);
  await expect(page.locator("tbody tr").first()).toContainText("Published");

  for (const path of ["/en/admin/gestion/immobilier", "/en/admin/gestion/experts", "/en/admin/gestion"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  await page.goto("/en/admin/gestion/experts");
  await reviewShots(page, "experts-en");
});
