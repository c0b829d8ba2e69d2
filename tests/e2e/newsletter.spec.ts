import type { Page } from "@playwright/test";
import { database, expect, test, uniqueEmail } from "./support";

const DAY = 24 * 60 * 60 * 1000;

/** With a fake clock, lets the page hydrate (its timers only start then) without reaching 15 s. */
async function hydrated(page: Page) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(20);
        // The header's account skeleton gives way to the login link once the page is hydrated.
        return page.getByTestId("account-loading").count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
}

/**
 * A fake clock that only moves when the test moves it (an installed clock otherwise keeps
 * flowing with real time, and a slow machine would reach 15 s by itself).
 */
async function pausedClock(page: Page, start = new Date()) {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

test.describe("the newsletter popup", () => {
  test.use({ popupAllowed: true });

  test("opens after 15 s, not again for 30 days once closed, then again", async ({ page }) => {
    await pausedClock(page, new Date("2026-11-21T12:00:00-05:00"));
    await page.goto("/faq");
    await hydrated(page);
    const popup = page.getByRole("dialog", { name: "Ne manquez aucune entreprise à vendre" });
    await page.clock.runFor(14_000);
    await expect(popup).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Fermer" }).click();
    await expect(popup).toBeHidden();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("newsletterPopupEAV_v2"))) ?? "{}");
    expect(stored.reason).toBe("closed");

    await page.reload();
    await hydrated(page);
    await page.clock.runFor(20_000);
    await expect(popup).toBeHidden();

    await page.clock.setSystemTime(new Date(Date.parse("2026-11-21T12:00:00-05:00") + 29 * DAY));
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(16_000);
    await expect(popup).toBeHidden();

    await page.clock.setSystemTime(new Date(Date.parse("2026-11-21T12:00:00-05:00") + 31 * DAY));
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(16_000);
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
  });

  test("opens at 40 % of scroll, and on exit intent", async ({ page }) => {
    await pausedClock(page);
    await page.goto("/politique-confidentialite");
    await hydrated(page);
    const popup = page.getByTestId("newsletter-popup");
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.3));
    await page.clock.runFor(200);
    await expect(popup).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.45));
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    // Escape hides the native dialog at once; its close event, which writes the dismissal and removes
    // the box, comes a task later. Wait for the removal, or the dismissal could land after the clear.
    await expect(popup).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await page.goto("/a-propos");
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect(popup).toBeHidden();
    await page.mouse.move(400, 300);
    // The pointer leaves through the top edge, again if need be: hydrated() watches the header, not
    // the popup's own listeners.
    await expect(async () => {
      await page.evaluate(() =>
        document.dispatchEvent(
          new MouseEvent("mouseout", { clientX: 400, clientY: -5, relatedTarget: null, bubbles: true }),
        ),
      );
      await expect(popup).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  });

  test("never opens on pages whose main task is a form", async ({ page }) => {
    await page.clock.install();
    const listing = "/entreprises/depanneur-rentable-centre-ville-rimouski";
    for (const path of [
      "/login",
      "/signup",
      "/password-reset",
      "/update-password",
      "/en/login",
      "/contact",
      "/en/contact",
      listing,
      `/en${listing}`,
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      for (let i = 0; i < 10; i++) await page.clock.runFor(100);
      await page.clock.runFor(16_000);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByTestId("newsletter-popup")).toHaveCount(0);
    }
  });

  test("waits while a form field has the focus or holds unsent text", async ({ page }) => {
    await pausedClock(page);
    await page.goto("/faq");
    await hydrated(page);
    const popup = page.getByTestId("newsletter-popup");
    const email = page.getByTestId("newsletter-form-footer").getByLabel("Adresse courriel");
    // No space typed: an e-mail field's value drops leading and trailing spaces when it is read (HTML's
    // value sanitization), so one typed last when the form's code takes over or binds the field would
    // not be kept (an address has none).
    await email.pressSequentially("financiers-des");
    await page.clock.runFor(16_000);
    await expect(popup).toHaveCount(0);
    await expect(email).toBeFocused();
    await email.pressSequentially(".ca");
    await expect(email).toHaveValue("financiers-des.ca");

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(10_000);
    await expect(popup).toHaveCount(0);

    await email.fill("");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(2_500);
    await expect(popup).toBeVisible();
  });

  test("does not open right after a form was sent", async ({ page }) => {
    await pausedClock(page);
    await page.goto("/faq");
    await hydrated(page);
    const popup = page.getByTestId("newsletter-popup");
    const form = page.getByTestId("newsletter-form-footer");
    const email = form.getByLabel("Adresse courriel");
    await email.fill(uniqueEmail("sent"));
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "S'abonner" }).click();
    // Sent: the form empties itself (the clock is paused, so it is moved along while waiting).
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return email.inputValue();
      })
      .toBe("");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(30_000);
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(35_000);
    await expect(popup).toBeVisible();
  });

  test("subscribes: errors next to the fields, then stored with consent, and no popup for 30 days", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/en/faq");
    await hydrated(page);
    await page.clock.runFor(15_500);
    const popup = page.getByRole("dialog", { name: "Never miss a business for sale" });
    await expect(popup).toBeVisible();
    const email = popup.getByLabel("Email address");
    await email.fill("not-an-email");
    await popup.getByRole("button", { name: "Subscribe" }).click();
    await expect(popup.getByText("Enter a valid email address, such as name@example.com.")).toBeVisible();
    await expect(popup.getByText("Tick the box to confirm your consent.")).toBeVisible();
    await expect(email).toHaveValue("not-an-email");
    await expect(email).toHaveAttribute("aria-invalid", "true");

    const address = uniqueEmail("popup");
    await email.fill(address.toUpperCase());
    await popup.getByRole("checkbox").check();
    await popup.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you! Your newsletter subscription is confirmed.")).toBeVisible();
    await expect(popup).toBeHidden();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("newsletterPopupEAV_v2"))) ?? "{}");
    expect(stored.reason).toBe("subscribed");

    const { data } = await database()
      .from("newsletter_subscribers")
      .select("email, locale, source, consent_text")
      .eq("email", address)
      .single();
    expect(data).toMatchObject({ email: address, locale: "en", source: "popup" });
    expect(data?.consent_text).toMatch(/withdraw my consent/);
  });
});

