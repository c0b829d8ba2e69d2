/**
 * What sellers and owners tripped over (issue 20), in a real browser: the workspace's row menu
 * opens over the page on a phone, Back after a sign-out shows no private page (in this tab or
 * another), the shared valuation report fits a phone, and a bakery's estimate reads food
 * services' benchmark (the rule itself is tested in tests/integration/valuation).
 */
import { createTestAccount, DEMO, removeTestAccounts, signInBrowser } from "./auth-support";
import { database, expect, reviewShot, test } from "./support";

test.afterAll(async () => {
  await removeTestAccounts();
});

test("on a phone, the last row's menu opens over the page, inside the viewport, and works from the keyboard", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBrowser(page, baseURL!, DEMO.seller);
  await page.goto("/admin/entreprises");
  const more = page.getByRole("button", { name: /^Plus d'actions pour/ }).last();
  await more.focus();
  await page.keyboard.press("Enter");
  const remove = page.getByRole("button", { name: "Supprimer", exact: true }).last();
  await expect(remove).toBeVisible();
  await reviewShot(page, "row-menu-390");
  // Every action of the menu is where a finger lands on it: inside the viewport and on top.
  const reachable = await remove.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const onTop = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return (
      r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth && el.contains(onTop)
    );
  });
  expect(reachable).toBe(true);
  // The keyboard is in the menu (on its first item, the file's link or a button); Escape closes it and gives
  // the focus back to its button.
  await expect
    .poll(() =>
      page.locator(":focus").evaluate((el) => el.closest("[popover]") !== null && ["A", "BUTTON"].includes(el.tagName)),
    )
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(remove).toBeHidden();
  await expect(more).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });
  await more.click();
  await expect(remove).toBeVisible();
  await reviewShot(page, "row-menu-1280");
});

test("after signing out, Back shows no signed-in page, in this tab or in another open tab", async ({
  page,
  baseURL,
}) => {
  const user = await createTestAccount({ firstName: "Retour" });
  await signInBrowser(page, baseURL!, user);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Demandes reçues", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/demandes$/);
  const email = page.getByText(user.email);
  await expect(email).toBeVisible();
  const other = await page.context().newPage();
  await other.goto("/admin");
  await expect(other.getByText(user.email)).toBeVisible();

  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/login/);
  await page.goBack();
  await reviewShot(page, "sign-out-back-1280");
  await expect(page).toHaveURL(/\/login/);
  await expect(email).toHaveCount(0);

  // The other tab leaves the signed-in page too, and its Back does not bring it again.
  await expect(other).toHaveURL(/\/login/);
  await other.goBack();
  await expect(other.getByText(user.email)).toHaveCount(0);
  await other.setViewportSize({ width: 390, height: 844 });
  await reviewShot(other, "sign-out-other-tab-back-390");
  await other.close();
});

test("the shared valuation report fits a 390 px phone: no page wider than the screen, no table cut", async ({
  page,
}) => {
  const owner = await createTestAccount();
  const year = (y: number, revenue: number) => ({
    year: y,
    revenue,
    costOfSales: 612_000,
    expenses: 405_500,
    ownerPay: 85_000,
    addBacks: [{ label: "Véhicule", amount: 9_800 }],
    weight: y - 2022,
  });
  const { data, error } = await database()
    .from("evaluations")
    .insert({
      owner_id: owner.id,
      title: "Boulangerie-pâtisserie du Vieux-Terrebonne",
      years: [year(2023, 1_180_000), year(2024, 1_240_500), year(2025, 1_312_000)],
      methods: {
        managerSalary: 60_000,
        sdeMultiple: 2.2,
        ebitdaMultiple: 4,
        capRatePercent: 25,
        growthPercent: 2,
        inventory: 45_000,
        equipment: 180_000,
        realEstate: 0,
        realEstateIncluded: false,
        otherAssets: 0,
        liabilities: 0,
        weights: { sde: 2, ebitda: 1, capitalisation: 1, assets: 0 },
      },
      share_enabled: true,
    })
    .select("id, share_token")
    .single();
  expect(error).toBeNull();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/admin/evaluations/${data!.id}/show?t=${data!.share_token}`);
    await expect(page.getByTestId("report-conclusion")).toBeVisible();
    await reviewShot(page, `shared-report-${width}`, { fullPage: true });
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      tables: [...document.querySelectorAll("main table")].filter(
        (t) => t.getBoundingClientRect().right > document.documentElement.clientWidth,
      ).length,
    }));
    expect(overflow).toEqual({ page: 0, tables: 0 });
  }
  // On paper: the print stylesheet hides the buttons and keeps the figures.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Imprimer ou enregistrer en PDF" })).toBeHidden();
  await expect(page.getByTestId("report-conclusion")).toBeVisible();
});

test("in English, a bakery's estimate names food services' benchmark and its English source, low < probable < high", async ({
  page,
}) => {
  const query = new URLSearchParams({
    category: "boulangerie-patisserie",
    revenue: "1100000",
    sde: "190000",
    inventory: "20000",
    years: "25",
    trend: "growing",
    owner_dependence: "low",
    customer_concentration: "low",
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/en/services/evaluation?${query}`);
    await expect(page.getByTestId("estimate-probable")).toBeVisible();
    await reviewShot(page, `bakery-estimate-${width}`, { fullPage: true });
    await expect(page.getByText(/^Source: SDE: independent restaurant/)).toBeVisible();
  }
  const amount = async (k: string) => Number((await page.getByTestId(`estimate-${k}`).innerText()).replace(/\D/g, ""));
  const [low, probable, high] = [await amount("low"), await amount("probable"), await amount("high")];
  expect(low).toBeLessThan(probable);
  expect(probable).toBeLessThan(high);
});
