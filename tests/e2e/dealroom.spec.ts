/**
 * The confidential deal room in the browser (issue 41), two journeys:
 * - in French on a phone: the seller uploads a document to their listing's file, a buyer asks for
 *   access (profile and click-wrap agreement), the seller finds the request in the inbox and approves
 *   it, the buyer opens the room from the e-mail and downloads the document (its bytes through the
 *   signed URL); one view is logged for the visit; the e-mails arrive in French with working links;
 * - in English on a desktop: a request declined with a message (the buyer reads it), another approved
 *   and then revoked (the page and a direct download refuse them); the e-mails arrive in English.
 * axe on every page visited. What the journeys do not need the UI for is made through the Data API.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createTestAccount, forgetSession, removeTestAccounts, signInBrowser, type TestAccount } from "./auth-support";
import { database, expect, expectAccessible, test, waitForMail, type CaughtMail } from "./support";

/** The smallest file a PDF reader opens (the server reads "%PDF" from its bytes). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

type Listing = { id: number; slug: string; title: string };

const listings: number[] = [];

/** A published confidential business of `seller`, as the team's tools write it. */
async function confidentialBusiness(seller: TestAccount, title: { fr: string; en: string }): Promise<Listing> {
  const db = database();
  const { data: category } = await db.from("entreprise_categories").select("id").order("id").limit(1).single();
  const { data, error } = await db
    .from("entreprises")
    .insert({
      owner_id: seller.id,
      slug: "",
      status: "published",
      confidential: true,
      title_fr: title.fr,
      title_en: title.en,
      description_fr: "Entreprise rentable, clientèle fidèle.",
      asking_price: 425000,
      category_id: category!.id,
      region_id: 1,
      province_id: 1,
      business_name: "Boulangerie du Phare inc.",
      street_address: "12, rue du Phare",
      city: "Rimouski",
      postal_code: "G5L 1A1",
    })
    .select("id, slug")
    .single();
  if (error) throw new Error(error.message);
  listings.push(data.id);
  return { id: data.id, slug: data.slug, title: title.fr };
}

/** A signed request of `buyer` for the room, as the server signs one (their profile saved first). */
async function signedRequest(buyer: TestAccount, roomId: number, name: string, locale: "fr" | "en") {
  const db = database();
  await db.from("dealroom_buyer_profiles").upsert({
    user_id: buyer.id,
    capital_available: 400000,
    experience: "Ten years running a bakery.",
    timeline: "within_6_months",
    financing: ["own_funds"],
  });
  const { data: agreement } = await db.rpc("dealroom_agreement", { p_dealroom_id: roomId, p_locale: locale });
  const { error } = await db.rpc("dealroom_sign_request", {
    p_buyer_id: buyer.id,
    p_dealroom_id: roomId,
    p_locale: locale,
    p_sha256: (agreement as { sha256: string }[])[0]!.sha256,
    p_signed_name: name,
    p_ip_hash: null,
  });
  if (error) throw new Error(error.message);
}

/** Signs the browser in as `account` (the previous session forgotten). */
async function as(page: Page, baseURL: string, account: TestAccount) {
  await forgetSession(page);
  await signInBrowser(page, baseURL, account);
}

/** The link of a caught e-mail, as a path on this site, and its PDF attachments. */
function linkOf(mail: CaughtMail): string {
  const url = new URL(/https?:\/\/\S+/.exec(mail.text ?? "")![0]);
  return url.pathname + url.search;
}
const pdfAttachments = (mail: CaughtMail) =>
  ((mail as CaughtMail & { attachments?: Array<{ contentType: string }> }).attachments ?? []).filter(
    (a) => a.contentType === "application/pdf",
  );

