/**
 * A lender's pre-qualification (issue 42) in the browser, in French on a phone: the demo buyer asks
 * the directory's lender from their list of files, the team records "pre-qualified up to 400 000 $"
 * in the back office, and the seller of the file the buyer asked to see finds the mark beside the
 * request. axe clean on each page.
 */
import postgres from "postgres";
import { DEMO, forgetSession, signInBrowser } from "./auth-support";
import { expect, expectAccessible, test } from "./support";

let db: postgres.Sql;

/** The demo buyer's pre-qualification requests go (their lenders and marks with them): the demo data as seeded. */
async function forgetPrequalifications() {
  await db`delete from public.financing_requests
           where purpose = 'prequalification' and user_id = (select id from public.profiles where email = ${DEMO.buyer.email})`;
}

test.beforeAll(async () => {
  db = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  await forgetPrequalifications();
});

test.afterAll(async () => {
  await forgetPrequalifications();
  await db.end();
});

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("le prêteur préqualifie l'acheteur et le vendeur le voit à côté de sa demande", async ({ page, baseURL }) => {
  // Three people, four pages checked by axe in both colour schemes.
  test.setTimeout(90_000);
  const [file] = await db<{ id: number }[]>`
    select id from public.entreprises where slug = 'entretien-menager-commercial-quebec'`;

  await signInBrowser(page, baseURL!, DEMO.buyer);
  await page.goto("/profil/dossiers");
  const form = page.getByTestId("prequalification-form");
  await form.getByLabel("Financement Relève — Sarah Nguyen").check();
  await form.getByLabel("Nom complet").fill("Alexandre Bergeron");
  await form.getByLabel("Courriel").fill(DEMO.buyer.email);
  await form.getByLabel("Ce que vous cherchez à acheter").fill("Une entreprise de services aux immeubles à Québec.");
  await form.getByLabel("Prix visé").fill("1 200 000");
  await form.getByLabel("Type d'achat").selectOption("share");
  await form.getByLabel("Source de la mise de fonds").fill("Épargne et REER");
  await form.getByLabel("Financement recherché").fill("850 000");
  await form.getByLabel(/J'accepte que ma demande soit transmise aux prêteurs choisis/).check();
  await expectAccessible(page);
  await form.getByRole("button", { name: "Demander ma préqualification" }).click();
  await expect(page.getByTestId("prequalification-asked")).toContainText("Financement Relève — Sarah Nguyen");

  await forgetSession(page);
  await signInBrowser(page, baseURL!, DEMO.admin);
  await page.goto(`/admin/gestion/prequalifications?q=${encodeURIComponent(DEMO.buyer.email)}`);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Inscrire une préqualification" }).first().click();
  await expect(page.getByLabel("Prêteur", { exact: true })).toHaveValue(/\d+/);
  await expectAccessible(page);
  await page.getByLabel("Préqualification jusqu'à").fill("400 000");
  await page.getByRole("button", { name: "Inscrire", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/gestion\/prequalifications$/);
  await expect(page.getByTestId("prequalification-mark").first()).toContainText(/jusqu'à 400\s000\s\$/);

  await forgetSession(page);
  await signInBrowser(page, baseURL!, DEMO.seller);
  await page.goto(`/admin/entreprises/${file!.id}/dossier`);
  const request = page.getByTestId("dealroom-request").filter({ hasText: "Alexandre Bergeron" });
  await expect(request.getByTestId("prequalification-mark")).toContainText(/jusqu'à 400\s000\s\$.*Sarah Nguyen/);
  await expectAccessible(page);
});
