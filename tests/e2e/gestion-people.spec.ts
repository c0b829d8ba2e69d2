/**
 * Issue 22 (people import, Law 25), one journey: an admin imports a small people file (one row
 * refused), the new person is listed among the pending invitations, their invitation e-mail arrives
 * with a link that opens the sign-up with the address filled in; the English page passes axe too.
 */
import { randomUUID } from "node:crypto";
import { expect, expectAccessible, reviewShots, database, test, waitForMail } from "./support";
import { createTestAccount, removeTestAccounts, signInBrowser } from "./auth-support";

test.describe.configure({ timeout: 90_000 });

const tag = randomUUID().slice(0, 6);
const invited = `e2e-invite-${tag}@exemple.ca`;
test.afterAll(async () => {
  await database().from("invitations").delete().like("email", `e2e-invite-${tag}%`);
  await removeTestAccounts();
});

const file = {
  name: "utilisateurs.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(
    [
      "Courriel;Prénom;Nom;Langue;Administrateur",
      `${invited};Émilie;Tremblay;fr;non`,
      `e2e-invite-${tag}-bad;Paul;Faux;fr;non`,
    ].join("\n"),
    "utf8",
  ),
};

test("an admin imports people: the invitation is listed, e-mailed, and its link opens the prefilled sign-up", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await createTestAccount({ firstName: "Irène", lastName: `Invite ${tag}`, admin: true });
  await signInBrowser(page, baseURL!, admin);

  await page.goto("/admin/gestion/importusers");
  await expect(page.getByRole("heading", { level: 1, name: "Importer des utilisateurs" })).toBeVisible();
  await page.getByLabel("Fichier CSV ou Excel (.xlsx)").setInputFiles(file);
  await expect(page.getByLabel("Courriel *")).toHaveValue("0");
  await page.getByRole("button", { name: "Vérifier le fichier (essai à blanc)" }).click();
  const report = page.getByTestId("import-report");
  await expect(report.getByTestId("count-created")).toHaveText("1");
  await expect(report.getByTestId("count-refused")).toHaveText("1");
  await report.getByRole("button", { name: "Importer 1 ligne" }).click();
  await expect(page.getByText("Import terminé : 1 créée, 0 mise à jour.")).toBeVisible();

  const list = page.getByRole("table", { name: "Invitations en attente" });
  const row = list.getByRole("row", { name: new RegExp(invited) });
  await expect(row).toContainText("Émilie Tremblay");
  await expect(row.getByRole("button", { name: `Renvoyer ${invited}` })).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "people-import-fr");

  const mail = await waitForMail(invited, "/signup?email=");
  expect(mail.subject).toMatch(/^Votre invitation à créer un compte sur /);
  const link = /(https?:\/\/\S+\/signup\?email=\S+)/.exec(mail.text ?? "")![1]!;
  // The invitee, not signed in, in a browser of their own.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(link);
  await expect(visitor.getByLabel("Adresse courriel")).toHaveValue(invited);
  await visitor.context().close();

  await page.goto("/en/admin/gestion/importusers");
  await expect(page.getByRole("heading", { level: 1, name: "Import users" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toContainText(invited);
  await expectAccessible(page);
  await reviewShots(page, "people-import-en");

  // A link to a page the list no longer has (the invitations were accepted since): the way back.
  await page.goto(`/en/admin/gestion/importusers?q=${encodeURIComponent(invited)}&page=40`);
  await expect(page.getByText("This page does not exist: the results fit on 1 page.")).toBeVisible();
  await page.getByRole("link", { name: "Back to the first page" }).click();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toContainText(invited);
  expect(new URL(page.url()).searchParams.get("page")).toBeNull();
});