/** What a direct request for a document gives the page's session: the signed URL's bytes, or the refusal's status. */
async function download(page: Page, documentId: number): Promise<Buffer | number> {
  const response = await page.request.get(`/api/dealroom/documents/${documentId}/open?action=download`, {
    maxRedirects: 0,
  });
  if (response.status() !== 303) return response.status();
  const signed = await page.request.get(response.headers()["location"]!);
  expect(signed.status()).toBe(200);
  return Buffer.from(await signed.body());
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.afterAll(async () => {
  if (listings.length) await database().from("entreprises").delete().in("id", listings);
  await removeTestAccounts();
});

test.describe("in French on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the seller uploads, a buyer signs, the seller approves, the buyer downloads", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const seller = await createTestAccount({ firstName: "Sophie", lastName: "Vendeuse", locale: "fr" });
    const buyer = await createTestAccount({ firstName: "Alex", lastName: "Acheteur", locale: "fr" });
    const listing = await confidentialBusiness(seller, {
      fr: `Boulangerie ${randomUUID().slice(0, 6)} à vendre`,
      en: "Bakery for sale",
    });

    // The seller adds the financial statements to the listing's file.
    await signInBrowser(page, baseURL!, seller);
    await page.goto(`/admin/entreprises/${listing.id}/dossier`);
    await expect(page.getByRole("heading", { level: 1, name: /Dossier confidentiel/ })).toBeVisible();
    await page
      .getByLabel("Fichier")
      .setInputFiles({ name: "etats-2025.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByLabel("Titre").fill("États financiers 2025");
    await page.getByRole("button", { name: "Ajouter au dossier" }).click();
    await expect(page.getByText("Document ajouté.")).toBeVisible();
    await expect(page.getByText("États financiers 2025").first()).toBeVisible();
    await noHorizontalScroll(page);
    await expectAccessible(page);

    // A buyer fills their profile and signs the agreement.
    await as(page, baseURL!, buyer);
    await page.goto(`/entreprises/${listing.slug}/dossier`);
    await page.getByLabel(/Capital disponible pour l.achat/).fill("300000");
    await page.getByLabel(/Quand prévoyez-vous acheter/).selectOption("within_6_months");
    await page.getByLabel("Votre expérience").fill("Quinze ans en boulangerie.");
    await page.getByRole("checkbox", { name: "Fonds propres" }).check();
    await page.getByLabel("Votre nom complet").fill("Alex Acheteur");
    await page.getByRole("checkbox", { name: /ai lu l.entente de confidentialit/ }).check();
    await noHorizontalScroll(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: /Signer et demander l.accès/ }).click();
    await expect(page.getByTestId("dealroom-request-state")).toHaveAttribute("data-state", "pending");

    // Both get the signed agreement as a PDF, in French, with a link that works.
    const received = await waitForMail(seller.email, "Approuvez ou refusez la demande");
    expect(received.subject).toMatch(/^Nouvelle demande d.accès à votre dossier/);
    expect(pdfAttachments(received)).toHaveLength(1);
    expect(linkOf(received)).toBe(`/admin/entreprises/${listing.id}/dossier`);
    const sent = await waitForMail(buyer.email, "Suivre votre demande");
    expect(sent.subject).toMatch(/^Votre demande d.accès/);
    expect(`${sent.subject}\n${sent.text}`).not.toContain("Boulangerie du Phare");
    expect(pdfAttachments(sent)).toHaveLength(1);
    expect(linkOf(sent)).toBe(`/entreprises/${listing.slug}/dossier`);

    // The seller finds it in the inbox, whose texts keep the contact inquiries apart, and approves it.
    await as(page, baseURL!, seller);
    await page.goto("/admin/demandes");
    const inbox = page.getByTestId("dealroom-inbox");
    await expect(inbox.getByTestId("dealroom-inbox-request")).toContainText("Alex Acheteur");
    await expect(page.getByRole("heading", { level: 2, name: "Demandes de renseignements" })).toBeVisible();
    await expect(page.getByTestId("inbox-empty")).toHaveText(/^Aucune demande de renseignements pour le moment/);
    await noHorizontalScroll(page);
    await expectAccessible(page);
    await inbox.getByRole("link", { name: "Décider" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/entreprises/${listing.id}/dossier`));
    const row = page.getByTestId("dealroom-request").filter({ hasText: "Alex Acheteur" });
    await row.getByRole("button", { name: "Approuver" }).click();
    await expect(page.getByText("Accès accordé pour 90 jours.")).toBeVisible();
    await expect(row).toHaveAttribute("data-state", "active");

    // The buyer opens the room from the e-mail and downloads the document.
    const approved = await waitForMail(buyer.email, "Ouvrir le dossier");
    expect(approved.subject).toMatch(/^Accès accordé/);
    await as(page, baseURL!, buyer);
    await page.goto(linkOf(approved));
    const room = page.getByTestId("dealroom-room");
    await expect(room).toContainText("Boulangerie du Phare inc.");
    await expect(room.getByRole("link", { name: /^Télécharger .*États financiers 2025/ })).toBeVisible();
    await noHorizontalScroll(page);
    await expectAccessible(page);
    const { data: file } = await database().from("dealrooms").select("id").eq("entreprise_id", listing.id).single();
    const { data: document } = await database()
      .from("dealroom_documents")
      .select("id")
      .eq("dealroom_id", file!.id)
      .single();
    expect(await download(page, document!.id)).toEqual(PDF);

    // One visit, one view: a reload within the visit adds none; the download is logged.
    const events = async () =>
      (await database().from("dealroom_access_events").select("action, document_id").eq("user_id", buyer.id)).data ??
      [];
    await expect.poll(async () => (await events()).filter((e) => e.action === "view").length).toBe(1);
    await page.reload();
    await expect(room).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect((await events()).map((e) => e.action).sort()).toEqual(["download", "view"]);
  });
});

test.describe("in English on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, locale: "en-CA" });

  test("a request declined with a message, another approved then revoked", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const db = database();
    const seller = await createTestAccount({ firstName: "Sam", lastName: "Seller", locale: "en" });
    const declined = await createTestAccount({ firstName: "Dana", lastName: "Declined", locale: "en" });
    const revoked = await createTestAccount({ firstName: "Riley", lastName: "Revoked", locale: "en" });
    const listing = await confidentialBusiness(seller, {
      fr: "Boulangerie à vendre",
      en: `Bakery ${randomUUID().slice(0, 6)} for sale`,
    });
    const { data: roomId } = await db.rpc("ensure_dealroom", { p_entreprise_id: listing.id, p_immobilier_id: null });
    const path = `${roomId}/${randomUUID()}.pdf`;
    await db.storage.from("dealroom-documents").upload(path, PDF, { contentType: "application/pdf" });
    const { data: document } = await db
      .from("dealroom_documents")
      .insert({
        dealroom_id: roomId,
        category: "lease",
        title: "Commercial lease",
        file_name: "lease.pdf",
        storage_path: path,
        content_type: "application/pdf",
        size_bytes: PDF.length,
      })
      .select("id")
      .single();
    await signedRequest(declined, Number(roomId), "Dana Declined", "en");
    await signedRequest(revoked, Number(roomId), "Riley Revoked", "en");

    // The seller declines one request with a message and approves the other.
    await signInBrowser(page, baseURL!, seller);
    await page.goto(`/en/admin/entreprises/${listing.id}/dossier`);
    const requestOf = (name: string) => page.getByTestId("dealroom-request").filter({ hasText: name });
    await expectAccessible(page);
    // The open <dialog> (each request's form has its own, closed ones are not shown); the button opens it
    // once the page has hydrated, so it is pressed again until it does.
    const dialog = page.locator("dialog[open]");
    const openDialog = (name: string, button: string) =>
      expect(async () => {
        await requestOf(name).getByRole("button", { name: button }).click();
        await expect(dialog).toBeVisible({ timeout: 1_000 });
      }).toPass();
    await openDialog("Dana Declined", "Decline");
    await dialog.getByLabel("Message to the buyer").fill("Your financing does not cover the price.");
    await dialog.getByRole("button", { name: "Decline" }).click();
    await expect(page.getByText("Request declined.", { exact: false })).toBeVisible();
    await expect(requestOf("Dana Declined")).toHaveAttribute("data-state", "declined");
    await requestOf("Riley Revoked").getByRole("button", { name: "Approve" }).click();
    await expect(requestOf("Riley Revoked")).toHaveAttribute("data-state", "active");

    // The declined buyer reads the decision and the message, from the e-mail's link.
    const declinedMail = await waitForMail(declined.email, "declined your request");
    expect(declinedMail.subject).toMatch(/^Request declined: Bakery/);
    expect(declinedMail.text).toContain("Your financing does not cover the price.");
    await as(page, baseURL!, declined);
    await page.goto(linkOf(declinedMail));
    await expect(page.getByTestId("dealroom-request-state")).toHaveAttribute("data-state", "declined");
    await expect(page.getByText("Their message: Your financing does not cover the price.")).toBeVisible();
    await expect(page.getByTestId("dealroom-room")).toHaveCount(0);
    await expectAccessible(page);

    // The approved buyer opens the room; then the seller withdraws the access.
    const approvedMail = await waitForMail(revoked.email, "Open the file");
    expect(approvedMail.subject).toMatch(/^Access granted: Bakery/);
    await as(page, baseURL!, revoked);
    await page.goto(linkOf(approvedMail));
    await expect(page.getByTestId("dealroom-room")).toContainText("Commercial lease");
    await expectAccessible(page);
    expect(await download(page, document!.id)).toEqual(PDF);

    await as(page, baseURL!, seller);
    await page.goto(`/en/admin/entreprises/${listing.id}/dossier`);
    await openDialog("Riley Revoked", "Withdraw access");
    await dialog.getByRole("button", { name: "Withdraw access" }).click();
    await expect(requestOf("Riley Revoked")).toHaveAttribute("data-state", "revoked");

    // The room is closed to them: the page and a direct download refuse.
    const revokedMail = await waitForMail(revoked.email, "withdrawn your access");
    expect(revokedMail.subject).toMatch(/^Access withdrawn: Bakery/);
    await as(page, baseURL!, revoked);
    await page.goto(linkOf(revokedMail));
    await expect(page.getByTestId("dealroom-request-state")).toHaveAttribute("data-state", "revoked");
    await expect(page.getByTestId("dealroom-room")).toHaveCount(0);
    expect(await download(page, document!.id)).toBe(404);
    await expectAccessible(page);
  });
});
