/**
 * The buyer's list of their requests (issue 41, /profil/dossiers): each buyer reads only their own
 * requests, with the listing, the state and the dates; another buyer's and the seller's are never in it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRequests } from "@/lib/dealroom/queries/requests";
import { cleanup, createTestUser, type TestUser } from "@/tests/support/db";
import {
  addDealroomListing,
  addDocument,
  openRoom,
  removeListings,
  requestAccess,
  type Listing,
} from "@/tests/support/dealroom";

let seller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let listings: Listing[];
let mine: number[];

beforeAll(async () => {
  seller = await createTestUser();
  buyer = await createTestUser();
  otherBuyer = await createTestUser();
  listings = [await addDealroomListing(seller), await addDealroomListing(seller)];
  const rooms = [await openRoom(seller, listings[0]!), await openRoom(seller, listings[1]!)];
  for (const room of rooms) await addDocument(seller, room);
  mine = [await requestAccess(buyer, rooms[0]!), await requestAccess(buyer, rooms[1]!)];
  await requestAccess(otherBuyer, rooms[0]!);
  const { error } = await seller.client.from("dealroom_requests").update({ status: "approved" }).eq("id", mine[0]!);
  expect(error).toBeNull();
});

afterAll(async () => {
  await removeListings({ entreprises: listings.map((l) => l.id) });
  await cleanup();
});

describe("the buyer's list of requests", () => {
  it("holds the buyer's own requests only, with the listing, the state and the dates", async () => {
    const { rows, total } = await listRequests(buyer.client, { scope: "buyer" });
    expect(total).toBe(2);
    expect(rows.map((r) => r.id).sort()).toEqual([...mine].sort());
    expect(rows.every((r) => r.buyer_id === buyer.id)).toBe(true);
    const approved = rows.find((r) => r.id === mine[0])!;
    expect(approved).toMatchObject({ status: "approved", kind: "entreprise", listing_slug: listings[0]!.slug });
    expect(approved.expires_at).not.toBeNull();
    expect(rows.find((r) => r.id === mine[1])).toMatchObject({ status: "pending", expires_at: null });
  });

  it("shows another buyer nothing of them, and the seller none as a buyer", async () => {
    const other = await listRequests(otherBuyer.client, { scope: "buyer" });
    expect(other.rows.map((r) => r.buyer_id)).toEqual([otherBuyer.id]);
    expect((await listRequests(seller.client, { scope: "buyer" })).total).toBe(0);
  });
});
