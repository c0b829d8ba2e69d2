/**
 * Issue 21, one journey: a visitor chooses the Professionnel plan on /forfaits, signs up, opens the
 * confirmation e-mail, and finds in the workspace the plan in force (Découverte until the team
 * confirms and invoices), the plan asked for, and the truth about payment. axe on each page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { mailedLink, uniqueAddress } from "./auth-support";
import { database, expect, expectAccessible, reviewShots, test } from "./support";

const fr = JSON.parse(
  readFileSync(path.join(process.cwd(), "messages", "fr.json"), "utf8"),
) as typeof import("@/messages/fr.json");
const t = fr.plans;

test("the plan chosen on /forfaits goes through sign-up and its confirmation to the workspace (fr)", async ({
  page,
}) => {
  await page.goto("/forfaits");
  await expect(page.getByTestId("plans-payment")).toHaveText(t.payment);
  await page.getByRole("link", { name: t.cta.choose }).click();
  await expect(page).toHaveURL(/\/signup\?forfait=professionnel/);
  await expect(page.getByTestId("chosen-plan")).toContainText("Forfait choisi\u00a0: Professionnel");
  await expect(page.getByTestId("chosen-plan")).toContainText(t.signup.paid);
  await expectAccessible(page);
  await reviewShots(page, "signup-plan-fr");

  const email = uniqueAddress("forfait");
  await page.getByLabel(fr.auth.signup.firstName).fill("Julie");
  await page.getByLabel(fr.auth.signup.lastName, { exact: true }).fill("Forfait");
  await page.getByLabel(fr.auth.common.email).fill(email);
  await page.getByLabel(fr.auth.common.password, { exact: true }).fill("Une-phrase-de-passe-2026");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: fr.auth.signup.submit }).click();
  await expect(page.getByTestId("signup-sent")).toContainText(email);
  await page.goto(await mailedLink(email, "signup"));
  await expect(page).toHaveURL(/\/admin\/entreprises\/new/);

  await page.goto("/admin");
  const plan = page.getByTestId("workspace-plan");
  await expect(plan).toContainText("Forfait Découverte");
  await expect(plan).toContainText("Annonces actives\u00a0: 0 sur 1");
  await expect(page.getByTestId("plan-requested")).toContainText("Vous avez demandé le forfait Professionnel");
  await expect(plan).toContainText(t.account.payment);
  await expect(plan.getByRole("combobox", { name: t.account.requestLabel })).toHaveValue("professionnel");
  await expectAccessible(page);
  await reviewShots(page, "workspace-plan-fr");
  const { data } = await database().from("profiles").select("plan, plan_requested").eq("email", email).single();
  expect(data).toEqual({ plan: "decouverte", plan_requested: "professionnel" });

  // The request form's code (react-hook-form, zod) loads when it is used: a plan chosen and sent at once goes.
  await plan.getByRole("combobox", { name: t.account.requestLabel }).selectOption("premium");
  await plan.getByRole("button", { name: t.account.requestSubmit }).click();
  await expect(page.getByText(t.account.requestSent)).toBeVisible();
  await expect(page.getByTestId("plan-requested")).toContainText("Vous avez demandé le forfait Premium");
  const { data: asked } = await database().from("profiles").select("plan_requested").eq("email", email).single();
  expect(asked).toEqual({ plan_requested: "premium" });
});

test("a listing highlighted in results (Professionnel, Premium) is set apart, ranked as before (fr, en)", async ({
  page,
}) => {
  // As an administrator's row action leaves it (the server key: no plan check, no cache to clear).
  const db = database();
  const { data: business } = await db
    .from("entreprises")
    .select("id, title_fr")
    .in("status", ["published", "under_offer"])
    .is("stale_since", null)
    .not("asking_price", "is", null)
    .order("published_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(1)
    .single();
  const { data: property } = await db
    .from("immobilier")
    .select("id, title_fr")
    .in("status", ["published", "under_offer"])
    .is("stale_since", null)
    .order("published_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(1)
    .single();
  await db.from("entreprises").update({ highlighted: true }).eq("id", business!.id);
  await db.from("immobilier").update({ highlighted: true }).eq("id", property!.id);
  try {
    // A price range of its own: a search no other test caches.
    await page.goto("/entreprises?price_min=1&price_max=987654321");
    const card = page.getByTestId("listing-card").first();
    await expect(card).toContainText(business!.title_fr);
    await expect(card.locator(".badge-highlighted")).toHaveText(fr.highlight.badge);
    await expect(page.locator(".badge-highlighted")).toHaveCount(1);
    await expectAccessible(page);
    await reviewShots(page, "highlight-entreprises-fr");
    await page.goto("/en/entreprises?price_min=1&price_max=987654321");
    await expect(page.getByTestId("listing-card").first().locator(".badge-highlighted")).toHaveText("Highlighted");
    await reviewShots(page, "highlight-entreprises-en");

    await page.goto("/immobilier");
    const propertyCard = page.getByTestId("property-card").first();
    await expect(propertyCard).toContainText(property!.title_fr);
    await expect(propertyCard.locator(".badge-highlighted")).toHaveText(fr.highlight.badge);
  } finally {
    await db.from("entreprises").update({ highlighted: false }).eq("id", business!.id);
    await db.from("immobilier").update({ highlighted: false }).eq("id", property!.id);
  }
});
