/**
 * The room (issue 41, step 4) through the server's own path, written as the attacks: a document is
 * opened only by a reader Postgres still lets in (an approved, unexpired buyer of an open listing, its
 * owner, admins), each opening is logged with the reader's session, and what comes back is a Storage
 * URL valid at most 60 seconds. A pending, declined, revoked or expired buyer, a buyer of another
 * file, another seller, a sold or archived listing get nothing, nor by going straight at Storage.
 * A deleted listing's documents leave the bucket. A visit of the room is one view, however often it
 * is rendered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRequests } from "@/lib/dealroom/queries/requests";
import { openDocument, recordAccess, SIGNED_URL_SECONDS } from "@/lib/dealroom/room";
import { deleteListingWithFileAction } from "@/lib/dealroom/actions/delete-listing.core";
import { cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";
import {
  addDealroomListing,
  addDocument,
  DEALROOM_BUCKET,
  objectExists,
  openRoom,
  PDF_BYTES,
  removeListings,
  requestAccess,
  setListingStatus,
  type Listing,
} from "@/tests/support/dealroom";

let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let buyer: TestUser;
let pending: TestUser;
let otherBuyer: TestUser;
let listing: Listing;
let otherListing: Listing;
let room: number;
let otherRoom: number;
let doc: { id: number; path: string };
let requestId: number;

/** The events the database holds for a request (superuser). */
const eventsOf = async (userId: string) =>
  sql()<{ action: string; document_id: number | null }[]>`
    select action, document_id from public.dealroom_access_events where user_id = ${userId} order by id`;

async function approve(who: TestUser, roomId: number, owner = seller): Promise<number> {
  const id = await requestAccess(who, roomId);
  const { error } = await owner.client.from("dealroom_requests").update({ status: "approved" }).eq("id", id);
  expect(error).toBeNull();
  return id;
}

beforeAll(async () => {
  seller = await createTestUser({ firstName: "Sophie" });
  otherSeller = await createTestUser();
  admin = await createTestUser({ admin: true });
  buyer = await createTestUser({ firstName: "Alex" });
  pending = await createTestUser();
  otherBuyer = await createTestUser();
  listing = await addDealroomListing(seller);
  otherListing = await addDealroomListing(otherSeller);
  room = await openRoom(seller, listing);
  otherRoom = await openRoom(otherSeller, otherListing);
  doc = await addDocument(seller, room, { title: "Bail commercial", category: "lease" });
  await addDocument(otherSeller, otherRoom);
  requestId = await approve(buyer, room);
  await requestAccess(pending, room);
  await approve(otherBuyer, otherRoom, otherSeller);
});

afterAll(async () => {
  await removeListings({ entreprises: [listing.id, otherListing.id] });
  await cleanup();
});

