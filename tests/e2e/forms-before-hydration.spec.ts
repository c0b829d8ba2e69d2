/**
 * A form used before its page is hydrated (a slow phone; here, without JavaScript at all): its
 * submit is inert, so nothing is sent natively, nothing typed leaves in the URL, and what was typed
 * stays in the fields (eslint.config.mjs: every form names its method; SubmitButton).
 */
import { expect, test } from "./support";

test.describe("before hydration", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in form keeps the password out of the URL and in its field", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("form", { has: page.locator("#login-email") })).toHaveAttribute("method", "post");
    await page.locator("#login-email").fill("vendeur@demo.local");
    await page.locator("#login-password").fill("Demo-vendeur-2026!");
    const submit = page.getByRole("button", { name: "Se connecter", exact: true });
    await expect(submit).toBeDisabled();
    await page.locator("#login-password").press("Enter");
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe("");
    await expect(page.locator("#login-password")).toHaveValue("Demo-vendeur-2026!");
  });

  test("a public form rendered by the server (the footer's newsletter) does not send the address in the URL", async ({
    page,
  }) => {
    await page.goto("/en/contact");
    const form = page.getByTestId("newsletter-form-footer");
    await expect(form).toHaveAttribute("method", "post");
    await form.getByRole("textbox").fill("visiteur@exemple.ca");
    await expect(form.getByRole("button")).toBeDisabled();
    await form.getByRole("textbox").press("Enter");
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe("");
    await expect(form.getByRole("textbox")).toHaveValue("visiteur@exemple.ca");
  });
});
