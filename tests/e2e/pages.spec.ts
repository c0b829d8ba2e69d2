import { expect, expectAccessible, test } from "./support";

const pages = [
  { path: "/", fr: "Achetez ou vendez une entreprise au Québec", en: "Buy or sell a business in Quebec" },
  {
    path: "/a-propos",
    fr: "Faciliter la relève des entreprises québécoises",
    en: "Helping Quebec businesses find their next owners",
  },
  { path: "/faq", fr: "Foire aux questions", en: "Frequently asked questions" },
  { path: "/contact", fr: "Nous contacter", en: "Contact us" },
  { path: "/forfaits", fr: "Des forfaits pour vendre à votre rythme", en: "Plans to sell at your own pace" },
  // The same plans, presented otherwise: /forfaits is their canonical URL.
  {
    path: "/forfaits2",
    canonical: "/forfaits",
    fr: "Des forfaits pour vendre à votre rythme",
    en: "Plans to sell at your own pace",
  },
  {
    path: "/forfaits3",
    canonical: "/forfaits",
    fr: "Des forfaits pour vendre à votre rythme",
    en: "Plans to sell at your own pace",
  },
  { path: "/conditions-utilisation", fr: "Conditions d'utilisation", en: "Terms of use" },
  { path: "/politique-confidentialite", fr: "Politique de confidentialité", en: "Privacy policy" },
] as const;

for (const page of pages) {
  for (const locale of ["fr", "en"] as const) {
    const url = locale === "fr" ? page.path : page.path === "/" ? "/en" : `/en${page.path}`;
    const canonicalPath = "canonical" in page ? page.canonical : page.path;
    const canonical = locale === "fr" ? canonicalPath : canonicalPath === "/" ? "/en" : `/en${canonicalPath}`;
    test(`${url} renders in ${locale} with canonical, alternates, no console error and no serious axe violation`, async ({
      page: tab,
      consoleErrors,
      baseURL,
    }) => {
      // axe runs twice (light and dark) on long pages such as the home page: slow on a busy machine.
      test.setTimeout(90_000);
      const response = await tab.goto(url);
      expect(response?.status()).toBe(200);
      await expect(tab.locator("html")).toHaveAttribute("lang", locale);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page[locale]);
      // The root URL has no trailing slash: http://host, http://host/en.
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${canonical === "/" ? "" : canonical}`,
      );
      await expect(tab.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute(
        "href",
        `${baseURL}${canonicalPath === "/" ? "" : canonicalPath}`,
      );
      await expect(tab.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute(
        "href",
        `${baseURL}${canonicalPath === "/" ? "/en" : `/en${canonicalPath}`}`,
      );
      // The share picture of the page's language, served as a PNG.
      const shareImage = tab.locator('meta[property="og:image"]');
      await expect(shareImage).toHaveAttribute("content", `${baseURL}/og/${locale}.png`);
      const picture = await tab.request.get(`${baseURL}/og/${locale}.png`);
      expect(picture.headers()["content-type"]).toBe("image/png");
      await expect(tab.getByRole("banner")).toBeVisible();
      await expect(tab.getByRole("contentinfo")).toBeVisible();
      // The categories load when the footer comes near the screen.
      await tab.getByTestId("footer-categories").scrollIntoViewIfNeeded();
      await expect(tab.getByTestId("footer-categories")).toHaveAttribute("data-state", "ready");
      await expectAccessible(tab);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test("the plan pages present the same three plans", async ({ page }) => {
  for (const path of ["/forfaits", "/forfaits2", "/forfaits3"]) {
    await page.goto(path);
    for (const name of ["Découverte", "Professionnel", "Premium"])
      await expect(page.getByRole("main").getByText(name, { exact: true }).first()).toBeVisible();
  }
  await page.goto("/forfaits3");
  await expect(page.getByRole("main").getByText("790", { exact: false }).first()).toBeVisible();
  // The yearly total is told beside the monthly price /forfaits shows.
  await expect(page.getByTestId("plan-yearly-equivalent").first()).toHaveText("soit 65,83 $ par mois au lieu de 79 $");
  await page.getByText("Mensuel", { exact: true }).click();
  await expect(page.getByRole("main").getByText("79 $", { exact: false }).first()).toBeVisible();
});

test("the home search goes to /entreprises?search=", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Rechercher une entreprise à vendre" }).fill("boulangerie Laval");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/entreprises\?search=boulangerie\+Laval$/);
});

test("the site's structured data describes the website search, the organisation and the Montréal service", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = blocks.map((b) => JSON.parse(b)).flatMap((b) => b["@graph"] ?? []);
  const website = graph.find((n: { "@type": string }) => n["@type"] === "WebSite");
  expect(website.potentialAction.target.urlTemplate).toBe(`${baseURL}/entreprises?search={search_term_string}`);
  expect(graph.some((n: { "@type": string }) => n["@type"] === "Organization")).toBe(true);
  const service = graph.find((n: { "@type": string }) => n["@type"] === "ProfessionalService");
  expect(service.address).toMatchObject({ addressLocality: "Montréal", addressRegion: "QC", addressCountry: "CA" });
});
