/**
 * The buyer's own offers on their list of files (/profil/dossiers, issue 42): each offer on every file
 * with its current version's number and price, its state and lapse date; never another buyer's, even
 * asked for by that buyer's id, and an admin's own list holds only what they offered as a buyer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBuyerOffers } from "@/lib/offers/queries";
import type { Client } from "@/lib/supabase/types";
import { cleanup, createTestUser, type TestUser } from "@/tests/support/db";
import { removeListings, type Listing } from "@/tests/support/dealroom";
import { approvedBuyer, makeOffer, offerListing, offerTerms } from "@/tests/support/offers";

let buyer: TestUser;
let rival: TestUser;
let admin: TestUser;
const listings: Listing[] = [];
const offers: number[] = [];

const as = (user: TestUser) => user.client as unknown as Client;

async function offer(who: TestUser, room: number, terms = offerTerms()) {
  const { data, error } = await makeOffer(who.client, room, terms);
  if (error) throw new Error(`offer: ${error.message}`);
  offers.push(Number(data));
  return Number(data);
}

beforeAll(async () => {
  const seller = await createTestUser({ firstName: "Sophie" });
  const otherSeller = await createTestUser({ firstName: "Olivier" });
  buyer = await createTestUser({ firstName: "Alex" });
  rival = await createTestUser({ firstName: "Rita" });
  admin = await createTestUser({ admin: true });
  const first = await offerListing(seller);
  const second = await offerListing(otherSeller);
  listings.push(first.listing, second.listing);
  for (const [who, owner, room] of [
    [buyer, seller, first.room],
    [rival, seller, first.room],
    [buyer, otherSeller, second.room],
  ] as const)
    await approvedBuyer(who, owner, room);
  await offer(buyer, first.room);
  await offer(rival, first.room, offerTerms({ price_cents: 50_000_000, down_payment_cents: 14_000_000 }));
  const onSecond = await offer(buyer, second.room);
  // The other seller counters at 480 000 $: version 2, the buyer's turn.
  const { error } = await otherSeller.client.rpc("add_offer_version", {
    p_offer_id: onSecond,
    p_terms: offerTerms({ price_cents: 48_000_000, down_payment_cents: 12_000_000 }),
  });
  if (error) throw new Error(`counter: ${error.message}`);
});

afterAll(async () => {
  await removeListings({ entreprises: listings.map((l) => l.id) });
  await cleanup();
});

describe("the buyer's offers", () => {
  it("lists each of their offers on every file: the open one awaiting them first, its current version and price", async () => {
    const mine = await listBuyerOffers(as(buyer), buyer.id);
    expect(mine.map((o) => o.id)).toEqual([offers[2], offers[0]]);
    expect(mine[0]).toMatchObject({
      status: "countered",
      awaiting: "buyer",
      current_version: 2,
      lapse_date: offerTerms().lapse_date,
      current: { price_cents: 48_000_000, down_payment_cents: 12_000_000, bank_loan_cents: 27_000_000 },
      listing: { slug: listings[1]!.slug },
    });
    expect(mine[1]).toMatchObject({
      status: "sent",
      awaiting: "seller",
      current_version: 1,
      current: { price_cents: 45_000_000 },
      listing: { slug: listings[0]!.slug },
    });
  });

  it("never shows another buyer's offer, even asked for by that buyer's id", async () => {
    expect((await listBuyerOffers(as(rival), rival.id)).map((o) => o.id)).toEqual([offers[1]]);
    expect(await listBuyerOffers(as(rival), buyer.id)).toEqual([]);
    expect(await listBuyerOffers(as(buyer), rival.id)).toEqual([]);
  });

  it("keeps an admin's own list to the offers they made as a buyer", async () => {
    expect(await listBuyerOffers(as(admin), admin.id)).toEqual([]);
  });
});
