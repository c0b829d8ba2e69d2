/**
 * The seller's journey with a business listing, in a real browser: create it with three photos,
 * save, leave and come back to the draft, submit it; the admin approves it; it is found in the
 * search at once; a buyer's inquiry shows unread in the workspace and is marked read; the seller
 * marks the business sold and the public page says so. English: the editor saves a draft.
 */
import path from "node:path";
import os from "node:os";
import fs from "node:fs";
import sharp from "sharp";
import { DEMO, signInBrowser } from "./auth-support";
import { database, expect, expectAccessible, test } from "./support";

test.describe.configure({ mode: "serial" });

let photos: string[] = [];

test.beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
  photos = await Promise.all(
    ["#9b2c2c", "#2b6cb0", "#2f855a"].map(async (background, i) => {
      const file = path.join(dir, `photo-${i + 1}.jpg`);
      await sharp({ create: { width: 2600, height: 1700, channels: 3, background } })
        .jpeg()
        .toFile(file);
      return file;
    }),
  );
});

const title = `Quincaillerie familiale à Sherbrooke ${Date.now().toString(36)}`;

test("the demo seller lists a business, comes back to the draft and submits it; the admin approves it; a buyer writes; the seller marks it sold", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInBrowser(page, baseURL!, DEMO.seller);
  // A browser sends no x-forwarded-for to Storage (the fixture's per-test header would fail its CORS check).
  await page.setExtraHTTPHeaders({});
  await page.goto("/admin/entreprises/new");
  await expect(page.getByRole("heading", { level: 1, name: "Nouvelle annonce d'entreprise" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Titre de l'annonce (français)").fill(title);
  await page.getByPlaceholder("Filtrer la liste…").fill("quincaill");
  await page.getByRole("radio", { name: "Quincaillerie" }).check();
  await page.getByLabel("Région", { exact: true }).selectOption({ label: "Estrie" });
  await page.locator("#field-city").fill("Sherbrooke");
  await page.getByLabel("Nom de l'entreprise").fill("Quincaillerie Tremblay inc.");
  // What the public reads, as its pages show it: title, category and place, never the business's name (issue 39).
  const publicSees = page.getByText(/Ce que le public voit/);
  await expect(publicSees).toContainText("Quincaillerie, Sherbrooke, Estrie");
  await expect(publicSees).not.toContainText("Tremblay inc.");
  await page.getByLabel("Annonce confidentielle").check();
  // The city goes too: the place is the region alone.
  await expect(publicSees).toContainText("— Quincaillerie, Estrie, marquée");
  await expect(publicSees).toContainText("nom, adresse et ville cachés");
  await page.getByLabel("Prix demandé", { exact: true }).fill("450 000");
  await page.getByLabel("Prix demandé", { exact: true }).blur();
  await expect(page.getByLabel("Prix demandé", { exact: true })).toHaveValue(/450\s000/);
  await page.locator("input[type=file]").setInputFiles(photos);
  await expect(page.getByText("3 / 30 photos")).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Description de la photo (français)").first().fill("Façade du magasin");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Brouillon enregistré.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/entreprises\/\d+\/edit$/);
  const id = Number(page.url().match(/entreprises\/(\d+)\/edit/)![1]);

  // Leave, come back: the draft is as it was left.
  await page.goto("/admin/entreprises");
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.locator("#field-city")).toHaveValue("Sherbrooke");
  await expect(page.getByText("3 / 30 photos")).toBeVisible();
  await expect(page.getByLabel("Description de la photo (français)").first()).toHaveValue("Façade du magasin");

  // Submitting names what is missing beside the field, then goes through.
  await page.getByRole("button", { name: "Soumettre pour approbation" }).click();
  await expect(page.locator("#field-description_fr-error")).toBeVisible();
  await page
    .getByLabel("Description (français)")
    .fill(
      "Quincaillerie familiale établie depuis 1985 au cœur de Sherbrooke : clientèle fidèle de résidents et d'entrepreneurs, six employés formés, bail à long terme et fournisseurs établis. ".repeat(
        2,
      ),
    );
  await page.getByRole("button", { name: "Soumettre pour approbation" }).click();
  await expect(page).toHaveURL(/\/admin\/entreprises$/);
  await expect(page.getByRole("row", { name: new RegExp(title) }).getByText("En attente d'approbation")).toBeVisible();

  // The admin approves it in the back office.
  const admin = await browser.newPage();
  await signInBrowser(admin, baseURL!, DEMO.admin);
  await approveAsAdmin(admin, id, title);
  await admin.close();

  // Found in the search at once.
  await page.goto(`/entreprises?search=${encodeURIComponent("quincaillerie familiale sherbrooke")}`);
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();

  // A buyer writes from the public page.
  const buyer = await browser.newPage();
  const { data: row } = await database().from("entreprises").select("slug").eq("id", id).single();
  await buyer.goto(`/entreprises/${row!.slug}`);
  await buyer.getByLabel("Nom complet").fill("Acheteur Test");
  await buyer.getByLabel("Courriel", { exact: true }).fill(`acheteur-${Date.now()}@exemple.ca`);
  await buyer
    .getByLabel("Message", { exact: true })
    .fill("Bonjour, je souhaite en savoir plus sur la quincaillerie et visiter les lieux.");
  await buyer.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(buyer.getByTestId("inquiry-sent")).toBeVisible();
  await buyer.close();

  // The seller sees it unread and marks it read.
  await page.goto("/admin/entreprises");
  const businessRow = page.getByRole("row", { name: new RegExp(title) });
  await expect(businessRow.getByRole("link", { name: /Voir les demandes .* 1 non lue sur 1/ })).toBeVisible();
  await businessRow.getByRole("link", { name: /Voir les demandes/ }).click();
  await expect(page).toHaveURL(/\/admin\/demandes\?listing=entreprise%3A\d+|\/admin\/demandes\?listing=entreprise:\d+/);
  await page.getByRole("button", { name: "Marquer comme lue" }).first().click();
  await expect(page.getByRole("button", { name: "Marquer comme non lue" }).first()).toBeVisible();

  // Marked sold: the public page says so.
  await page.goto("/admin/entreprises");
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByText("Plus")
    .click();
  await page.getByRole("button", { name: "Marquer vendue" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Marquer vendue" }).click();
  await expect(page.getByRole("row", { name: new RegExp(title) }).getByText("Vendue", { exact: true })).toBeVisible();
  await page.goto(`/entreprises/${row!.slug}`);
  await expect(page.getByTestId("listing-banner-sold")).toBeVisible();
});

test("in English, the editor saves a draft with the form's messages in English", async ({ page, baseURL }) => {
  await signInBrowser(page, baseURL!, DEMO.seller);
  // "Sell a business" takes a signed-in owner straight to a new listing.
  await page.goto("/en/forfaits");
  await page.getByRole("contentinfo").getByRole("link", { name: "Sell a business", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/entreprises\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New business listing" })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#field-title_fr-error")).toHaveText("Enter a title of at least 3 characters.");
  await page.getByLabel("Listing title (French)").fill(`Restaurant à vendre ${Date.now().toString(36)}`);
  await page.getByLabel("Listing title (English)").fill("Restaurant for sale");
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/entreprises\/\d+\/edit$/);
  await expectAccessible(page);
});

/** The admin approves the submitted listing in the back office's queue. */
async function approveAsAdmin(admin: import("@playwright/test").Page, id: number, title: string) {
  await admin.goto("/admin/gestion/entreprises?status=submitted");
  await admin.getByRole("row").filter({ hasText: title }).getByRole("button", { name: "Approuver" }).click();
  await admin
    .getByRole("dialog", { name: `Approuver « ${title} » ?` })
    .getByRole("button", { name: "Approuver" })
    .click();
  await expect
    .poll(async () => (await database().from("entreprises").select("status").eq("id", id).single()).data?.status)
    .toBe("published");
}
