/**
 * Issue 22 (imports), one journey in both languages: an admin imports a business file with an
 * error, reads the report (on the page and downloaded), fixes the file, imports it (progress, then
 * the counts), and checking it again shows nothing left to change; the English page says the same.
 * Each page passes axe.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, expectAccessible, reviewShots, database, test } from "./support";
import { createTestAccount, removeTestAccounts, signInBrowser } from "./auth-support";

test.describe.configure({ timeout: 90_000 });

const tag = randomUUID().slice(0, 6);
test.afterAll(async () => {
  await database().from("entreprises").delete().like("import_ref", `E2E-${tag}-%`);
  await database().from("immobilier").delete().like("import_ref", `E2E-${tag}-%`);
  await removeTestAccounts();
});

const file = (rows: string[][]) => ({
  name: "entreprises.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(["Référence;Titre;Catégorie;Prix demandé", ...rows.map((r) => r.join(";"))].join("\n"), "utf8"),
});

test("an admin imports businesses: the report, the fix, the import, then nothing to change (fr, en)", async ({
  page,
  baseURL,
}) => {
  const admin = await createTestAccount({ firstName: "Irène", lastName: `Import ${tag}`, admin: true });
  // Premium: the plan's limit on active listings (the import respects it) does not stop three listings.
  await database().from("profiles").update({ plan: "premium" }).eq("id", admin.id);
  const { data: category } = await database().from("entreprise_categories").select("name_fr").limit(1).single();
  const rows = [
    [`E2E-${tag}-1`, "Boulangerie du quai", category!.name_fr, "1 250 000 $"],
    [`E2E-${tag}-2`, "Quincaillerie du bourg", "Catégorie inconnue", "450,000"],
    [`E2E-${tag}-3`, "Fleuriste de la gare", category!.name_fr, "90 000"],
  ];
  await signInBrowser(page, baseURL!, admin);

  await page.goto("/admin/gestion/importentreprises");
  await expect(page.getByRole("heading", { level: 1, name: "Importer des entreprises" })).toBeVisible();
  await page.getByLabel("Propriétaire par défaut (courriel)").fill(admin.email);
  // A picture renamed .csv is refused at the file field (issue 39), not read as rows of noise.
  const fileField = page.getByLabel("Fichier CSV ou Excel (.xlsx)");
  await fileField.setInputFiles({
    name: "entreprises.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex"),
  });
  await expect(page.getByText("Ce fichier n’est pas un tableau lisible", { exact: false })).toBeVisible();
  await expect(fileField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("import-report")).toHaveCount(0);
  await fileField.setInputFiles(file(rows));
  await expect(page.getByLabel("Référence *")).toHaveValue("0");
  await expect(page.getByLabel("Prix demandé")).toHaveValue("3");
  await page.getByRole("button", { name: "Vérifier le fichier (essai à blanc)" }).click();
  const report = page.getByTestId("import-report");
  await expect(report.getByTestId("count-created")).toHaveText("2");
  await expect(report.getByTestId("count-refused")).toHaveText("1");
  await expect(report.getByTestId("import-problem")).toHaveText([/3\s*Catégorie\s*Catégorie inconnue\s:\sutilisez/]);
  const download = page.waitForEvent("download");
  await report.getByRole("button", { name: "Télécharger tous les problèmes (CSV)" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv).toBe(
    "\uFEFFLigne,Colonne,Code,Problème,Valeur\r\n3,Catégorie,unknownCategory,Catégorie inconnue\u00a0: utilisez le nom d’une catégorie du site.,Catégorie inconnue",
  );
  await expectAccessible(page);
  await reviewShots(page, "import-businesses-report");

  // The fixed file: three to create, imported with a progress bar; checked again, nothing changes.
  rows[1]![2] = category!.name_fr;
  await page.getByLabel("Fichier CSV ou Excel (.xlsx)").setInputFiles(file(rows));
  await page.getByRole("button", { name: "Vérifier le fichier (essai à blanc)" }).click();
  await expect(report.getByTestId("count-created")).toHaveText("3");
  await expect(report.getByText("Aucun problème : toutes les lignes peuvent être importées.")).toBeVisible();
  await expect(report.getByRole("heading", { name: "Essai à blanc" })).toBeVisible();
  await expect(report.getByTestId("import-counts")).toContainText("À créer");
  await report.getByRole("button", { name: "Importer 3 lignes" }).click();
  await expect(page.getByText("Import terminé : 3 créées, 0 mise à jour.")).toBeVisible();
  await expect(report.getByRole("button", { name: "Rien à importer" })).toBeDisabled();
  // The report now says what the import did (issue 39: it read "to create 3" after the import).
  await expect(report.getByRole("heading", { name: "Import terminé" })).toBeVisible();
  await expect(report.getByTestId("import-counts")).toContainText("Créées");
  await expect(report.getByTestId("import-counts")).not.toContainText("À créer");
  await expect(report.getByTestId("count-created")).toHaveText("3");
  const { data: stored } = await database()
    .from("entreprises")
    .select("status, owner_id")
    .like("import_ref", `E2E-${tag}-%`);
  expect(stored).toEqual(Array(3).fill({ status: "submitted", owner_id: admin.id }));

  await page.goto("/en/admin/gestion/importentreprises");
  await expect(page.getByRole("heading", { level: 1, name: "Import businesses" })).toBeVisible();
  await page.getByLabel("Default owner (e-mail)").fill(admin.email);
  await page.getByLabel("CSV or Excel file (.xlsx)").setInputFiles(file(rows));
  await page.getByRole("button", { name: "Check the file (dry run)" }).click();
  await expect(report.getByTestId("count-unchanged")).toHaveText("3");
  await expect(report.getByTestId("count-created")).toHaveText("0");
  await expect(report.getByRole("button", { name: "Nothing to import" })).toBeDisabled();
  await expectAccessible(page);
  await reviewShots(page, "import-businesses-en");
});

test("an admin imports commercial properties: the report, then the import for review (en, fr)", async ({
  page,
  baseURL,
}) => {
  const admin = await createTestAccount({ firstName: "Irène", lastName: `Immeubles ${tag}`, admin: true });
  await database().from("profiles").update({ plan: "premium" }).eq("id", admin.id);
  const properties = {
    name: "properties.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "Reference;Title;Property type;Transaction;Price;Rent;Rent unit",
        `E2E-${tag}-P1;Local commercial rue King;Retail;For sale;875 000 $;;`,
        `E2E-${tag}-P2;Bureaux du centre;Office;For lease;;22,50;Castle`,
      ].join("\n"),
      "utf8",
    ),
  };
  await signInBrowser(page, baseURL!, admin);

  await page.goto("/en/admin/gestion/importimmobilier");
  await expect(page.getByRole("heading", { level: 1, name: "Import real estate" })).toBeVisible();
  await page.getByLabel("Default owner (e-mail)").fill(admin.email);
  await page.getByLabel("CSV or Excel file (.xlsx)").setInputFiles(properties);
  await expect(page.getByLabel("Property type *")).toHaveValue("2");
  await page.getByRole("button", { name: "Check the file (dry run)" }).click();
  const report = page.getByTestId("import-report");
  await expect(report.getByTestId("count-created")).toHaveText("1");
  await expect(report.getByTestId("import-problem")).toHaveText([/3\s*Rent unit\s*Unknown rent unit/]);
  await expectAccessible(page);
  await reviewShots(page, "import-properties-en");
  await report.getByRole("button", { name: "Import 1 row" }).click();
  await expect(page.getByText("Import finished: 1 created, 0 updated.")).toBeVisible();
  const { data: stored } = await database()
    .from("immobilier")
    .select("status, owner_id, property_type")
    .like("import_ref", `E2E-${tag}-%`);
  expect(stored).toEqual([{ status: "submitted", owner_id: admin.id, property_type: "retail" }]);

  await page.goto("/admin/gestion/importimmobilier");
  await expect(page.getByRole("heading", { level: 1, name: "Importer de l’immobilier" })).toBeVisible();
  await page.getByLabel("Propriétaire par défaut (courriel)").fill(admin.email);
  await page.getByLabel("Fichier CSV ou Excel (.xlsx)").setInputFiles(properties);
  await page.getByRole("button", { name: "Vérifier le fichier (essai à blanc)" }).click();
  await expect(report.getByTestId("count-unchanged")).toHaveText("1");
  await reviewShots(page, "import-properties-fr");
});
