import { caughtMail, caughtMailHeader, database, expect, reviewShots, test, uniqueEmail } from "./support";

test("invalid input shows each error next to its field and keeps what was typed", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("main").getByLabel("Nom complet", { exact: true }).fill("J");
  await page.getByRole("main").getByLabel("Courriel", { exact: true }).fill("jean@");
  await page.getByRole("main").getByLabel("Téléphone").fill("abc");
  await page.getByRole("main").getByLabel("Message", { exact: true }).fill("Court");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Entrez votre nom (au moins 2 caractères).")).toBeVisible();
  await expect(page.getByText("Entrez une adresse courriel valide, par exemple nom@exemple.com.")).toBeVisible();
  await expect(page.getByText("Entrez un numéro de téléphone valide, par exemple 514 555-0123.")).toBeVisible();
  await expect(page.getByText("Entrez l'objet de votre message (au moins 3 caractères).")).toBeVisible();
  await expect(page.getByText("Votre message doit contenir au moins 10 caractères.")).toBeVisible();
  await expect(page.getByRole("main").getByLabel("Courriel", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("main").getByLabel("Courriel", { exact: true })).toHaveAttribute(
    "aria-describedby",
    "contact-email-error",
  );
  await expect(page.getByRole("main").getByLabel("Nom complet", { exact: true })).toHaveValue("J");
  await expect(page.getByRole("main").getByLabel("Message", { exact: true })).toHaveValue("Court");
  await reviewShots(page, "contact-error-fr");
});

test("a message is saved, e-mailed to the inbox, and a resend is recognised as a duplicate", async ({ page }) => {
  const email = uniqueEmail("contact");
  const subject = `Achat d'une boulangerie ${Date.now()}`;
  await page.goto("/contact");
  await page.getByRole("main").getByLabel("Nom complet", { exact: true }).fill("Marie-Ève Tremblay");
  await page.getByRole("main").getByLabel("Courriel", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Téléphone").fill("514 555-0123");
  await page.getByRole("main").getByLabel("Objet", { exact: true }).fill(subject);
  await page
    .getByRole("main")
    .getByLabel("Message", { exact: true })
    .fill("Bonjour, je cherche une boulangerie à reprendre en Estrie d'ici l'été.");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Merci, votre message est bien reçu" })).toBeVisible();

  const { data: rows } = await database()
    .from("form_submissions")
    .select("name, email, phone, subject, mail_status, locale")
    .eq("email", email);
  expect(rows).toEqual([
    { name: "Marie-Ève Tremblay", email, phone: "514 555-0123", subject, mail_status: "sent", locale: "fr" },
  ]);

  await expect.poll(async () => Boolean(await caughtMail(`[Contact] ${subject}`))).toBe(true);
  const mail = (await caughtMail(`[Contact] ${subject}`))!;
  expect(mail.to[0]?.address).toBe("contact@demo.local");
  expect(await caughtMailHeader(mail.id, "Reply-To")).toContain(`<${email}>`);
  expect(mail.text).toContain("une boulangerie à reprendre en Estrie");

  await page.getByRole("button", { name: "Écrire un autre message" }).click();
  await page.getByRole("main").getByLabel("Nom complet", { exact: true }).fill("Marie-Ève Tremblay");
  await page.getByRole("main").getByLabel("Courriel", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Objet", { exact: true }).fill(subject);
  await page
    .getByRole("main")
    .getByLabel("Message", { exact: true })
    .fill("Bonjour, je cherche une boulangerie à reprendre en Estrie d'ici l'été.");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message déjà reçu" })).toBeVisible();
  const { count } = await database()
    .from("form_submissions")
    .select("id", { count: "exact", head: true })
    .eq("email", email);
  expect(count).toBe(1);
});

test("the English form answers in English", async ({ page }) => {
  await page.goto("/en/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter your email address.")).toBeVisible();
  await expect(page.getByText("Enter your name (at least 2 characters).")).toBeVisible();
  await reviewShots(page, "contact-error-en");
});

test("a filled honeypot is thanked and nothing is stored", async ({ page }) => {
  const email = uniqueEmail("bot");
  await page.goto("/contact");
  await page.getByRole("main").getByLabel("Nom complet", { exact: true }).fill("Robot");
  await page.getByRole("main").getByLabel("Courriel", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Objet", { exact: true }).fill("Offre");
  await page.getByRole("main").getByLabel("Message", { exact: true }).fill("Achetez nos services de référencement.");
  await page.getByRole("main").locator('input[name="website"]').fill("https://spam.example", { force: true });
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByTestId("contact-sent")).toBeVisible();
  const { count } = await database()
    .from("form_submissions")
    .select("id", { count: "exact", head: true })
    .eq("email", email);
  expect(count).toBe(0);
});
