/**
 * The seller's property and expert profile, in a real browser (shorter than the business
 * journey): the demo seller lists a property for lease with a photo and submits it, with the
 * missing rent named first; creates an expert profile with its photo, replaces the photo and
 * submits it; the dashboard counts both. One page in English. axe on each new page, light and dark.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { DEMO, signInBrowser } from "./auth-support";
import { database, expect, expectAccessible, test } from "./support";

test.describe.configure({ mode: "serial" });

let photos: string[] = [];

test.beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
  photos = await Promise.all(
    ["#2b6cb0", "#975a16"].map(async (background, i) => {
      const file = path.join(dir, `photo-${i + 1}.png`);
      await sharp({ create: { width: 1200, height: 1200, channels: 3, background } })
        .png()
        .toFile(file);
      return file;
    }),
  );
});

/**
 * Signed in, the page drops the per-test x-forwarded-for header (support.ts): the local
 * Storage's CORS preflight does not allow it, and the photos go from the browser straight there.
 */
async function signInForUploads(page: import("@playwright/test").Page, baseURL: string) {
  await signInBrowser(page, baseURL, DEMO.seller);
  await page.setExtraHTTPHeaders({});
}

const suffix = Date.now().toString(36);
const propertyTitle = `Local commercial rue King à Sherbrooke ${suffix}`;
const expertName = `Julie Tremblay ${suffix}`;

test("the demo seller lists a property for lease and submits it", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInForUploads(page, baseURL!);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Inscrire une propriété" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nouvelle propriété commerciale" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Titre de l'annonce (français)").fill(propertyTitle);
  await page.getByLabel("Type de propriété").selectOption({ label: "Commerce de détail" });
  await page.getByLabel("Vente ou location").selectOption({ label: "À louer" });
  await page.getByLabel("Superficie du bâtiment (pi²)").fill("2400");
  await page.getByLabel("Zonage").fill("C-2");
  await page.getByLabel("Région", { exact: true }).selectOption({ label: "Estrie" });
  await page.getByLabel("Ville").fill("Sherbrooke");
  await page.locator("input[type=file]").setInputFiles(photos[0]!);
  await expect(page.getByText("1 / 30 photos")).toBeVisible({ timeout: 30_000 });
  await page
    .getByLabel("Description (français)")
    .fill(
      "Local de 2 400 pi² au rez-de-chaussée, vitrine sur la rue King Ouest, stationnement de douze places, climatisation récente et quai de réception à l'arrière. ".repeat(
        2,
      ),
    );

  // Submitting without the rent names it beside the field; with it, the property goes to review.
  await page.getByRole("button", { name: "Soumettre pour approbation" }).click();
  await expect(page.locator("#field-lease_rate-error")).toHaveText("Indiquez le loyer ou cochez « Prix sur demande ».");
  await expectAccessible(page);
  await page.getByLabel("Loyer", { exact: true }).fill("18,50");
  await page.getByLabel("Unité du loyer").selectOption({ label: "Par pied carré par année" });
  await page.getByRole("button", { name: "Soumettre pour approbation" }).click();
  await expect(page).toHaveURL(/\/admin\/immobilier$/);
  const row = page.getByRole("row", { name: new RegExp(propertyTitle) });
  await expect(row.getByText("En attente d'approbation")).toBeVisible();
  await expect(row.getByText(/18,50\s\$\/pi²\/an/)).toBeVisible();
  await expectAccessible(page);
  const { data } = await database()
    .from("immobilier")
    .select("status, lease_rate, lease_rate_unit, images")
    .eq("title_fr", propertyTitle)
    .single();
  expect({ ...data, lease_rate: Number(data?.lease_rate) }).toMatchObject({
    status: "submitted",
    lease_rate: 18.5,
    lease_rate_unit: "per_sqft_year",
  });
});

test("the demo seller creates an expert profile with a photo, replaces the photo and submits it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInForUploads(page, baseURL!);
  await page.goto("/admin/experts/new");
  await expect(page.getByRole("heading", { level: 1, name: "Nouveau profil d'expert" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Nom complet").fill(expertName);
  await page.getByLabel("Cabinet ou entreprise").fill("Tremblay Courtage");
  await page.getByLabel("Profession principale").selectOption({ label: "Courtier d'entreprises" });
  await page.getByRole("checkbox", { name: "Évaluateur d'entreprises" }).check();
  await page.getByRole("checkbox", { name: "Estrie" }).check();
  await page.getByRole("checkbox", { name: "Anglais" }).check();
  await page.getByLabel("Ordre ou organisme").selectOption({ label: "OACIQ" });
  await page.getByLabel("Numéro de permis").fill("E1234");
  await page
    .getByLabel("Présentation (français)")
    .fill(
      "Courtière d'entreprises depuis quinze ans en Estrie, j'accompagne les propriétaires de PME dans la vente de leur entreprise, de l'évaluation à la clôture.",
    );
  await page.getByTestId("photo-input").setInputFiles(photos[0]!);
  await expect(page.getByTestId("photo-preview")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Brouillon enregistré.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/experts\/\d+\/edit$/);
  const id = Number(page.url().match(/experts\/(\d+)\/edit/)![1]);
  const first = (await database().from("experts").select("photo_url").eq("id", id).single()).data!.photo_url!;

  // A new photo replaces the saved one; saving removes the old file from Storage.
  await page.getByTestId("photo-input").setInputFiles(photos[1]!);
  await expect
    .poll(async () => page.getByTestId("photo-preview").getAttribute("src"), { timeout: 30_000 })
    .not.toBe(first);

  // Submitting without a way to reach the expert names it; with an e-mail, the profile goes to review.
  await page.getByRole("button", { name: "Soumettre pour approbation" }).click();
  await expect(page.locator("#field-email-error")).toBeVisible();
  await page.locator("#field-email").fill("julie@exemple.ca");
  await page.getByRole("button", { name: "Soumettre pour approbation" }).click();
  await expect(page).toHaveURL(/\/admin\/experts$/);
  await expect(
    page.getByRole("row", { name: new RegExp(expertName) }).getByText("En attente d'approbation"),
  ).toBeVisible();
  await expectAccessible(page);
  const { data } = await database().from("experts").select("status, photo_url, professions").eq("id", id).single();
  expect(data?.status).toBe("submitted");
  expect(data?.photo_url).not.toBe(first);
  expect(data?.professions).toEqual(["business_broker", "valuator"]);
  // The local Storage's list() gives full paths, the hosted one names: compare the file's name.
  const [folder, file] = first.split("/listing-images/")[1]!.split("/");
  const { data: left } = await database().storage.from("listing-images").list(folder);
  expect((left ?? []).some((f) => f.name.endsWith(file!))).toBe(false);

  // The dashboard counts both kinds.
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: /Mon immobilier — \d+ annonce/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Mes profils d'expert — \d+ profil/ })).toBeVisible();
  await expectAccessible(page);
});

test("in English, the expert editor names a missing name in English", async ({ page, baseURL }) => {
  await signInBrowser(page, baseURL!, DEMO.seller);
  await page.goto("/en/admin/experts/new");
  await expect(page.getByRole("heading", { level: 1, name: "New expert profile" })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#field-name-error")).toHaveText("Enter a name of at least 2 characters.");
  await expectAccessible(page);
});
