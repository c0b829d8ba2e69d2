import type { Page } from "@playwright/test";
import { database, expect, expectAccessible, test } from "./support";

const count = async (page: Page) =>
  Number((await page.getByTestId("result-count").innerText()).replace(/\D/g, "") || "0");

const languages = [
  {
    prefix: "",
    lang: "fr",
    words: "depanneur",
    region: "Région",
    regionName: "Montréal",
    priceMax: "Maximum",
    submit: "Rechercher",
    next: "Suivante",
    pagination: "Pagination des résultats",
    notice:
      /atlantis.{1,3}ne correspond à rien de connu.*n'ont pas été compris et ont été ignorés\u00a0: prix minimum, tri et numéro de page/,
    empty: "Aucune entreprise ne correspond à votre recherche",
    guide: "Acheter une entreprise au Québec",
  },
  {
    prefix: "/en",
    lang: "en",
    words: "convenience store",
    region: "Region",
    regionName: "Montreal",
    priceMax: "Maximum",
    submit: "Search",
    next: "Next",
    pagination: "Results pages",
    notice:
      /atlantis.{1,3}matches nothing known.*were not understood and were ignored: minimum price, sort order and page number/,
    empty: "No business matches your search",
    guide: "Buying a business in Quebec",
  },
] as const;

for (const l of languages) {
  test.describe(`business search (${l.lang})`, () => {
    test("a search from the home page lists matching businesses and is logged", async ({ page }) => {
      await page.goto(l.prefix || "/");
      await page.locator("#hero-search").fill(l.words);
      await page.locator("#hero-search").press("Enter");
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/entreprises\\?search=`));
      expect(await count(page)).toBeGreaterThan(0);
      await expect(page.getByTestId("listing-card").first()).toBeVisible();
      await expect
        .poll(async () => {
          const { data } = await database()
            .from("search_queries")
            .select("query, locale, result_count")
            .eq("query", l.words)
            .eq("locale", l.lang);
          return data?.length ?? 0;
        })
        .toBeGreaterThan(0);
    });

    test("filters go through the form into the URL, and back undoes them", async ({ page }) => {
      await page.goto(`${l.prefix}/entreprises`);
      const all = await count(page);
      expect(all).toBeGreaterThan(20);
      await page.locator("#filter-region summary").click();
      await page.locator("#filter-region").getByLabel(l.regionName, { exact: true }).check();
      await page.locator("#filter-price_max").fill("500000");
      await page.getByRole("button", { name: l.submit, exact: true }).click();
      await expect(page).toHaveURL(/region=montreal/);
      await expect(page).toHaveURL(/price_max=500000/);
      // The fields left blank stay out of the shared URL.
      expect([...new URL(page.url()).searchParams.values()]).not.toContain("");
      const filtered = await count(page);
      expect(filtered).toBeLessThan(all);
      await expect(page.locator("#filter-price_max")).toHaveValue("500000");
      await page.goBack();
      await expect(page).not.toHaveURL(/region=/);
      // Unfiltered again. Not compared to `all` exactly: the search's 60-second cache may expire between
      // the two visits, after an earlier spec removed a listing of its own straight from the database.
      expect(await count(page)).toBeGreaterThan(filtered);
      await expect(page.locator("#filter-price_max")).toHaveValue("");
    });

    test("several categories and regions at once, in a shareable URL", async ({ page }) => {
      await page.goto(
        `${l.prefix}/entreprises?category=depanneur&category=restaurant&region=laurentides&region=bas-saint-laurent`,
      );
      const cards = page.getByTestId("listing-card");
      await expect(cards.first()).toBeVisible();
      await expect(page.locator("#filter-category summary")).toContainText(
        l.lang === "fr" ? "Dépanneur, Restaurant" : "Convenience store, Restaurant",
      );
      await expect(page.locator("#filter-region input:checked")).toHaveCount(2);
      const only = async (query: string) => {
        await page.goto(`${l.prefix}/entreprises?${query}`);
        return count(page);
      };
      const both = await only("category=depanneur&category=restaurant&region=laurentides&region=bas-saint-laurent");
      const parts =
        (await only("category=depanneur&region=laurentides")) +
        (await only("category=depanneur&region=bas-saint-laurent")) +
        (await only("category=restaurant&region=laurentides")) +
        (await only("category=restaurant&region=bas-saint-laurent"));
      expect(both).toBe(parts);
      expect(both).toBeGreaterThanOrEqual(2);
    });

    test("a new keyword sorts by relevance unless a sort was chosen", async ({ page }) => {
      await page.goto(`${l.prefix}/entreprises`);
      const sort = page.locator("#listing-sort");
      await expect(sort.locator("option:checked")).toHaveText(l.lang === "fr" ? "Plus récentes" : "Newest");
      await page.locator("#filter-search").fill(l.words);
      await page.locator("#filter-search").press("Enter");
      await expect(page).toHaveURL(/search=/);
      await expect(page).not.toHaveURL(/sort=/);
      await expect(sort.locator("option:checked")).toHaveText(l.lang === "fr" ? "Pertinence" : "Relevance");

      await page.goto(`${l.prefix}/entreprises?sort=newest`);
      await page.locator("#filter-search").fill(l.words);
      await page.locator("#filter-search").press("Enter");
      await expect(page).toHaveURL(/sort=newest/);
      await expect(sort.locator("option:checked")).toHaveText(l.lang === "fr" ? "Plus récentes" : "Newest");
    });

    test("pagination moves through the results and keeps the filters", async ({ page }) => {
      await page.goto(`${l.prefix}/entreprises?sort=price_desc`);
      const nav = page.getByRole("navigation", { name: l.pagination });
      await expect(nav.locator('[aria-current="page"]')).toHaveText("1");
      // The cards are drawn as they come near the screen (content-visibility), and a card drawn for the
      // first time can differ from its estimated height by some 20 px: scrolled to first, the link has
      // settled by the time the click checks that it is stable, and is not moved under the pointer.
      await nav.scrollIntoViewIfNeeded();
      await nav.getByRole("link", { name: l.next }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page).toHaveURL(/sort=price_desc/);
      await expect(page.getByRole("navigation", { name: l.pagination }).locator('[aria-current="page"]')).toHaveText(
        "2",
      );
      await expect(page.getByTestId("listing-card").first()).toBeVisible();
    });

    test("no result shows a helpful empty state", async ({ page }) => {
      await page.goto(`${l.prefix}/entreprises?search=zzqxwvv&region=montreal`);
      expect(await count(page)).toBe(0);
      const empty = page.getByTestId("empty-state");
      await expect(empty.getByRole("heading", { name: l.empty })).toBeVisible();
      await expect(empty.getByRole("link")).toHaveCount(5);
      await empty.getByRole("link").last().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.guide);
    });

    test("bad query parameters show a notice and the rest of the search still runs", async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(
        `${l.prefix}/entreprises?page=abc&price_min=-5&sort=bogus&region=atlantis&province=quebec`,
      );
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId("search-notice")).toContainText(l.notice);
      await expect(page.locator("#filter-price_min")).toHaveValue("-5");
      await expect(page.locator("#filter-price_min")).toHaveAttribute("aria-invalid", "true");
      expect(await count(page)).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    });

    for (const path of [
      "/entreprises",
      "/entreprises/regions",
      "/entreprises/regions/montreal",
      "/entreprises/provinces/quebec",
      "/entreprises/categories/restaurant",
      "/acheter-une-entreprise",
    ]) {
      test(`${path} renders and passes axe`, async ({ page }) => {
        // axe runs twice (light and dark) on long pages: slow on a busy machine.
        test.setTimeout(90_000);
        const response = await page.goto(`${l.prefix}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectAccessible(page);
      });
    }

    test("the regions page lists the 17 regions with their counts", async ({ page }) => {
      await page.goto(`${l.prefix}/entreprises/regions`);
      await expect(page.getByTestId("regions").getByRole("listitem")).toHaveCount(17);
      await page
        .getByTestId("regions")
        .getByRole("link", { name: new RegExp(l.regionName) })
        .click();
      await expect(page).toHaveURL(/\/entreprises\/regions\/montreal$/);
      expect(await count(page)).toBeGreaterThan(0);
    });

    test("unknown region, province and category slugs answer 404", async ({ page }) => {
      for (const path of [
        "/entreprises/regions/atlantide",
        "/entreprises/provinces/narnia",
        "/entreprises/categories/licornerie",
        "/entreprises/regions/Bad_Slug!",
      ]) {
        const response = await page.goto(`${l.prefix}${path}`);
        expect(response?.status(), path).toBe(404);
      }
    });

    test("the home page shows featured and latest listings", async ({ page }) => {
      await page.goto(l.prefix || "/");
      await expect(page.getByTestId("featured-listings").getByTestId("listing-card").first()).toBeVisible();
      await expect(page.getByTestId("latest-listings").getByTestId("listing-card").first()).toBeVisible();
    });
  });
}

