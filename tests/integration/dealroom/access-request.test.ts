/**
 * The buyer's request (issue 41, step 2) through the app's action: the profile kept on the account
 * and reused, the agreement signed by click-wrap and kept word for word with its hash, language and
 * a keyed hash of the address; both parties e-mailed the signed agreement as a PDF, each in their
 * language, and the buyer's e-mail never names the confidential business. Refused with a message:
 * one's own listing, a second request, a sold listing, a text changed while read, no consent.
 */
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestAccessAction } from "@/lib/dealroom/actions/request-access.core";
import { signedAgreementOf, signedAgreementPdf } from "@/lib/dealroom/signed-agreement";
import { getRequest } from "@/lib/dealroom/queries/requests";
import { cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";
import {
  addDealroomListing,
  addDocument,
  agreementFor,
  openRoom,
  removeListings,
  setListingStatus,
  type Listing,
} from "@/tests/support/dealroom";

let seller: TestUser;
let buyer: TestUser;
let other: TestUser;
let listing: Listing;
let sold: Listing;
let room: number;
let soldRoom: number;
const IP_HASH = "b".repeat(64);

const profile = {
  capitalAvailable: 300000,
  experience: "Vingt ans en boulangerie.",
  timeline: "within_6_months" as const,
  financing: ["own_funds" as const, "bank_loan" as const],
  financingDetails: "",
};

async function ask(who: TestUser, listingId: number, roomId: number, extra: Record<string, unknown> = {}) {
  const agreement = await agreementFor(who.client, roomId, "en");
  return requestAccessAction.execute(
    {
      ...profile,
      kind: "entreprise",
      listingId,
      locale: "en",
      sha256: agreement.sha256,
      signedName: "Alex Buyer",
      consent: true,
      ipHash: IP_HASH,
      ...extra,
    } as never,
    who.client,
  );
}

async function mailsAbout(requestId: number) {
  return sql()<
    {
      to_email: string;
      locale: string;
      subject: string;
      body_text: string;
      attachments: { filename: string; content: string }[];
    }[]
  >`
    select to_email, locale, subject, body_text, attachments from public.outbound_emails
    where subject_ref = ${`dealroom_request:${requestId}`} order by id`;
}

beforeAll(async () => {
  seller = await createTestUser({ firstName: "Sophie" });
  buyer = await createTestUser({ firstName: "Alex" });
  other = await createTestUser();
  listing = await addDealroomListing(seller);
  sold = await addDealroomListing(seller, { confidential: false });
  room = await openRoom(seller, listing);
  soldRoom = await openRoom(seller, sold);
  await addDocument(seller, room);
  await addDocument(seller, soldRoom);
  await setListingStatus(sold, "sold");
});

afterAll(async () => {
  await removeListings({ entreprises: [listing.id, sold.id] });
  await cleanup();
});

describe("a buyer's request", () => {
  it("needs the consent box and a typed name, at their fields", async () => {
    const result = await ask(buyer, listing.id, room, { consent: false, signedName: "A" });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { consent: "dealroom.request.errors.consent", signedName: "dealroom.request.errors.signedName" },
    });
  });

  it("is refused when the text changed while the buyer read it", async () => {
    const result = await ask(buyer, listing.id, room, { sha256: "c".repeat(64) });
    expect(result).toMatchObject({ ok: false, message: "dealroom.request.errors.changed" });
  });

  it("keeps the profile and the agreement as signed, and e-mails both parties the PDF without the business's name", async () => {
    const result = await ask(buyer, listing.id, room);
    expect(result.ok).toBe(true);
    const requestId = (result as { data: { requestId: number } }).data.requestId;
    const kept = await getRequest(buyer.client, requestId);
    const agreement = await agreementFor(buyer.client, room, "en");
    expect(kept).toMatchObject({
      status: "pending",
      agreement_locale: "en",
      agreement_text: agreement.body,
      agreement_sha256: agreement.sha256,
      signed_name: "Alex Buyer",
      signer_ip_hash: IP_HASH,
      experience: profile.experience,
    });
    const [saved] = await sql()<{ experience: string }[]>`
      select experience from public.dealroom_buyer_profiles where user_id = ${buyer.id}`;
    expect(saved!.experience).toBe(profile.experience);

    const mails = await mailsAbout(requestId);
    expect(mails.map((m) => m.to_email).sort()).toEqual([buyer.email, seller.email].sort());
    for (const mail of mails) {
      expect(mail.attachments).toHaveLength(1);
      expect(Buffer.from(mail.attachments[0]!.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    }
    const toBuyer = mails.find((m) => m.to_email === buyer.email)!;
    expect(toBuyer.locale).toBe("en");
    expect(`${toBuyer.subject}\n${toBuyer.body_text}`).not.toMatch(/Boulangerie Secrète|rue Cachée/);
    const toSeller = mails.find((m) => m.to_email === seller.email)!;
    expect(toSeller.body_text).toContain("Alex Buyer");
    expect(toSeller.body_text).toContain(profile.experience);
  });

  it("the PDF carries the exact text's hash", async () => {
    const [row] = await sql()<{ id: number }[]>`
      select id from public.dealroom_requests where dealroom_id = ${room} and buyer_id = ${buyer.id}`;
    const kept = (await getRequest(buyer.client, row!.id))!;
    const pdf = await PDFDocument.load(await signedAgreementPdf(signedAgreementOf(kept, "Listing"), "fr"));
    expect(pdf.getSubject()).toBe(`SHA-256 ${kept.agreement_sha256}`);
  });

  it("refuses a second request, one's own listing and a sold listing, with a message", async () => {
    expect(await ask(buyer, listing.id, room)).toMatchObject({
      ok: false,
      message: "dealroom.request.errors.already",
    });
    expect(await ask(seller, listing.id, room)).toMatchObject({
      ok: false,
      message: "dealroom.request.errors.ownListing",
    });
    const onSold = await requestAccessAction.execute(
      {
        ...profile,
        kind: "entreprise",
        listingId: sold.id,
        locale: "fr",
        sha256: "d".repeat(64),
        signedName: "Autre Acheteur",
        consent: true,
        ipHash: IP_HASH,
      },
      other.client,
    );
    expect(onSold).toMatchObject({ ok: false, message: "dealroom.request.errors.sold" });
  });
});
