/** Sign-up, sign-in, recovery, guest guard, redirect back and sign-out, in both languages (§2, §4). */
import type { Page } from "@playwright/test";
import { expect, test } from "./support";
import {
  createTestAccount as createTestUser,
  forgetSession,
  mailedLink,
  removeTestAccounts,
  signInBrowser,
  uniqueAddress,
} from "./auth-support";

test.afterAll(async () => {
  await removeTestAccounts();
});

const copy = {
  fr: {
    prefix: "",
    signup: "Créer mon compte",
    login: "Se connecter",
    email: "Adresse courriel",
    password: "Mot de passe",
    hello: "Bonjour",
  },
  en: {
    prefix: "/en",
    signup: "Create my account",
    login: "Sign in",
    email: "E-mail address",
    password: "Password",
    hello: "Hello",
  },
} as const;

for (const locale of ["fr", "en"] as const) {
  const c = copy[locale];

  test(`${locale}: sign-up, confirmation e-mail, signed in on the dashboard`, async ({ page }) => {
    const email = uniqueAddress(`signup-${locale}`);
    await page.goto(`${c.prefix}/signup`);
    await page.getByLabel(locale === "fr" ? "Prénom" : "First name").fill("Émilie");
    await page.getByLabel(locale === "fr" ? "Nom" : "Last name", { exact: true }).fill("Tremblay");
    await page.getByLabel(c.email).fill(email);
    await page.getByLabel(c.password, { exact: true }).fill("court");
    await page.getByRole("button", { name: c.signup }).click();
    // Client-side checks first: the password and the terms, beside their fields; nothing typed is lost.
    await expect(page.getByLabel(c.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText(locale === "fr" ? "au moins 8 caractères" : "at least 8 characters").first(),
    ).toBeVisible();
    await expect(page.getByLabel(c.email)).toHaveValue(email);
    await page.getByLabel(c.password, { exact: true }).fill("Une-phrase-de-passe-2026");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: c.signup }).click();
    await expect(page.getByTestId("signup-sent")).toContainText(email);

    const link = await mailedLink(email, "signup");
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/admin$`));
    await expect(page.getByTestId("dashboard-greeting")).toHaveText(`${c.hello}, Émilie Tremblay`);
  });

  test(`${locale}: a wrong password is refused with a translated message`, async ({ page }) => {
    const user = await createTestUser({ firstName: "Mauvais", lastName: "Mot" });
    await page.goto(`${c.prefix}/login`);
    await page.getByLabel(c.email).fill(user.email);
    await page.getByLabel(c.password, { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: c.login }).click();
    await expect(page.getByRole("form").getByRole("alert")).toHaveText(
      locale === "fr" ? "Adresse courriel ou mot de passe incorrect." : "Wrong e-mail address or password.",
    );
    await expect(page.getByLabel(c.email)).toHaveValue(user.email);
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/login$`));
  });

  test(`${locale}: a guest is sent to sign-in and comes back to the requested page`, async ({ page }) => {
    const user = await createTestUser({ firstName: "Retour", lastName: "Page" });
    await page.goto(`${c.prefix}/profil#preferences`);
    await expect(page).toHaveURL(
      new RegExp(`${c.prefix}/login\\?redirect=${encodeURIComponent(`${c.prefix}/profil`)}`),
    );
    await page.getByLabel(c.email).fill(user.email);
    await page.getByLabel(c.password, { exact: true }).fill(user.password);
    await page.getByRole("button", { name: c.login }).click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/profil$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale === "fr" ? "Mon profil" : "My profile");
  });
}

