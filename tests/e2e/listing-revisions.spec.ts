/**
 * Changes to a published business wait for review (issue 18), in a real browser: the demo seller
 * corrects the title of a published listing and is told it went to review; visitors still see the
 * published title; the admin reads the change field by field (in English), in the queue and on the
 * listing's editor, and approves it there (issue 39: no seller's "withdraw" for the admin); the new
 * title is then public, on the listing and in the list, both served from the cache to visitors
 * without a session (issue 24).
 */
import { DEMO, insertSellerBusiness, signInBrowser } from "./auth-support";
import { database, expect, expectAccessible, test } from "./support";

const stamp = Date.now().toString(36);
const published = `Boulangerie de quartier à Rimouski ${stamp}`;
const corrected = `Boulangerie artisanale à Rimouski ${stamp}`;
let id = 0;
let slug = "";

test.beforeAll(async () => {
  ({ id, slug } = await insertSellerBusiness({
    status: "published",
    title_fr: published,
    description_fr: "Boulangerie de quartier établie depuis vingt ans, clientèle fidèle et équipe formée. "
      .repeat(3)
      .trim(),
    asking_price: 325000,
  }));
});

test.afterAll(async () => {
  await database().from("entreprises").delete().eq("id", id);
});

test("a seller's correction to a published business waits for the admin's approval; the published version stays online until then", async ({
  page,
  baseURL,
  browser,
}) => {
  // Four accessibility checks (two editor pages, light and dark) take most of it on the 2-core machine.
  test.setTimeout(240_000);
  await signInBrowser(page, baseURL!, DEMO.seller);
  await page.goto(`/admin/entreprises/${id}/edit`);
  const titleField = page.getByLabel("Titre de l'annonce (français)");
  await expect(titleField).toHaveValue(published);
  // The editor's form takes over the field when the page hydrates: type after that.
  await page.waitForLoadState("networkidle");
  await titleField.fill(corrected);
  await expect(titleField).toHaveValue(corrected);
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page.getByText("Enregistré et envoyé pour examen.", { exact: false })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "attendent l'examen" })).toBeVisible();
  // Only that is said: not that the edits show at once (issue 39).
  await expect(page.getByText("tout de suite")).toHaveCount(0);
  await expect(page.getByLabel("Titre de l'annonce (français)")).toHaveValue(corrected);
  await expectAccessible(page);

  // The visitor has no session: the list and the listing come from the cached pages (issue 24).
  const visitor = await browser.newPage();
  await visitor.goto(`/entreprises/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(published);
  expect(await (await visitor.request.get("/entreprises")).text()).toContain(published);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInBrowser(admin, baseURL!, DEMO.admin);
  await admin.goto("/en/admin/gestion/entreprises");
  const change = admin.getByRole("article").filter({ hasText: published });
  await expect(change.getByRole("row", { name: /Title \(French\)/ })).toContainText(corrected);
  // Only what the seller changed is listed.
  await expect(change.getByRole("row")).toHaveCount(2);

  // The listing's editor shows the admin the same review, never the seller's withdraw (issue 39);
  // its form holds the published version, which the admin's own edits would change at once.
  await admin.goto(`/en/admin/entreprises/${id}/edit`);
  const review = admin.getByRole("region", { name: "Changes awaiting approval" });
  await expect(review.getByRole("row", { name: /Title \(French\)/ })).toContainText(corrected);
  await expect(admin.getByRole("button", { name: "Withdraw my changes" })).toHaveCount(0);
  await expect(
    admin.getByText("Published: your edits as an administrator show on the public page at once."),
  ).toBeVisible();
  await expect(admin.getByLabel("Listing title (French)")).toHaveValue(published);
  await expectAccessible(admin);
  await review.getByRole("button", { name: "Approve the changes" }).click();
  await expect(admin.getByText("Changes approved and published.")).toBeVisible();
  await expect(review).toHaveCount(0);
  await expect(admin.getByLabel("Listing title (French)")).toHaveValue(corrected);
  await adminContext.close();

  // The approval revalidated the cached pages: the next load shows the change.
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(corrected);
  await visitor.goto("/entreprises");
  await expect(visitor.getByRole("link", { name: corrected })).toBeVisible();
  await visitor.close();
});
