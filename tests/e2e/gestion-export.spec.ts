/**
 * Exports (issues 22 and 39) in both languages: an admin exports the businesses with the default
 * columns (the city included) as a workbook, and a filtered list of newsletter subscribers as a CSV for
 * French-language Excel (fr) and a workbook (en), and opens each file: words, Québec's time; a form sent
 * without columns comes back with the error at its field; a refused export says why; a visitor gets no
 * file; axe on the page in light and dark.
 */
import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import Papa from "papaparse";
import { readSheet } from "read-excel-file/node";
import { createTestAccount, removeTestAccounts, signInBrowser } from "./auth-support";
import { database, expect, expectAccessible, reviewShots, test } from "./support";

test.afterAll(removeTestAccounts);

test("an admin downloads the businesses with the default columns, the city included, as a workbook; a refused export says why", async ({
  page,
  baseURL,
}) => {
  const admin = await createTestAccount({ firstName: "Bernard", lastName: "Export", admin: true });
  await signInBrowser(page, baseURL!, admin);
  await page.goto("/admin/gestion/Export");
  // The businesses with the default columns, the city among them, as the default workbook.
  const datasets = page.getByRole("navigation", { name: "Jeu de données" });
  await datasets.getByRole("link", { name: "Entreprises", exact: true }).click();
  await expect(page.getByRole("radio", { name: "Classeur Excel (XLSX), recommandé" })).toBeChecked();
  const [businesses] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Télécharger" }).click(),
  ]);
  expect(businesses.suggestedFilename()).toMatch(/^export-businesses-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readSheet(await readFile((await businesses.path())!));
  expect(sheet[0]).toEqual([
    "Identifiant",
    "Titre (français)",
    "Statut",
    "Catégorie",
    "Région",
    "Ville",
    "Courriel du propriétaire",
    "Prix demandé",
    "Créé le",
  ]);
  expect(sheet.length).toBeGreaterThan(1);
  expect(sheet.slice(1).map((row) => row[2])).toContain("Publié");

  // A download the database refused before it started comes back to the form, which says why.
  await page.goto("/admin/gestion/Export?dataset=businesses&check=1&failed=permission&columns=city");
  await expect(page.getByText("la base de données refuse à votre compte la lecture", { exact: false })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Ville", exact: true })).toBeChecked();
});

test("an admin exports a filtered list as a CSV for French-language Excel and a workbook and opens them; a visitor is refused", async ({
  page,
  baseURL,
}) => {
  // Two pages checked by axe in both colour schemes, two downloads: more than the default minute on a shared machine.
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const day = "2002-03-04";
  const email = `export-${tag}@example.com`;
  await database()
    .from("newsletter_subscribers")
    .insert({
      email,
      locale: "fr",
      source: "footer",
      consent_text: "J’accepte de recevoir l’infolettre.",
      consented_at: `${day}T09:00:00Z`,
      created_at: `${day}T09:00:00Z`,
    })
    .throwOnError();
  const admin = await createTestAccount({ firstName: "Édith", lastName: "Export", admin: true });
  await signInBrowser(page, baseURL!, admin);

  await page.goto("/admin/gestion/Export");
  await expect(page.getByRole("heading", { level: 1, name: "Exporter des données" })).toBeVisible();
  await page.getByRole("link", { name: "Abonnés à l’infolettre" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Exporter\u00a0: Abonnés à l’infolettre" })).toBeVisible();
  await page.getByLabel("Du (date de création)").fill(day);
  await page.getByLabel("Au (inclus)").fill(day);
  await page.getByLabel("Statut").selectOption({ label: "Abonnés" });
  await page.getByRole("radio", { name: "CSV pour Excel en français" }).check();
  await expectAccessible(page);
  await reviewShots(page, "export-fr");
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Télécharger" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^export-newsletterSubscribers-\d{4}-\d{2}-\d{2}-excel\.csv$/);
  const text = await readFile((await csv.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  // What French-language Excel splits: semicolons, the language in words, 09:00 UTC as 04:00 in Montréal.
  expect(Papa.parse(text.slice(1), { delimiter: ";", skipEmptyLines: true }).data).toEqual([
    ["Courriel", "Langue", "Consentement le", "Désabonné le"],
    [email, "Français", "2002-03-04 04:00", ""],
  ]);

  // English: no column checked comes back with the error at its field, then an XLSX workbook.
  await page.goto(`/en/admin/gestion/Export?dataset=newsletterSubscribers`);
  for (const name of ["Email", "Language", "Consented on", "Unsubscribed on"])
    await page.getByRole("checkbox", { name, exact: true }).uncheck();
  await page.getByLabel("From (creation date)").fill(day);
  await page.getByLabel("To (inclusive)").fill(day);
  await page.getByRole("radio", { name: "Excel workbook (XLSX), recommended" }).check();
  await page.getByRole("button", { name: "Download" }).click();
  await expect(page.getByText("Check at least one column.")).toBeVisible();
  await expect(page.getByLabel("From (creation date)")).toHaveValue(day);
  await expectAccessible(page);
  await reviewShots(page, "export-en-error");
  await page.getByRole("checkbox", { name: "Email", exact: true }).check();
  const [xlsx] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(await readSheet(await readFile((await xlsx.path())!))).toEqual([["Email"], [email]]);

  // A visitor (no session) gets no byte of it.
  const anonymous = await fetch(`${baseURL}/api/exports?dataset=users&format=csv&columns=email`);
  expect(anonymous.status).toBe(401);
  await database().from("newsletter_subscribers").delete().eq("email", email).throwOnError();
});