test("password recovery: e-mail, /update-password, the new password works and the old one does not", async ({
  page,
  baseURL,
}) => {
  const user = await createTestUser({ firstName: "Oubli", lastName: "Passe" });
  await page.goto("/en/password-reset");
  await page.getByLabel("E-mail address").fill(user.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText(user.email);

  await page.goto(await mailedLink(user.email, "recovery"));
  await expect(page).toHaveURL(/\/update-password$/);
  // The link's own session needs no current password.
  await expect(page.getByLabel(/^(Mot de passe actuel|Current password)$/)).toHaveCount(0);
  const newPassword = "Nouveau-mot-de-passe-2026";
  await page.getByLabel(/^(Nouveau mot de passe|New password)$/).fill(newPassword);
  await page.getByLabel(/^(Confirmer le nouveau mot de passe|Confirm the new password)$/).fill(newPassword);
  await page.getByRole("button", { name: /^(Enregistrer le mot de passe|Save the password)$/ }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await forgetSession(page);
  await page.goto("/login");
  await page.getByLabel("Adresse courriel").fill(user.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("form").getByRole("alert")).toHaveText("Adresse courriel ou mot de passe incorrect.");
  await page.getByLabel("Mot de passe", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(new URL("/admin", baseURL).toString());
});

test("an ordinary session must give its current password on /update-password", async ({ page, baseURL }) => {
  const user = await createTestUser();
  await signInBrowser(page, baseURL!, user);
  await page.goto("/en/update-password");
  await page.getByLabel("New password", { exact: true }).fill("Nouveau-mot-de-passe-2026");
  await page.getByLabel("Confirm the new password").fill("Nouveau-mot-de-passe-2026");
  await page.getByRole("button", { name: "Save the password" }).click();
  await expect(page.getByText("Enter your current password.")).toBeVisible();
  await page.getByLabel("Current password").fill(user.password);
  await page.getByRole("button", { name: "Save the password" }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
});

test("a signed-in user is turned away from /login and /signup", async ({ page, baseURL }) => {
  const user = await createTestUser();
  await signInBrowser(page, baseURL!, user);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/en/signup");
  await expect(page).toHaveURL(/\/en\/admin$/);
});

test("sign-out from a protected page leaves it for /login", async ({ page, baseURL }) => {
  const user = await createTestUser({ firstName: "Sortie" });
  await signInBrowser(page, baseURL!, user);
  await page.goto("/en/profil");
  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.goto("/en/profil");
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
});

/** The refresh token of the session the browser holds (@supabase/ssr's cookie, maybe in chunks). */
async function sessionRefreshToken(page: Page): Promise<string> {
  const chunks = (await page.context().cookies())
    .filter((c) => /^sb-.*-auth-token(\.\d+)?$/.test(c.name))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
  const session = JSON.parse(
    Buffer.from(
      chunks
        .map((c) => c.value)
        .join("")
        .replace(/^base64-/, ""),
      "base64url",
    ).toString("utf8"),
  ) as { refresh_token: string };
  return session.refresh_token;
}

/** The Auth API refuses the refresh token (a sign-out revoked its session); the browser may still be sending it. */
async function expectRevoked(refreshToken: string) {
  await expect
    .poll(
      async () =>
        (
          await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/auth/v1/token?grant_type=refresh_token`, {
            method: "POST",
            headers: { apikey: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY!, "content-type": "application/json" },
            body: JSON.stringify({ refresh_token: refreshToken }),
          })
        ).status,
      { timeout: 15_000 },
    )
    .toBe(400);
}

test("sign-out reaches the Auth API from the browser: the old refresh token no longer works", async ({
  page,
  baseURL,
}) => {
  const user = await createTestUser({ firstName: "Sortie" });
  await signInBrowser(page, baseURL!, user);
  const refreshToken = await sessionRefreshToken(page);
  await page.goto("/profil");
  const logout = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/auth/v1/logout" && request.method() === "POST",
  );
  await page.getByTestId("sign-out").click();
  await logout;
  await expect(page).toHaveURL(/\/login$/);
  await expectRevoked(refreshToken);
});

test("a non-admin gets the translated 403 page on an admin-only route", async ({ page, baseURL }) => {
  const user = await createTestUser();
  await signInBrowser(page, baseURL!, user);
  const response = await page.goto("/en/admin/gestion/utilisateurs");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access denied");
  // The page stays put: no refresh after hydration turning into a reload loop (a reload or a
  // refresh asks for the page again, as a document or as an RSC payload).
  const again: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/en/admin/gestion/utilisateurs") again.push(request.url());
  });
  await page.waitForTimeout(3_000);
  expect(again).toEqual([]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access denied");
});
