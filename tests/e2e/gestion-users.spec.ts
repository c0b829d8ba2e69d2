/**
 * The back office's users (issue 21) in both languages: an admin finds a user, makes them an
 * administrator after a confirmation and blocks the account with a reason, confirmed too; the blocked user's
 * sign-in is refused with that reason and their session lands on the page that says why; the admin
 * unblocks them in English. Each page passes axe (the English list and edit page are the same
 * components as the French ones, checked once).
 */
import { randomUUID } from "node:crypto";
import { expect, expectAccessible, reviewShots, test } from "./support";
import { createTestAccount, removeTestAccounts, signInBrowser } from "./auth-support";

test.describe.configure({ timeout: 180_000 });
test.afterAll(removeTestAccounts);

test("an admin promotes and blocks a user (fr); the user sees why; unblocked in English", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = randomUUID().slice(0, 6);
  const admin = await createTestAccount({ firstName: "Gaston", lastName: `Admin ${tag}`, admin: true });
  const target = await createTestAccount({ firstName: "Théo", lastName: `Cible ${tag}` });
  const name = `Théo Cible ${tag}`;
  const reason = "Annonces en double signalées par des acheteurs.";
  await signInBrowser(page, baseURL!, admin);

  await page.goto("/admin/gestion/utilisateurs");
  await expect(page.getByRole("heading", { level: 1, name: "Utilisateurs" })).toBeVisible();
  await page.getByLabel("Rechercher par nom ou courriel").fill(`cible ${tag}`);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(new RegExp(`q=cible\\+${tag}`));
  const row = page.locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(target.email);
  await expectAccessible(page);
  await reviewShots(page, "users-list");

  await row.getByRole("link", { name: `Modifier ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Compte de ${name}` })).toBeVisible();
  await page.getByRole("button", { name: "Nommer administrateur" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Nommer administrateur" }).click();
  await expect(page.getByText(`${name} est maintenant administrateur.`)).toBeVisible();
  await expect(page.getByText("Ce compte est administrateur")).toBeVisible();

  await page.getByRole("button", { name: "Bloquer le compte" }).click();
  await expect(page.getByText("Indiquez la raison du blocage (3 caractères au moins).")).toBeVisible();
  await page.getByLabel("Raison du blocage").fill(reason);
  await page.getByRole("button", { name: "Bloquer le compte" }).click();
  // Issue 39: blocking is confirmed, as unblocking is; cancelled, nothing happens.
  const confirm = page.getByRole("dialog", { name: `Bloquer le compte de ${name}\u00a0?` });
  await expect(confirm).toBeVisible();
  await reviewShots(page, "user-block-confirm");
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByLabel("Raison du blocage")).toHaveValue(reason);
  await page.getByRole("button", { name: "Bloquer le compte" }).click();
  await confirm.getByRole("button", { name: "Bloquer le compte" }).click();
  await expect(page.getByText(`Le compte de ${name} est bloqué.`)).toBeVisible();
  await expect(page.getByText(`Raison\u00a0: ${reason}`)).toBeVisible();
  const history = page.getByRole("region", { name: "Historique des modifications" });
  await expect(history.getByText("Compte bloqué")).toBeVisible();
  await expect(history.getByText("Nommé administrateur")).toBeVisible();
  await expectAccessible(page);
  await reviewShots(page, "user-edit");

  // The blocked user, in English: a session already open lands on the page that says why; a new
  // sign-in is refused with the reason (each in a browser of its own).
  const open = await browser.newContext({ baseURL });
  const blocked = await open.newPage();
  await signInBrowser(blocked, baseURL!, target);
  await blocked.goto("/en/admin");
  await expect(blocked).toHaveURL(/\/en\/compte-bloque$/);
  await expect(blocked.getByRole("heading", { level: 1, name: "Your account is blocked" })).toBeVisible();
  await expect(blocked.getByText(`Reason: ${reason}`)).toBeVisible();
  await expectAccessible(blocked);
  await reviewShots(blocked, "account-blocked-en");
  await open.close();
  const fresh = await browser.newContext({ baseURL });
  const login = await fresh.newPage();
  await login.goto("/en/login");
  await login.getByLabel("E-mail address").fill(target.email);
  await login.getByLabel("Password", { exact: true }).fill(target.password);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(login.getByText(`Your account was blocked by an administrator. Reason: ${reason}`)).toBeVisible();
  await fresh.close();

  await page.goto(`/en/admin/gestion/utilisateurs?q=${tag}&status=blocked`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr")).toContainText("Blocked");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("button", { name: "Unblock the account" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Unblock the account" }).click();
  await expect(page.getByText(`${name}'s account is unblocked.`)).toBeVisible();
  await expect(page.getByLabel("Reason for the block")).toBeVisible();
});
