import type { Page } from "@playwright/test";
import { createTestAccount, DEMO, forgetSession, httpAs, removeTestAccounts, signInBrowser } from "./auth-support";
import {
  caughtMailHeader,
  caughtMailTo,
  database,
  expect,
  expectAccessible,
  reviewShots,
  test,
  uniqueEmail,
} from "./support";

const PUBLISHED = "depanneur-rentable-centre-ville-rimouski"; // vendeur@demo.local's
const CONFIDENTIAL = "cabinet-comptable-longueuil"; // Longueuil, "Comptables Rive-Sud", shown as Montérégie
const SOLD = "garderie-privee-laval";
const UNDER_OFFER = "casse-croute-saisonnier-ile-d-orleans";
const DRAFT = "brouillon-traiteur-levis"; // vendeur@demo.local's draft
const BROKER = { email: "courtier@demo.local", password: "Demo-courtier-2026!" };

function jsonLd(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")));
}

test("a listing shows its key figures in French, breadcrumbs, structured data and social tags", async ({ page }) => {
  const response = await page.goto(`/entreprises/${PUBLISHED}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dépanneur rentable au centre-ville de Rimouski");
  await expect(page.getByTestId("listing-price")).toHaveText(/^389\s000\s\$$/);
  await expect(page.getByTestId("fact-revenue")).toContainText(/1\s450\s000\s\$/);
  await expect(page.getByTestId("fact-cash-flow")).toContainText(/142\s000\s\$/);
  await expect(page.getByTestId("fact-ebitda")).toContainText("BAIIA");
  await expect(page.getByTestId("fact-ebitda")).toContainText(/118\s000\s\$/);
  await expect(page.getByTestId("fact-rent")).toContainText(/3\s200\s\$ par mois/);
  await expect(page.getByTestId("fact-year")).toContainText("1998");
  await expect(page.getByTestId("listing-location")).toContainText("Rimouski");
  await expect(page.getByRole("heading", { name: "Raison de la vente" })).toBeVisible();

  const crumbs = page.getByRole("navigation", { name: "Fil d'Ariane" });
  await expect(crumbs.getByRole("link")).toHaveText(["Accueil", "Entreprises à vendre", "Dépanneur"]);
  await expect(crumbs.getByRole("link", { name: "Dépanneur" })).toHaveAttribute(
    "href",
    "/entreprises/categories/depanneur",
  );

  const data = await jsonLd(page);
  const product = data.find((d) => d["@type"] === "Product");
  expect(product).toMatchObject({
    name: "Dépanneur rentable au centre-ville de Rimouski",
    offers: { "@type": "Offer", price: "389000.00", priceCurrency: "CAD", availability: "https://schema.org/InStock" },
  });
  const breadcrumbList = data.find((d) => d["@type"] === "BreadcrumbList");
  expect(breadcrumbList.itemListElement).toHaveLength(4);

  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "Dépanneur rentable au centre-ville de Rimouski",
  );
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /Dépanneur bien établi/);
  // Without a photo, the site's share picture stands in.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og\/fr\.png$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", /\/og\/fr\.png$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/entreprises/${PUBLISHED}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute(
    "href",
    new RegExp(`/en/entreprises/${PUBLISHED}$`),
  );

  // Without photos, the category's illustration stands in.
  await expect(page.getByTestId("listing-illustration")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Entreprises semblables" }).getByTestId("listing-card").first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test("the English page formats amounts in English and marks French-only texts", async ({ page }) => {
  await page.goto(`/en/entreprises/${PUBLISHED}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profitable convenience store in downtown Rimouski");
  await expect(page.getByTestId("listing-price")).toHaveText("$389,000");
  await expect(page.getByTestId("fact-ebitda")).toContainText("EBITDA");
  await expect(page.getByTestId("fact-revenue")).toContainText("$1,450,000");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText([
    "Home",
    "Businesses for sale",
    "Convenience store",
  ]);
  await expect(page.getByText("Retraite des propriétaires après 25 ans.")).toHaveAttribute("lang", "fr");
  const reason = page.getByRole("region", { name: "Reason for selling" });
  await expect(reason.getByText("Available in French only")).toBeVisible();
  // The description has an English version: no notice there.
  await expect(
    page.getByRole("region", { name: "About the business" }).getByText("Available in French only"),
  ).toHaveCount(0);
  await expectAccessible(page);
});

test("French-only titles in English results say so and are marked lang=fr", async ({ page }) => {
  const word = `zephyrin${Date.now().toString(36)}`;
  const db = database();
  const { data: owner } = await db.from("profiles").select("id").eq("email", "vendeur@demo.local").single();
  const { data: category } = await db.from("entreprise_categories").select("id").eq("name_fr", "Dépanneur").single();
  const { data: created, error } = await db
    .from("entreprises")
    .insert({
      owner_id: owner!.id,
      status: "published",
      title_fr: `Dépanneur ${word} à reprendre`,
      description_fr: "Annonce de test.",
      category_id: category!.id,
      asking_price: 150000,
    })
    .select("id, slug")
    .single();
  expect(error).toBeNull();
  try {
    await page.goto(`/en/entreprises?search=${word}`);
    const card = page.getByTestId("listing-card");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link", { name: new RegExp(word) })).toHaveAttribute("lang", "fr");
    await expect(card.getByText("Available in French only")).toBeVisible();
    await page.goto(`/en/entreprises/${created!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "fr");
    const about = page.getByRole("region", { name: "About the business" });
    await expect(about.getByText("Available in French only")).toBeVisible();
    await expect(about.getByText("Annonce de test.")).toHaveAttribute("lang", "fr");
    await page.goto(`/entreprises?search=${word}`);
    await expect(page.getByTestId("listing-card").getByText("Offert en français seulement")).toHaveCount(0);
  } finally {
    await db.from("entreprises").delete().eq("id", created!.id);
  }
});

test("a confidential listing shows its region, never its city or name", async ({ page }) => {
  await page.goto(`/entreprises/${CONFIDENTIAL}`);
  const header = page.getByRole("main").locator("header").first();
  await expect(header).toContainText("Montérégie");
  await expect(header).toContainText("Confidentielle");
  const location = page.getByTestId("listing-location");
  await expect(location).toContainText("Montérégie");
  await expect(location).toContainText("Annonce confidentielle");
  for (const secret of ["Longueuil", "Comptables Rive-Sud"]) {
    await expect(header).not.toContainText(secret);
    await expect(location).not.toContainText(secret);
  }
});

test("sold and under-offer listings say so; a sold one has no form", async ({ page }) => {
  await page.goto(`/entreprises/${SOLD}`);
  await expect(page.getByTestId("listing-banner-sold")).toContainText("Entreprise vendue");
  await expect(page.getByTestId("listing-contact-note")).toContainText("Cette entreprise est vendue");
  await expect(page.getByRole("button", { name: "Envoyer ma demande" })).toHaveCount(0);
  expect((await jsonLd(page)).find((d) => d["@type"] === "Product").offers.availability).toBe(
    "https://schema.org/SoldOut",
  );
  await expectAccessible(page);

  await page.goto(`/en/entreprises/${UNDER_OFFER}`);
  await expect(page.getByTestId("listing-banner-under_offer")).toContainText("An offer to purchase has been accepted");
  await expect(page.getByRole("button", { name: "Send my inquiry" })).toBeVisible();
});

test("an invalid inquiry shows each error beside its field and keeps what was typed", async ({ page }) => {
  await page.goto(`/entreprises/${PUBLISHED}`);
  const form = page.locator("#contact");
  await form.getByLabel("Nom complet").fill("J");
  await form.getByLabel("Courriel").fill("jean@");
  await form.getByLabel("Téléphone").fill("abc");
  await form.getByLabel("Message").fill("Court");
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(form.getByText("Entrez votre nom (au moins 2 caractères).")).toBeVisible();
  await expect(form.getByText("Entrez une adresse courriel valide, par exemple nom@exemple.com.")).toBeVisible();
  await expect(form.getByText("Entrez un numéro de téléphone valide, par exemple 514 555-0123.")).toBeVisible();
  await expect(form.getByText("Votre message doit contenir au moins 10 caractères.")).toBeVisible();
  await expect(form.getByLabel("Courriel")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Nom complet")).toHaveValue("J");
  await expect(form.getByLabel("Message")).toHaveValue("Court");

  await page.goto(`/en/entreprises/${PUBLISHED}`);
  await page.locator("#contact").getByRole("button", { name: "Send my inquiry" }).click();
  await expect(page.getByText("Enter your email address.")).toBeVisible();
  await expect(page.getByText("Enter your name (at least 2 characters).")).toBeVisible();
});

for (const locale of ["fr", "en"] as const) {
  test(`an inquiry (${locale}) is saved and e-mailed to the owner with the buyer as reply-to`, async ({ page }) => {
    const email = uniqueEmail(`inquiry-${locale}`);
    const token = `visite-${Date.now().toString(36)}`;
    await page.goto(`${locale === "en" ? "/en" : ""}/entreprises/${PUBLISHED}`);
    const form = page.locator("#contact");
    const labels =
      locale === "fr"
        ? { name: "Nom complet", email: "Courriel", phone: "Téléphone", submit: "Envoyer ma demande" }
        : { name: "Full name", email: "Email", phone: "Phone", submit: "Send my inquiry" };
    await expect(form.getByLabel("Message")).toHaveValue(
      locale === "fr" ? /Votre annonce « Dépanneur rentable/ : /your listing "Profitable convenience store/,
    );
    await form.getByLabel(labels.name).fill("Jean-Philippe Ouellet");
    await form.getByLabel(labels.email).fill(email);
    await form.getByLabel(labels.phone).fill("418 555-0123");
    await form.getByLabel("Message").fill(`Bonjour, j'aimerais visiter le commerce (${token}).`);
    await form.getByRole("button", { name: labels.submit }).click();
    await expect(page.getByTestId("inquiry-sent")).toContainText(
      locale === "fr" ? "Votre demande est envoyée" : "Your inquiry is sent",
    );

    const { data: rows } = await database()
      .from("listing_inquiries")
      .select("name, phone, locale, message")
      .eq("email", email);
    expect(rows).toEqual([
      {
        name: "Jean-Philippe Ouellet",
        phone: "418 555-0123",
        locale,
        message: `Bonjour, j'aimerais visiter le commerce (${token}).`,
      },
    ]);

    await expect
      .poll(async () => Boolean(await caughtMailTo("vendeur@demo.local", token)), { timeout: 15_000 })
      .toBe(true);
    const mail = (await caughtMailTo("vendeur@demo.local", token))!;
    expect(mail.subject).toBe(
      "Nouvelle demande pour votre annonce\u00a0: Dépanneur rentable au centre-ville de Rimouski",
    );
    expect(await caughtMailHeader(mail.id, "Reply-To")).toMatch(new RegExp(`^"?Jean-Philippe Ouellet"? <${email}>$`));
  });
}

test.afterAll(removeTestAccounts);

test("a signed-in buyer finds the inquiry form filled in by the browser, never in the page, and keeps what they typed (issue 39)", async ({
  page,
  baseURL,
}) => {
  const buyer = await createTestAccount({ firstName: "Maude", lastName: "Pelletier" });
  await database().from("profiles").update({ mobile_phone: "418 555-0199" }).eq("id", buyer.id);
  // The HTML carries none of it: the copy cached for everyone, nor the page rendered for the buyer.
  for (const account of [undefined, buyer]) {
    const client = await httpAs(baseURL!, account);
    const html = await (await client.get(`/entreprises/${PUBLISHED}`)).text();
    expect(html).not.toContain(buyer.email);
    expect(html).not.toContain("Pelletier");
    await client.dispose();
  }

  await signInBrowser(page, baseURL!, buyer);
  // The account's details arrive late: the name typed meanwhile is kept, the empty fields are filled.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/rest/v1/profiles?*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/entreprises/${PUBLISHED}`);
  const form = page.locator("#contact");
  await form.getByLabel("Nom complet").fill("M. Pelletier");
  release();
  await expect(form.getByLabel("Courriel")).toHaveValue(buyer.email);
  await expect(form.getByLabel("Téléphone")).toHaveValue("418 555-0199");
  await expect(form.getByLabel("Nom complet")).toHaveValue("M. Pelletier");
  await page.unroute("**/rest/v1/profiles?*");

  await page.goto(`/en/entreprises/${PUBLISHED}`);
  const english = page.locator("#contact");
  await english.scrollIntoViewIfNeeded();
  await expect(english.getByLabel("Full name")).toHaveValue("Maude Pelletier");
  await expect(english.getByLabel("Email")).toHaveValue(buyer.email);
  await reviewShots(page, "inquiry-prefilled-en");
  await english.getByRole("button", { name: "Send my inquiry" }).click();
  await expect(page.getByTestId("inquiry-sent")).toBeVisible();
  const { data: rows } = await database().from("listing_inquiries").select("name, phone").eq("email", buyer.email);
  expect(rows).toEqual([{ name: "Maude Pelletier", phone: "418 555-0199" }]);
  // Another message: the form comes back filled again.
  await page.getByRole("button", { name: "Write another message" }).click();
  await expect(english.getByLabel("Full name")).toHaveValue("Maude Pelletier");
});

test("unknown and malformed slugs are 404 in both languages", async ({ page }) => {
  for (const path of [
    "/entreprises/entreprise-inexistante",
    "/en/entreprises/entreprise-inexistante",
    "/entreprises/Pas_Un-Slug!",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("a draft is 404 for visitors and other sellers, a private preview for its owner", async ({ page, baseURL }) => {
  expect((await page.goto(`/entreprises/${DRAFT}`))?.status()).toBe(404);

  await signInBrowser(page, baseURL!, BROKER);
  expect((await page.goto(`/entreprises/${DRAFT}`))?.status()).toBe(404);

  await forgetSession(page);
  await signInBrowser(page, baseURL!, DEMO.seller);
  const response = await page.goto(`/entreprises/${DRAFT}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toMatch(/private|no-store/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Traiteur événementiel à Lévis (brouillon)");
  await expect(page.getByTestId("listing-banner-preview")).toContainText("Aperçu — annonce non publique");
  await expect(page.getByTestId("listing-banner-preview")).toContainText("brouillon");
  await expect(page.getByTestId("listing-contact-note")).toContainText("quand l'annonce sera publiée");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);

  // On their own public listing, the owner gets a note instead of the form.
  await page.goto(`/entreprises/${PUBLISHED}`);
  await expect(page.getByTestId("listing-contact-note")).toContainText("C'est votre annonce");
});
