/**
 * The offer through the app's actions (issue 42): a buyer sends an offer, the seller counters, the
 * buyer accepts; each step is e-mailed to the other party in their language with a link to their own
 * page, "non-binding" said plainly; bad input comes back at its field; the lapse job tells both; each
 * version's PDF says "non-binding" and marks what a counter changed.
 */
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, montrealDay } from "@/lib/i18n/format";
import { answerOfferAction } from "@/lib/offers/actions/answer-offer.core";
import { sendOfferAction } from "@/lib/offers/actions/send-offer.core";
import { statedCashFlow } from "@/lib/offers/describe";
import { lapseOffers } from "@/lib/offers/lapse-job";
import { offerPdf } from "@/lib/offers/pdf";
import { getOffer } from "@/lib/offers/queries";
import { createAdminClient } from "@/lib/supabase/admin";
import type { Client } from "@/lib/supabase/types";
import { cleanup, createTestUser, type TestUser } from "@/tests/support/db";
import { removeListings, type Listing } from "@/tests/support/dealroom";
import { offerTermsInput } from "@/tests/support/offer-terms";
import { approvedBuyer, lapseDateInPast, offerListing, offerMails, offerRow, setLocale } from "@/tests/support/offers";

let seller: TestUser;
let buyer: TestUser;
let listing: Listing;
let room: number;

const today = montrealDay();
const terms = offerTermsInput({ message: "Nous aimerions conclure avant l'été." });

beforeAll(async () => {
  seller = await createTestUser({ firstName: "Sophie" });
  buyer = await createTestUser({ firstName: "Alex" });
  await setLocale(buyer, "en");
  ({ listing, room } = await offerListing(seller));
  await approvedBuyer(buyer, seller, room);
});

afterAll(async () => {
  await removeListings({ entreprises: [listing.id] });
  await cleanup();
});

