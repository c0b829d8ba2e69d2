/**
 * Issue 20: a session ended elsewhere (signed out everywhere) while an editor is open is reported
 * as such, not as a network problem: the header stops claiming a session, the sign-in link comes
 * back to the editor, and the text typed before is offered back.
 */
import { createTestAccount, removeTestAccounts, revokeSessions, signInBrowser } from "./auth-support";
import { expect, test } from "./support";

test.afterAll(removeTestAccounts);

test("saving after the session was revoked says the session ended and leads back to the kept draft", async ({
  page,
  baseURL,
}) => {
  const account = await createTestAccount({ firstName: "Session" });
  await signInBrowser(page, baseURL!, account);
  const sessionChecked = page.waitForResponse((response) => new URL(response.url()).pathname === "/auth/v1/user");
  await page.goto("/admin/entreprises/new");
  const title = page.getByLabel("Titre de l'annonce (français)");
  await title.fill("Boulangerie de quartier à Rimouski");
  await page.getByPlaceholder("Filtrer la liste…").fill("quincaill");
  await page.getByRole("radio", { name: "Quincaillerie" }).check();
  await expect(page.getByTestId("site-header").getByRole("link", { name: "Tableau de bord" })).toBeVisible();
  // The header shows the session it holds at once, then asks the Auth API whether it still stands.
  // Revoked before that answer, the session is found ended by the header, not by the form: the page
  // leaves for /login (behind the editor's "leave this page?" prompt), which is not this journey.
  await sessionChecked;

  await revokeSessions(account.id);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText(/Votre session a pris fin/)).toBeVisible();
  await expect(page.getByText(/Vérifiez votre connexion/)).toHaveCount(0);
  await expect(title).toHaveValue("Boulangerie de quartier à Rimouski");
  await expect(page.getByRole("link", { name: "Connexion" }).first()).toBeVisible();

  await page.getByRole("link", { name: "Se reconnecter" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fentreprises%2Fnew$/);
  await page.getByLabel("Adresse courriel").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/entreprises\/new$/);
  await page.getByRole("button", { name: "Reprendre" }).click();
  await expect(title).toHaveValue("Boulangerie de quartier à Rimouski");
});