for (const path of ["/entreprises", "/immobilier", "/experts", "/franchises"]) {
  test(`${path} at 1280×900: the apply button is in view with every filter open`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const form = page.getByRole("search").first();
    for (const summary of await form.locator("details > summary").all()) await summary.click();
    const apply = form.locator('button[type="submit"]');
    await expect(apply).toBeInViewport();
    await expect(form.locator(`a[href="${path}"]`)).toBeInViewport();
  });
}

test("the phone layout folds the filters under a button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/entreprises");
  const toggle = page.getByRole("button", { name: /^Filtres/ });
  await expect(page.locator("#filter-region")).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#filter-region")).toBeVisible();
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a plain form: the search runs and its values come back in the form", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/entreprises");
    const all = await count(page);
    await page.locator("#filter-region summary").click();
    await page.locator("#filter-region").getByLabel("Montréal", { exact: true }).check();
    await page.locator("#filter-region").getByLabel("Laval", { exact: true }).check();
    await page.locator("#filter-price_max").fill("500000");
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(page).toHaveURL(/region=laval&region=montreal|region=montreal&region=laval/);
    expect(await count(page)).toBeLessThan(all);
    await expect(page.locator("#filter-region summary")).toContainText("Laval, Montréal");
    await expect(page.locator("#filter-region").getByLabel("Montréal", { exact: true })).toBeChecked();
    await expect(page.locator("#filter-price_max")).toHaveValue("500000");
  });
});
