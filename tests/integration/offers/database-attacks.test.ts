/**
 * The offers in Postgres (issue 42), written as the attacks: another buyer reading or moving an offer,
 * buyers without an approved and open access making one, a buyer accepting their own offer, a seller
 * rewriting a version that was sent, a forged author or state. Each goes straight at the Data API with
 * the attacker's own session, as a script would; the app's checks are not in the way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, montrealDay } from "@/lib/i18n/format";
import { anonClient, cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";
import { removeListings, requestAccess, setListingStatus, type Listing } from "@/tests/support/dealroom";
import { approvedBuyer, lapseDateInPast, makeOffer, offerListing, offerRow, offerTerms } from "@/tests/support/offers";

let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let buyer: TestUser;
let rival: TestUser;
let pending: TestUser;
let declined: TestUser;
let revoked: TestUser;
let stranger: TestUser;
let listing: Listing;
let room: number;
let offerId: number;

beforeAll(async () => {
  seller = await createTestUser({ firstName: "Sophie" });
  otherSeller = await createTestUser();
  admin = await createTestUser({ admin: true });
  buyer = await createTestUser({ firstName: "Alex" });
  rival = await createTestUser({ firstName: "Rita" });
  pending = await createTestUser();
  declined = await createTestUser();
  revoked = await createTestUser();
  stranger = await createTestUser();
  ({ listing, room } = await offerListing(seller));
  await approvedBuyer(buyer, seller, room);
  await approvedBuyer(rival, seller, room);
  await requestAccess(pending, room);
  const declinedId = await requestAccess(declined, room);
  await seller.client
    .from("dealroom_requests")
    .update({ status: "declined", decision_message: "Non." })
    .eq("id", declinedId);
  const revokedId = await approvedBuyer(revoked, seller, room);
  await seller.client.from("dealroom_requests").update({ status: "revoked" }).eq("id", revokedId);
  const { data, error } = await makeOffer(buyer.client, room);
  if (error) throw new Error(`offer: ${error.message}`);
  offerId = Number(data);
});

afterAll(async () => {
  await removeListings({ entreprises: [listing.id] });
  await cleanup();
});

describe("who makes an offer", () => {
  it("an approved buyer: the offer is sent, awaiting the seller", async () => {
    expect(await offerRow(offerId)).toMatchObject({ status: "sent", awaiting: "seller", current_version: 1 });
  });

  it("never a buyer whose request is pending, declined or revoked, nor one who never asked", async () => {
    for (const who of [pending, declined, revoked, stranger]) {
      const { error } = await makeOffer(who.client, room);
      expect(error?.message, who.email).toMatch(/no approved access|row-level security/);
    }
    const count = await sql()`select 1 from public.offers where dealroom_id = ${room}`;
    expect(count.length).toBe(1);
  });

  it("never for another buyer, never without terms, never two open at once", async () => {
    const forged = await rival.client.from("offers").insert({ dealroom_id: room, buyer_id: buyer.id });
    expect(forged.error).not.toBeNull();
    const bare = await rival.client.from("offers").insert({ dealroom_id: room });
    expect(bare.error?.message).toMatch(/made with its terms/);
    // The setting make_offer uses is not the Data API's to set (and would last one request anyway).
    const trick = await rival.client.rpc("set_config", {
      setting_name: "offers.making",
      new_value: "on",
      is_local: false,
    });
    expect(trick.error).not.toBeNull();
    const second = await makeOffer(buyer.client, room);
    expect(second.error?.code).toBe("23505");
  });

  it("never with a lapse date or a closing date in the past, nor with parts that do not add up", async () => {
    const yesterday = addDays(montrealDay(), -1);
    expect((await makeOffer(rival.client, room, offerTerms({ lapse_date: yesterday }))).error?.message).toMatch(
      /lapse date in the past/,
    );
    expect((await makeOffer(rival.client, room, offerTerms({ closing_date: yesterday }))).error?.message).toMatch(
      /closing date in the past/,
    );
    expect((await makeOffer(rival.client, room, offerTerms({ vendor_loan_cents: 1 }))).error?.message).toMatch(
      /parts_add_up/,
    );
    expect((await makeOffer(rival.client, room, offerTerms({ down_payment_cents: -1 }))).error).not.toBeNull();
  });
});

describe("who sees and moves an offer", () => {
  it("the buyer, the listing's owner and admins see it; another buyer, another seller and visitors see nothing", async () => {
    for (const who of [buyer, seller, admin]) {
      const offers = await who.client.from("offers").select("id").eq("id", offerId);
      const versions = await who.client.from("offer_versions").select("version").eq("offer_id", offerId);
      expect(offers.data, who.email).toEqual([{ id: offerId }]);
      expect(versions.data, who.email).toEqual([{ version: 1 }]);
    }
    for (const client of [rival.client, otherSeller.client, stranger.client, anonClient()]) {
      const offers = await client.from("offers").select("id").eq("id", offerId);
      const versions = await client.from("offer_versions").select("id").eq("offer_id", offerId);
      expect(offers.data ?? []).toEqual([]);
      expect(versions.data ?? []).toEqual([]);
    }
  });

  it("another buyer can neither answer, counter nor withdraw it", async () => {
    const update = await rival.client.from("offers").update({ status: "withdrawn" }).eq("id", offerId).select("id");
    expect(update.data ?? []).toEqual([]);
    const counter = await rival.client.rpc("add_offer_version", { p_offer_id: offerId, p_terms: offerTerms() });
    expect(counter.error).not.toBeNull();
    expect((await offerRow(offerId))!.status).toBe("sent");
  });

  it("a buyer never accepts, declines or counters their own version", async () => {
    const accept = await buyer.client.from("offers").update({ status: "accepted" }).eq("id", offerId);
    expect(accept.error?.message).toMatch(/only the other party/);
    const decline = await buyer.client
      .from("offers")
      .update({ status: "declined", decision_message: "Non." })
      .eq("id", offerId);
    expect(decline.error?.message).toMatch(/only the other party/);
    const counter = await buyer.client.rpc("add_offer_version", { p_offer_id: offerId, p_terms: offerTerms() });
    expect(counter.error?.message).toMatch(/only the other party/);
  });

  it("nobody sets a state the site keeps: countered, lapsed, closed", async () => {
    for (const status of ["countered", "lapsed", "closed"]) {
      const { error } = await seller.client.from("offers").update({ status }).eq("id", offerId);
      expect(error?.code, status).toBe("42501");
    }
    const moved = await seller.client.from("offers").update({ current_version: 5 }).eq("id", offerId);
    expect(moved.error?.code).toBe("42501");
  });

  it("a sent version never changes, not even for the seller, nor through SQL", async () => {
    const edit = await seller.client.from("offer_versions").update({ price_cents: 1 }).eq("offer_id", offerId);
    expect(edit.error?.code).toBe("42501");
    const remove = await seller.client.from("offer_versions").delete().eq("offer_id", offerId);
    expect(remove.error?.code).toBe("42501");
    await expect(sql()`update public.offer_versions set price_cents = 100 where offer_id = ${offerId}`).rejects.toThrow(
      /never changes/,
    );
    const [row] = await sql()<{ price_cents: string }[]>`
      select price_cents::text from public.offer_versions where offer_id = ${offerId}`;
    expect(row!.price_cents).toBe("45000000");
  });
});

describe("the turns", () => {
  it("the seller counters; then only the buyer answers, and nothing moves once accepted", async () => {
    const counter = await seller.client.rpc("add_offer_version", {
      p_offer_id: offerId,
      p_terms: offerTerms({ price_cents: 48_000_000, down_payment_cents: 12_000_000 }),
    });
    expect(counter.error).toBeNull();
    expect(await offerRow(offerId)).toMatchObject({ status: "countered", awaiting: "buyer", current_version: 2 });
    const again = await seller.client.rpc("add_offer_version", { p_offer_id: offerId, p_terms: offerTerms() });
    expect(again.error?.message).toMatch(/only the other party/);
    const accept = await buyer.client.from("offers").update({ status: "accepted" }).eq("id", offerId).select("status");
    expect(accept.data).toEqual([{ status: "accepted" }]);
    for (const status of ["withdrawn", "declined"]) {
      const after = await seller.client.from("offers").update({ status, decision_message: "x" }).eq("id", offerId);
      expect(after.error?.message, status).toMatch(/no longer open/);
    }
    const late = await seller.client.rpc("add_offer_version", { p_offer_id: offerId, p_terms: offerTerms() });
    expect(late.error?.message).toMatch(/no longer open/);
  });

  it("a decline needs a message; the author withdraws", async () => {
    const { data } = await makeOffer(rival.client, room);
    const id = Number(data);
    const bare = await seller.client.from("offers").update({ status: "declined" }).eq("id", id);
    expect(bare.error?.message).toMatch(/decline needs a message/);
    const withdraw = await seller.client.from("offers").update({ status: "withdrawn" }).eq("id", id);
    expect(withdraw.error?.message).toMatch(/only the author/);
    const own = await rival.client.from("offers").update({ status: "withdrawn" }).eq("id", id).select("status");
    expect(own.data).toEqual([{ status: "withdrawn" }]);
  });

  it("an offer past its lapse date cannot be answered, and the job lapses it", async () => {
    const { data } = await makeOffer(rival.client, room);
    const id = Number(data);
    await lapseDateInPast(id);
    const accept = await seller.client.from("offers").update({ status: "accepted" }).eq("id", id);
    expect(accept.error?.message).toMatch(/lapsed/);
    for (const who of [seller, rival, admin]) expect((await who.client.rpc("lapse_offers")).error).not.toBeNull();
    const { data: moved, error } = await serviceClient().rpc("lapse_offers");
    expect(error).toBeNull();
    expect(
      (moved as { offer_id: number; outcome: string }[]).map((r) => [Number(r.offer_id), r.outcome]),
    ).toContainEqual([id, "lapsed"]);
    expect(await offerRow(id)).toMatchObject({ status: "lapsed", awaiting: null });
  });
});

describe("an offer closes when the buyer's access or the listing ends", () => {
  it("a revoked buyer's open offer closes, and they can make no other", async () => {
    const { data } = await makeOffer(rival.client, room);
    const id = Number(data);
    const [request] = await sql()<{ id: number }[]>`
      select id from public.dealroom_requests where dealroom_id = ${room} and buyer_id = ${rival.id}`;
    await seller.client.from("dealroom_requests").update({ status: "revoked" }).eq("id", request!.id);
    expect(await offerRow(id)).toMatchObject({ status: "closed", closed_reason: "access_ended", awaiting: null });
    expect((await makeOffer(rival.client, room)).error?.message).toMatch(/no approved access|row-level security/);
    const accept = await seller.client.from("offers").update({ status: "accepted" }).eq("id", id);
    expect(accept.error?.message).toMatch(/no longer open/);
  });

  it("an expired access closes the offer at the next run of the job, and stops the seller from accepting", async () => {
    const late = await createTestUser();
    await approvedBuyer(late, seller, room);
    const { data } = await makeOffer(late.client, room);
    const id = Number(data);
    await sql()`update public.dealroom_requests set expires_at = now() - interval '1 minute'
                where dealroom_id = ${room} and buyer_id = ${late.id}`;
    const accept = await seller.client.from("offers").update({ status: "accepted" }).eq("id", id);
    expect(accept.error?.message).toMatch(/access ended/);
    await serviceClient().rpc("lapse_offers");
    expect(await offerRow(id)).toMatchObject({ status: "closed", closed_reason: "access_ended" });
  });

  it("a listing sold closes its open offers", async () => {
    const { listing: other, room: otherRoom } = await offerListing(otherSeller);
    const keen = await createTestUser();
    await approvedBuyer(keen, otherSeller, otherRoom);
    const { data } = await makeOffer(keen.client, otherRoom);
    await setListingStatus(other, "sold");
    expect(await offerRow(Number(data))).toMatchObject({ status: "closed", closed_reason: "listing_closed" });
    await removeListings({ entreprises: [other.id] });
    // Deleting the listing takes its file and its offers with it (the versions' guard lets the cascade through).
    expect(await sql()`select 1 from public.offers where id = ${Number(data)}`).toHaveLength(0);
  });
});