describe("an approved buyer's room", () => {
  it("opens a document through a Storage URL valid 60 seconds at most, and logs who, what and when", async () => {
    expect(await recordAccess(buyer.client, { roomId: room, userId: buyer.id, action: "view" })).toBe(true);
    const url = await openDocument(buyer.client, buyer.id, doc.id, "download");
    expect(url).toMatch(/\/storage\/v1\/object\/sign\/dealroom-documents\//);
    const token = new URL(url!).searchParams.get("token")!;
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(SIGNED_URL_SECONDS);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    expect(await eventsOf(buyer.id)).toEqual([
      { action: "view", document_id: null },
      { action: "download", document_id: String(doc.id) },
    ]);
    // The owner sees it on the file's requests: last opened, one download.
    const { rows } = await listRequests(seller.client, { scope: "owner", roomId: room });
    const mine = rows.find((r) => r.id === requestId)!;
    expect(mine.last_opened_at).not.toBeNull();
    expect(Number(mine.downloads)).toBe(1);
  });

  it("logs one view per visit, however often the room is rendered or reported; each download is logged", async () => {
    const visitor = await createTestUser();
    const id = await approve(visitor, room);
    for (let i = 0; i < 3; i++)
      expect(await recordAccess(visitor.client, { roomId: room, userId: visitor.id, action: "view" })).toBe(true);
    expect(await openDocument(visitor.client, visitor.id, doc.id, "download")).not.toBeNull();
    expect(await openDocument(visitor.client, visitor.id, doc.id, "download")).not.toBeNull();
    expect(await eventsOf(visitor.id)).toEqual([
      { action: "view", document_id: null },
      { action: "download", document_id: String(doc.id) },
      { action: "download", document_id: String(doc.id) },
    ]);
    // Half an hour later it is another visit.
    await sql()`update public.dealroom_access_events set created_at = created_at - interval '31 minutes' where user_id = ${visitor.id}`;
    expect(await recordAccess(visitor.client, { roomId: room, userId: visitor.id, action: "view" })).toBe(true);
    expect((await eventsOf(visitor.id)).filter((e) => e.action === "view")).toHaveLength(2);
    // Within a visit, a revoked buyer is still refused (not taken for the same visit).
    await seller.client.from("dealroom_requests").update({ status: "revoked" }).eq("id", id);
    expect(await recordAccess(visitor.client, { roomId: room, userId: visitor.id, action: "view" })).toBe(false);
  });

  it("is closed to a pending buyer, a buyer of another file and another seller; nothing is logged", async () => {
    for (const who of [pending, otherBuyer, otherSeller]) {
      expect(await openDocument(who.client, who.id, doc.id, "view")).toBeNull();
      expect(await recordAccess(who.client, { roomId: room, userId: who.id, action: "view" })).toBe(false);
      const direct = await who.client.storage.from(DEALROOM_BUCKET).createSignedUrl(doc.path, 60);
      expect(direct.data?.signedUrl ?? null).toBeNull();
    }
    expect(await eventsOf(pending.id)).toEqual([]);
    expect(await eventsOf(otherSeller.id)).toEqual([]);
  });

  it("the owner and an admin open it too; their openings are logged as theirs", async () => {
    expect(await openDocument(seller.client, seller.id, doc.id, "view")).not.toBeNull();
    expect(await openDocument(admin.client, admin.id, doc.id, "view")).not.toBeNull();
    expect(await eventsOf(seller.id)).toEqual([{ action: "view", document_id: String(doc.id) }]);
  });
});

describe("the room closes", () => {
  it("after 90 days unless extended", async () => {
    const late = await createTestUser();
    const id = await approve(late, room);
    await sql()`update public.dealroom_requests set expires_at = now() - interval '1 second' where id = ${id}`;
    expect(await openDocument(late.client, late.id, doc.id, "download")).toBeNull();
    const { error } = await seller.client
      .from("dealroom_requests")
      .update({ expires_at: new Date().toISOString() })
      .eq("id", id);
    expect(error).toBeNull();
    expect(await openDocument(late.client, late.id, doc.id, "download")).not.toBeNull();
  });

  it("when the listing is sold or archived", async () => {
    for (const status of ["sold", "archived"]) {
      await setListingStatus(listing, status);
      expect(await openDocument(buyer.client, buyer.id, doc.id, "download")).toBeNull();
      expect(await recordAccess(buyer.client, { roomId: room, userId: buyer.id, action: "view" })).toBe(false);
    }
    await setListingStatus(listing, "published");
    expect(await openDocument(buyer.client, buyer.id, doc.id, "view")).not.toBeNull();
  });

  it("on revocation: a URL asked before works out its 60 seconds, no new one is given, Storage refuses the buyer", async () => {
    const revoked = await createTestUser();
    const id = await approve(revoked, room);
    const before = await openDocument(revoked.client, revoked.id, doc.id, "download");
    expect(before).not.toBeNull();
    await seller.client.from("dealroom_requests").update({ status: "revoked" }).eq("id", id);
    expect(await openDocument(revoked.client, revoked.id, doc.id, "download")).toBeNull();
    expect((await fetch(before!)).status).toBe(200);
    const direct = await revoked.client.storage.from(DEALROOM_BUCKET).download(doc.path);
    expect(direct.data).toBeNull();
    const forged = await revoked.client
      .from("dealroom_access_events")
      .insert({ dealroom_id: room, user_id: revoked.id, document_id: doc.id, action: "download" });
    expect(forged.error).not.toBeNull();
  });
});

describe("a deleted listing", () => {
  it("takes its documents out of the bucket", async () => {
    const gone = await addDealroomListing(seller, { confidential: false });
    const goneRoom = await openRoom(seller, gone);
    const first = await addDocument(seller, goneRoom);
    const second = await addDocument(seller, goneRoom, { category: "other", title: "Liste d'équipement" });
    const result = await deleteListingWithFileAction.execute({ kind: "entreprise", id: gone.id }, seller.client);
    expect(result.ok).toBe(true);
    expect(await objectExists(first.path)).toBe(false);
    expect(await objectExists(second.path)).toBe(false);
    expect(await objectExists(doc.path)).toBe(true);
  });
});
