/**
 * The seller's decision (issue 41, step 3) through the app's action: the owner (or an admin) approves,
 * declines with a message, revokes, extends; the buyer is e-mailed at each step in the language they
 * signed in, never with the business's identity. The buyer, another seller and a decline without a
 * message are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideRequestAction } from "@/lib/dealroom/actions/decide-request.core";
import { cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";
import {
  addDealroomListing,
  addDocument,
  openRoom,
  removeListings,
  requestAccess,
  requestRow,
  type Listing,
} from "@/tests/support/dealroom";

let seller: TestUser;
let admin: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let declined: TestUser;
let listing: Listing;
let room: number;
let requestId: number;
let declinedId: number;

async function mailKinds(id: number) {
  const rows = await sql()<{ kind: string; locale: string; body_text: string }[]>`
    select kind, locale, body_text from public.outbound_emails where subject_ref = ${`dealroom_request:${id}`} order by id`;
  return rows;
}

beforeAll(async () => {
  seller = await createTestUser();
  admin = await createTestUser({ admin: true });
  otherSeller = await createTestUser();
  buyer = await createTestUser({ firstName: "Alex" });
  declined = await createTestUser();
  listing = await addDealroomListing(seller);
  room = await openRoom(seller, listing);
  await addDocument(seller, room);
  requestId = await requestAccess(buyer, room, "en");
  declinedId = await requestAccess(declined, room);
});

afterAll(async () => {
  await removeListings({ entreprises: [listing.id] });
  await cleanup();
});

describe("the seller's decision", () => {
  it("is never the buyer's, nor another seller's", async () => {
    for (const who of [buyer, otherSeller]) {
      const result = await decideRequestAction.execute({ requestId, decision: "approve", message: "" }, who.client);
      expect(result).toMatchObject({ ok: false, message: "dealroom.decision.errors.notAllowed" });
    }
    expect((await requestRow(requestId))!.status).toBe("pending");
  });

  it("approves for 90 days and tells the buyer in their language, without the business's name", async () => {
    const result = await decideRequestAction.execute({ requestId, decision: "approve", message: "" }, seller.client);
    expect(result.ok).toBe(true);
    const row = (await requestRow(requestId))!;
    expect(row.status).toBe("approved");
    expect(row.expires_at!.getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000);
    const mails = await mailKinds(requestId);
    const approved = mails.find((m) => m.kind === "dealroom.approved")!;
    expect(approved.locale).toBe("en");
    expect(approved.body_text).not.toMatch(/Boulangerie Secrète|rue Cachée/);
  });

  it("a decline needs a message, at its field; with one, the buyer reads it", async () => {
    const empty = await decideRequestAction.execute(
      { requestId: declinedId, decision: "decline", message: " " },
      seller.client,
    );
    expect(empty).toMatchObject({ ok: false, fieldErrors: { message: "dealroom.decision.errors.messageRequired" } });
    const result = await decideRequestAction.execute(
      { requestId: declinedId, decision: "decline", message: "Votre financement ne suffit pas." },
      seller.client,
    );
    expect(result.ok).toBe(true);
    const mail = (await mailKinds(declinedId)).find((m) => m.kind === "dealroom.declined")!;
    expect(mail.body_text).toContain("Votre financement ne suffit pas.");
  });

  it("an admin extends and then revokes; each step is e-mailed", async () => {
    const before = (await requestRow(requestId))!.expires_at!.getTime();
    expect((await decideRequestAction.execute({ requestId, decision: "extend" }, admin.client)).ok).toBe(true);
    expect((await requestRow(requestId))!.expires_at!.getTime()).toBeGreaterThan(before);
    const revoked = await decideRequestAction.execute(
      { requestId, decision: "revoke", message: "Offre acceptée d'un autre acheteur." },
      seller.client,
    );
    expect(revoked.ok).toBe(true);
    expect((await requestRow(requestId))!.status).toBe("revoked");
    expect((await mailKinds(requestId)).map((m) => m.kind)).toEqual(
      expect.arrayContaining(["dealroom.approved", "dealroom.extended", "dealroom.revoked"]),
    );
    const again = await decideRequestAction.execute({ requestId, decision: "approve", message: "" }, seller.client);
    expect(again.ok).toBe(false);
  });
});