describe("an offer through the actions", () => {
  let offerId: number;

  it("refuses bad input at its field: shares not adding to 100 %, a lapse date in the past", async () => {
    const result = await sendOfferAction.execute(
      {
        dealroomId: room,
        offerId: null,
        terms: { ...terms, vendorLoan: 80_000, lapseDate: addDays(today, -1) },
      },
      buyer.client as Client,
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { "terms.downPayment": "offers.errors.sharesSum", "terms.lapseDate": "offers.errors.lapseDatePast" },
    });
  });

  it("refuses the listing's owner and a buyer without access", async () => {
    const stranger = await createTestUser();
    for (const who of [seller, stranger]) {
      const result = await sendOfferAction.execute({ dealroomId: room, offerId: null, terms }, who.client as Client);
      expect(result).toMatchObject({ ok: false, message: "offers.errors.noAccess" });
    }
  });

  it("sends the buyer's offer and tells the seller in French, with the link to their offers", async () => {
    const result = await sendOfferAction.execute({ dealroomId: room, offerId: null, terms }, buyer.client as Client);
    expect(result.ok).toBe(true);
    offerId = (result as { data: { offerId: number } }).data.offerId;
    const [mail] = await offerMails(offerId);
    expect(mail).toMatchObject({ kind: "offers.received", locale: "fr", to_email: seller.email });
    expect(mail!.subject).toBe("Nouvelle offre : Boulangerie artisanale à vendre".replace(" :", "\u00a0:"));
    expect(mail!.body_text).toContain(`/admin/entreprises/${listing.id}/offres`);
    expect(mail!.body_text).toContain("non engageante");
    expect(mail!.body_text).toContain("450\u00a0000\u00a0$");
    expect(mail!.body_text).not.toMatch(/Boulangerie Secrète/);
  });

  it("the seller counters from the last version; the buyer hears of it in English", async () => {
    const result = await sendOfferAction.execute(
      { dealroomId: room, offerId, terms: { ...terms, price: 480_000, downPayment: 120_000, message: "" } },
      seller.client as Client,
    );
    expect(result).toMatchObject({ ok: true, data: { offerId, version: 2 } });
    const mail = (await offerMails(offerId)).find((m) => m.kind === "offers.countered")!;
    expect(mail).toMatchObject({ locale: "en", to_email: buyer.email });
    expect(mail.body_text).toContain(`/en/entreprises/${listing.slug}/dossier/offre`);
    expect(mail.body_text).toContain("$480,000");
  });

  it("the seller cannot answer their own counter; the buyer accepts it in principle and the seller is told", async () => {
    const own = await answerOfferAction.execute({ offerId, answer: "accept", message: "" }, seller.client as Client);
    expect(own).toMatchObject({ ok: false, message: "offers.errors.notAllowed" });
    const result = await answerOfferAction.execute({ offerId, answer: "accept", message: "" }, buyer.client as Client);
    expect(result).toMatchObject({ ok: true, data: { status: "accepted" } });
    const mail = (await offerMails(offerId)).find((m) => m.kind === "offers.accepted")!;
    expect(mail).toMatchObject({ locale: "fr", to_email: seller.email });
    const again = await answerOfferAction.execute(
      { offerId, answer: "decline", message: "Trop tard" },
      seller.client as Client,
    );
    expect(again).toMatchObject({ ok: false, message: "offers.errors.notOpen" });
  });

  it("draws each version as a PDF that says non-binding and marks what the counter changed", async () => {
    const offer = (await getOffer(buyer.client as Client, offerId))!;
    const bytes = await offerPdf({
      offerId,
      version: offer.versions[1]!,
      previous: offer.versions[0],
      listingTitle: "Artisan bakery for sale",
      cashFlow: statedCashFlow({ cash_flow: 180_000, ebitda: null }),
      locale: "en",
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getSubject()).toBe("Non-binding offer");
    expect(pdf.getTitle()).toContain("v2");
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("declines and the lapse job", () => {
  it("a decline needs a message at its field; the author is told with it", async () => {
    const other = await createTestUser();
    await approvedBuyer(other, seller, room);
    const sent = await sendOfferAction.execute({ dealroomId: room, offerId: null, terms }, other.client as Client);
    const offerId = (sent as { data: { offerId: number } }).data.offerId;
    const bare = await answerOfferAction.execute({ offerId, answer: "decline", message: " " }, seller.client as Client);
    expect(bare).toMatchObject({ ok: false, fieldErrors: { message: "offers.errors.declineMessageRequired" } });
    const declined = await answerOfferAction.execute(
      { offerId, answer: "decline", message: "Le prix est trop bas." },
      seller.client as Client,
    );
    expect(declined.ok).toBe(true);
    const mail = (await offerMails(offerId)).find((m) => m.kind === "offers.declined")!;
    expect(mail.to_email).toBe(other.email);
    expect(mail.body_text).toContain("Le prix est trop bas.");
  });

  it("lapses an offer past its date and tells both parties, each in their language, once", async () => {
    const late = await createTestUser();
    await approvedBuyer(late, seller, room);
    await setLocale(late, "en");
    const sent = await sendOfferAction.execute({ dealroomId: room, offerId: null, terms }, late.client as Client);
    const offerId = (sent as { data: { offerId: number } }).data.offerId;
    await lapseDateInPast(offerId);
    const service = createAdminClient() as Client;
    const first = await lapseOffers(service);
    expect(first.lapsed).toBeGreaterThanOrEqual(1);
    expect((await offerRow(offerId))!.status).toBe("lapsed");
    const lapsed = (await offerMails(offerId)).filter((m) => m.kind === "offers.lapsed");
    expect(lapsed.map((m) => [m.to_email, m.locale]).sort()).toEqual(
      [
        [late.email, "en"],
        [seller.email, "fr"],
      ].sort(),
    );
    await lapseOffers(service);
    expect((await offerMails(offerId)).filter((m) => m.kind === "offers.lapsed")).toHaveLength(2);
  });
});
