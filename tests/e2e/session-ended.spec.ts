/**
 * Issue 20: a session ended elsewhere (signed out everywhere) while an editor is open is reported
 * as such, not as a network problem: the header stops claiming a session, the sign-in link comes
 * back to the editor, and the text typed before is offered back.
 */
import { createTestAccount, removeTestAccounts, revokeSessions, signInBrowser } from "./auth-support";
import { expect, reviewShots, test } from "./support";

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

test("in English, a session found ended by the page itself asks before leaving the editor, and sign-in leads back to the kept draft", async ({
  page,
  baseURL,
}) => {
  const account = await createTestAccount({ firstName: "Session" });
  await signInBrowser(page, baseURL!, account);
  // The header's check of the session with the Auth API is held until the session was revoked:
  // the page, not a form, is the first to learn that it ended.
  let release!: () => void;
  const revoked = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/auth/v1/user", async (route) => {
    await revoked;
    await route.continue();
  });
  await page.goto("/en/admin/entreprises/new");
  const title = page.getByLabel("Listing title (French)");
  await title.fill("Boulangerie de quartier à Matane");

  await revokeSessions(account.id);
  const prompt = page.waitForEvent("dialog");
  release();
  const dialog = await prompt;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fadmin%2Fentreprises%2Fnew$/);
  await expect(page.getByText("Sign in to open the page you asked for.")).toBeVisible();
  await reviewShots(page, "session-ended-login");
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/entreprises\/new$/);
  await page.getByRole("button", { name: "Pick it up" }).click();
  await expect(title).toHaveValue("Boulangerie de quartier à Matane");
  await reviewShots(page, "session-ended-restored");
});
