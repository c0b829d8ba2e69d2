import type { Page } from "@playwright/test";
import { caughtMailTo, database, expect, expectAccessible, test, uniqueEmail } from "./support";

const url = (locale: "fr" | "en", path: string) => (locale === "fr" ? path : `/en${path}`);

/** The page's schema.org block of this type (the site layout adds its own graph). */
async function jsonLd(page: Page, type: string) {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (b) => JSON.parse(b) as Record<string, unknown>,
  );
  return blocks.find((b) => b["@type"] === type);
}

const lists = [
  {
    path: "/immobilier",
    card: "property-card",
    fr: "Propriétés commerciales à vendre ou à louer",
    en: "Commercial properties for sale or lease",
  },
  {
    path: "/franchises",
    card: "franchise-card",
    fr: "Trouvez une franchise qui vous ressemble",
    en: "Find a franchise that fits you",
  },
  {
    path: "/experts",
    card: "expert-card",
    fr: "Entourez-vous des bons experts",
    en: "Surround yourself with the right experts",
  },
] as const;

for (const locale of ["fr", "en"] as const) {
  for (const list of lists) {
    test(`${url(locale, list.path)} lists seeded rows, with canonical and no serious axe violation (${locale})`, async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      // axe runs twice (light and dark) over a page of cards: slow on a shared two-core machine.
      test.setTimeout(60_000);
      const response = await page.goto(url(locale, list.path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(list[locale]);
      expect(await page.getByTestId(list.card).count()).toBeGreaterThan(2);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${url(locale, list.path)}`,
      );
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test(`the real-estate filters narrow the list and a property page shows its facts (${locale})`, async ({ page }) => {
    await page.goto(url(locale, "/immobilier"));
    const before = await page.getByTestId("property-card").count();
    await page.getByLabel(locale === "fr" ? "Vente ou location" : "Sale or lease").selectOption("lease");
    await page.getByRole("button", { name: locale === "fr" ? "Afficher les résultats" : "Show results" }).click();
    await expect(page).toHaveURL(/transaction=lease/);
    expect([...new URL(page.url()).searchParams.values()]).not.toContain("");
    const cards = page.getByTestId("property-card");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThan(before);
    for (const text of await cards.allTextContents()) expect(text).toContain(locale === "fr" ? "À louer" : "For lease");

    await page.goto(url(locale, "/immobilier/entrepot-industriel-boisbriand"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      locale === "fr"
        ? "Entrepôt industriel de 42 000 pi² avec quais"
        : "42,000 sq ft industrial warehouse with loading docks",
    );
    await expect(page.getByTestId("property-price")).toHaveText(locale === "fr" ? "8 900 000 $" : "$8,900,000");
    await expect(page.getByText(locale === "fr" ? "42 000 pi²" : "42,000 sq. ft.", { exact: true })).toBeVisible();
    await expect(page.getByText(locale === "fr" ? "110 000 pi²" : "110,000 sq. ft.", { exact: true })).toBeVisible();
    expect(await jsonLd(page, "RealEstateListing")).toMatchObject({ offers: { price: 8900000, priceCurrency: "CAD" } });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute(
      "href",
      /\/en\/immobilier\/entrepot-industriel-boisbriand$/,
    );
    await expectAccessible(page);
  });

  test(`a lease shows its rent per unit, and an inquiry about it reaches its owner (${locale})`, async ({ page }) => {
    const email = uniqueEmail(`property-${locale}`);
    const token = `visite-${Date.now().toString(36)}`;
    await page.goto(url(locale, "/immobilier/local-industriel-a-louer-quebec"));
    await expect(page.getByTestId("property-price")).toHaveText(
      locale === "fr" ? "14,50 $/pi²/an" : "$14.50/sq. ft./yr",
    );
    // The other unit too: 14,50 $ × 8 000 sq. ft. / 12.
    await expect(page.getByTestId("rent-equivalent")).toHaveText(
      locale === "fr" ? "soit environ 9 667 $/mois" : "about $9,667/month",
    );
    const form = page.locator("#contact");
    await expect(form.getByLabel("Message")).toHaveValue(
      locale === "fr" ? /en savoir plus sur la propriété/ : /learn more about the property/,
    );
    await form.getByLabel(locale === "fr" ? "Nom complet" : "Full name").fill("Chantal Lévesque");
    await form.getByLabel(locale === "fr" ? "Courriel" : "Email").fill(email);
    await form.getByLabel("Message").fill(`Bonjour, le local est-il libre en janvier ? (${token})`);
    await form.getByRole("button", { name: locale === "fr" ? "Envoyer ma demande" : "Send my inquiry" }).click();
    await expect(page.getByTestId("inquiry-sent")).toContainText(
      locale === "fr" ? "Le propriétaire a reçu votre message" : "The owner has received your message",
    );

    const { data: rows } = await database()
      .from("listing_inquiries")
      .select("entreprise_id, immobilier_id, locale")
      .eq("email", email);
    expect(rows).toEqual([{ entreprise_id: null, immobilier_id: expect.any(Number), locale }]);
    await expect
      .poll(async () => Boolean(await caughtMailTo("vendeur@demo.local", token)), { timeout: 15_000 })
      .toBe(true);
    const mail = (await caughtMailTo("vendeur@demo.local", token))!;
    expect(mail.subject).toBe(
      "Nouvelle demande pour votre annonce\u00a0: Local industriel à louer dans le parc Colbert",
    );
    expect(mail.text).toContain("/immobilier/local-industriel-a-louer-quebec");
  });

  test(`the franchise filters and a franchise page (${locale})`, async ({ page }) => {
    await page.goto(url(locale, "/franchises"));
    await page.getByLabel(locale === "fr" ? "Secteur" : "Sector").selectOption("restauration-rapide");
    await page.getByRole("button", { name: locale === "fr" ? "Afficher les résultats" : "Show results" }).click();
    await expect(page).toHaveURL(/category=restauration-rapide/);
    await expect(page.getByTestId("franchise-card")).toHaveCount(1);
    await page.getByRole("link", { name: "Poutinerie Express" }).click();
    await expect(page).toHaveURL(/\/franchises\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Poutinerie Express");
    await expect(page.getByText(locale === "fr" ? "350 000 $ à 550 000 $" : "$350,000 to $550,000")).toBeVisible();
    await expect(page.getByText(locale === "fr" ? "5 % des ventes" : "5% of sales")).toBeVisible();
    const website = page.getByRole("link", {
      name: locale === "fr" ? /Site Web du franchiseur/ : /Franchisor's website/,
    });
    await expect(website).toHaveAttribute("rel", /noopener/);
    expect(await jsonLd(page, "Organization")).toMatchObject({ name: "Poutinerie Express", foundingDate: "2008" });
    await expectAccessible(page);
  });

  test(`the experts filters narrow the directory (${locale})`, async ({ page }) => {
    await page.goto(url(locale, "/experts"));
    await page.getByLabel(locale === "fr" ? "Profession" : "Profession").selectOption("business_broker");
    await page.getByRole("button", { name: locale === "fr" ? "Afficher les résultats" : "Show results" }).click();
    await expect(page).toHaveURL(/profession=business_broker/);
    await expect(page.getByTestId("expert-card")).toHaveCount(2);
    const card = page.getByTestId("expert-card").filter({ hasText: "Marc-André Gagnon" });
    await expect(card.getByRole("link", { name: /514 555-0187/ })).toHaveAttribute("href", "tel:5145550187");
    await expect(card.getByRole("link", { name: /courtier@demo.local/ })).toHaveAttribute(
      "href",
      "mailto:courtier@demo.local",
    );
    // An old link past the last page: how many pages there are, and the first one with the same filters.
    await page.goto(url(locale, "/experts?profession=business_broker&page=9"));
    await expect(
      page.getByText(
        locale === "fr"
          ? "Cette page n'existe pas : les résultats tiennent sur 1 page."
          : "This page does not exist: the results fit on 1 page.",
      ),
    ).toBeVisible();
    await page
      .getByRole("link", { name: locale === "fr" ? "Revenir à la première page" : "Back to the first page" })
      .click();
    await expect(page).toHaveURL(/\/experts\?profession=business_broker$/);
    await expect(page.getByTestId("expert-card")).toHaveCount(2);
  });

  test(`bad filter values are ignored with a notice, and unknown pages are 404 (${locale})`, async ({ page }) => {
    const response = await page.goto(url(locale, "/immobilier?type=chateau&price_min=abc&page=-3"));
    expect(response?.status()).toBe(200);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: locale === "fr" ? "Certains filtres ont été ignorés" : "Some filters were ignored" }),
    ).toBeVisible();
    await expect(
      page.getByLabel(locale === "fr" ? "Prix ou loyer mensuel minimum ($)" : "Minimum price or monthly rent ($)"),
    ).toHaveValue("abc");
    expect(await page.getByTestId("property-card").count()).toBeGreaterThan(2);
    for (const path of [
      "/immobilier/inconnue",
      "/immobilier/brouillon-bureau-longueuil",
      "/franchises/abc",
      "/franchises/999999",
      "/experts/marc-andre-gagnon",
    ]) {
      expect((await page.goto(url(locale, path)))?.status(), path).toBe(404);
    }
  });
}

test("the sitemaps list listings, landings, properties and franchises with their alternates", async ({
  request,
  baseURL,
}) => {
  const fr = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/immobilier",
    "/franchises",
    "/experts",
    "/entreprises/regions/abitibi",
    "/entreprises/provinces/quebec",
    "/immobilier/entrepot-industriel-boisbriand",
  ]) {
    expect(fr).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(fr).toContain(`hreflang="en-CA" href="${baseURL}/en${path}"`);
  }
  expect(fr).toMatch(new RegExp(`<loc>${baseURL}/entreprises/categories/[a-z0-9-]+</loc>`));
  expect(fr).toMatch(new RegExp(`<loc>${baseURL}/franchises/\\d+</loc>`));
  expect(fr).toMatch(
    new RegExp(
      `<loc>${baseURL}/entreprises/[a-z0-9-]+</loc>\\s+<xhtml:link rel="alternate" hreflang="fr-CA"[^>]+>\\s+<xhtml:link rel="alternate" hreflang="en-CA" href="${baseURL}/en/entreprises/`,
    ),
  );
  expect(fr).toContain("<lastmod>");
  expect(fr).not.toContain("brouillon-bureau-longueuil");
  const en = await (await request.get("/en/sitemap.xml")).text();
  expect(en).toContain(`<loc>${baseURL}/en/immobilier/entrepot-industriel-boisbriand</loc>`);
  expect((await request.get("/sitemap.xml?part=7")).status()).toBe(404);
});

test("the header links to real estate and experts work in both languages", async ({ page }) => {
  for (const locale of ["fr", "en"] as const) {
    await page.goto(url(locale, "/"));
    for (const path of ["/immobilier", "/experts"]) {
      await page
        .getByRole("banner")
        .locator(`a[href="${url(locale, path)}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${url(locale, path)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/404|introuvable|not found/i);
    }
  }
});