test("the footer form: a duplicate address is told it is already subscribed, nothing is stored twice", async ({
  page,
}) => {
  const address = uniqueEmail("footer");
  await page.goto("/faq");
  const form = page.getByTestId("newsletter-form-footer");
  await form.getByLabel("Adresse courriel").fill(address);
  await form.getByRole("button", { name: "S'abonner" }).click();
  await expect(form.getByText("Cochez la case pour confirmer votre consentement.")).toBeVisible();
  await expect(form.getByLabel("Adresse courriel")).toHaveValue(address);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "S'abonner" }).click();
  await expect(page.getByText("Merci ! Votre inscription à l'infolettre est confirmée.")).toBeVisible();
  await expect(form.getByLabel("Adresse courriel")).toHaveValue("");

  await form.getByLabel("Adresse courriel").fill(address);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "S'abonner" }).click();
  await expect(
    page.getByText("Cette adresse est déjà inscrite à l'infolettre. Merci de votre fidélité !"),
  ).toBeVisible();
  const { count } = await database()
    .from("newsletter_subscribers")
    .select("id", { count: "exact", head: true })
    .eq("email", address);
  expect(count).toBe(1);
});

test("subscriptions are rate-limited per visitor", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  const form = page.getByTestId("newsletter-form-home");
  for (let i = 0; i < 10; i++) {
    await form.getByLabel("Adresse courriel").fill(uniqueEmail(`limit${i}`));
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "S'abonner" }).click();
    await expect(form.getByLabel("Adresse courriel")).toHaveValue("");
  }
  const last = uniqueEmail("limit-over");
  await form.getByLabel("Adresse courriel").fill(last);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "S'abonner" }).click();
  await expect(page.getByText("Trop de tentatives en peu de temps. Réessayez dans une heure.")).toBeVisible();
  await expect(form.getByLabel("Adresse courriel")).toHaveValue(last);
});

test("the footer form's code loads when the form is first used: the same markup, the text and the focus kept", async ({
  page,
}) => {
  await page.goto("/entreprises");
  const form = page.getByTestId("newsletter-form-footer");
  const server = await form.elementHandle();
  // The elements, their attributes (in any order) and texts.
  const shape = () =>
    form.evaluate((root) =>
      [root, ...root.querySelectorAll("*")].map((element) => {
        const attributes = [...element.attributes].map((a) => `${a.name}=${a.value}`).sort();
        return `${element.tagName} ${attributes.join(" ")} ${element.children.length ? "" : element.textContent}`;
      }),
    );
  // The server's submit button is inert until the page is hydrated; the loaded form's never is.
  await expect(form.getByRole("button", { name: "S'abonner" })).toBeEnabled();
  const markup = await shape();
  const email = form.getByLabel("Adresse courriel");
  await email.fill("lecteur@example.com");
  await expect.poll(() => server!.evaluate((element) => element.isConnected)).toBe(false);
  expect(await shape()).toEqual(markup);
  await expect(email).toHaveValue("lecteur@example.com");
  await expect(email).toBeFocused();
  await form.getByRole("button", { name: "S'abonner" }).click();
  await expect(form.getByText("Cochez la case pour confirmer votre consentement.")).toBeVisible();
});
