/**
 * The deal room in Postgres and Storage (issue 41), written as the attacks: an anonymous visitor, a
 * buyer not yet approved, a declined and a revoked buyer, another seller, a guessed object path, a
 * request forged for another buyer or with a signature record of the buyer's own making, a buyer
 * approving themselves. Each goes straight at the Data API or Storage with the attacker's own
 * session, as a script would; the app's checks are not in the way.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { anonClient, cleanup, createTestUser, sql, type TestUser } from "@/tests/support/db";
import {
  addDealroomListing,
  addDocument,
  agreementFor,
  downloadObject,
  openRoom,
  PDF_BYTES,
  removeListings,
  requestAccess,
  requestRow,
  saveBuyerProfile,
  setListingStatus,
  signRequest,
  storeObject,
  DEALROOM_BUCKET,
  type Listing,
} from "@/tests/support/dealroom";

let anon: SupabaseClient;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let approved: TestUser;
let pending: TestUser;
let declined: TestUser;
let revoked: TestUser;
let listing: Listing;
let otherListing: Listing;
let room: number;
let otherRoom: number;
let doc: { id: number; path: string };
let otherDoc: { id: number; path: string };
const requests: Record<string, number> = {};

beforeAll(async () => {
  anon = anonClient();
  seller = await createTestUser({ firstName: "Sophie", lastName: "Vendeuse" });
  otherSeller = await createTestUser({ firstName: "Autre", lastName: "Vendeur" });
  admin = await createTestUser({ admin: true });
  approved = await createTestUser({ firstName: "Alex", lastName: "Approuvé" });
  pending = await createTestUser({ firstName: "Paul", lastName: "EnAttente" });
  declined = await createTestUser({ firstName: "Denis", lastName: "Refusé" });
  revoked = await createTestUser({ firstName: "René", lastName: "Révoqué" });
  listing = await addDealroomListing(seller);
  otherListing = await addDealroomListing(otherSeller);
  room = await openRoom(seller, listing);
  otherRoom = await openRoom(otherSeller, otherListing);
  doc = await addDocument(seller, room);
  otherDoc = await addDocument(otherSeller, otherRoom);
  for (const [name, buyer] of Object.entries({ approved, pending, declined, revoked }))
    requests[name] = await requestAccess(buyer, room);
  await seller.client
    .from("dealroom_requests")
    .update({ status: "approved" })
    .in("id", [requests.approved, requests.revoked]);
  await seller.client
    .from("dealroom_requests")
    .update({ status: "declined", decision_message: "Profil trop éloigné." })
    .eq("id", requests.declined!);
  await seller.client.from("dealroom_requests").update({ status: "revoked" }).eq("id", requests.revoked!);
});

afterAll(async () => {
  await removeListings({ entreprises: [listing.id, otherListing.id] });
  await cleanup();
});

describe("the seller's file", () => {
  it("belongs to its listing's owner, whatever the request says", async () => {
    const [row] = await sql()<{ owner_id: string }[]>`
      select owner_id from app_private.dealroom_owners where dealroom_id = ${room}`;
    expect(row!.owner_id).toBe(seller.id);
    // Nobody else learns whose file it is (a confidential listing's owner).
    const owners = await otherSeller.client
      .schema("app_private" as never)
      .from("dealroom_owners")
      .select("owner_id");
    expect(owners.data ?? []).toEqual([]);
    // Another seller cannot open a file on a listing that is not theirs.
    const attempt = await otherSeller.client.from("dealrooms").insert({ entreprise_id: listing.id });
    expect(attempt.error).not.toBeNull();
  });

  it("counts its documents and their categories for the public listing", async () => {
    const { data } = await anon
      .from("dealrooms")
      .select("id, document_count, categories")
      .eq("entreprise_id", listing.id)
      .single();
    expect(data).toEqual({ id: room, document_count: 1, categories: ["financial_statements"] });
    // The seller's clauses and the identity are not the public's.
    expect((await anon.from("dealrooms").select("extra_clauses_fr").eq("id", room)).error?.code).toBe("42501");
  });

  it("refuses a document outside its room's folder, or naming an object that does not exist", async () => {
    const elsewhere = await storeObject(seller, room);
    const wrongFolder = await seller.client.from("dealroom_documents").insert({
      dealroom_id: room,
      category: "lease",
      title: "Bail",
      file_name: "bail.pdf",
      storage_path: `${otherRoom}/${elsewhere.split("/")[1]}`,
      content_type: "application/pdf",
      size_bytes: 10,
    });
    expect(wrongFolder.error).not.toBeNull();
    const missing = await seller.client.from("dealroom_documents").insert({
      dealroom_id: room,
      category: "lease",
      title: "Bail",
      file_name: "bail.pdf",
      storage_path: `${room}/${randomUUID()}.pdf`,
      content_type: "application/pdf",
      size_bytes: 10,
    });
    expect(missing.error?.message).toContain("no such file");
  });

  it("holds 50 documents at most", async () => {
    const full = await openRoom(seller, await addDealroomListing(seller, { status: "draft" }));
    await sql()`
      insert into public.dealroom_documents (dealroom_id, category, title, file_name, storage_path, content_type, size_bytes)
      select ${full}, 'other', 'Pièce ' || n, 'piece.pdf', ${full} || '/' || gen_random_uuid() || '.pdf', 'application/pdf', 10
      from generate_series(1, 50) n`;
    const path = await storeObject(seller, full);
    const over = await seller.client.from("dealroom_documents").insert({
      dealroom_id: full,
      category: "other",
      title: "La 51e",
      file_name: "piece.pdf",
      storage_path: path,
      content_type: "application/pdf",
      size_bytes: 10,
    });
    expect(over.error?.message).toContain("50 documents at most");
    await sql()`delete from public.entreprises where id = (select entreprise_id from public.dealrooms where id = ${full})`;
  });
});

describe("who reads a file's documents, identity and objects", () => {
  const reads = async (client: SupabaseClient) => {
    const docs = await client.from("dealroom_documents").select("id").eq("dealroom_id", room);
    const identity = await client.rpc("get_dealroom_identity", { p_dealroom_id: room });
    return {
      documents: (docs.data ?? []).map((d) => d.id),
      identity: ((identity.data as { business_name: string }[] | null) ?? []).map((r) => r.business_name),
      object: (await downloadObject(client, doc.path)) !== null,
    };
  };

  it("the owner, an admin and the approved buyer read everything", async () => {
    for (const who of [seller, admin, approved]) {
      expect(await reads(who.client)).toEqual({
        documents: [doc.id],
        identity: ["Boulangerie Secrète inc."],
        object: true,
      });
    }
    expect(await downloadObject(approved.client, doc.path)).toEqual(PDF_BYTES);
  });

  it("an anonymous visitor, a pending, a declined or a revoked buyer and another seller read nothing", async () => {
    for (const who of [pending, declined, revoked, otherSeller]) {
      expect(await reads(who.client)).toEqual({ documents: [], identity: [], object: false });
      const confidential = await who.client.rpc("get_entreprise_private", { p_id: listing.id });
      expect(confidential.data ?? []).toEqual([]);
    }
    expect((await anon.from("dealroom_documents").select("id")).error?.code).toBe("42501");
    expect((await anon.rpc("get_dealroom_identity", { p_dealroom_id: room })).error).not.toBeNull();
    expect(await downloadObject(anon, doc.path)).toBeNull();
  });

  it("an approved buyer of one file reads nothing of another, nor an object no document names (a guessed path)", async () => {
    expect(await downloadObject(approved.client, otherDoc.path)).toBeNull();
    const stray = await storeObject(seller, room);
    expect(await downloadObject(approved.client, stray)).toBeNull();
    expect(await downloadObject(approved.client, `${room}/${randomUUID()}.pdf`)).toBeNull();
    const listed = await approved.client.storage.from(DEALROOM_BUCKET).list(String(otherRoom));
    expect(listed.data ?? []).toEqual([]);
  });

  it("no one but the owner or an admin writes to a file's folder", async () => {
    for (const who of [approved, otherSeller]) {
      const put = await who.client.storage
        .from(DEALROOM_BUCKET)
        .upload(`${room}/${randomUUID()}.pdf`, PDF_BYTES, { contentType: "application/pdf" });
      expect(put.error).not.toBeNull();
      const removed = await who.client.storage.from(DEALROOM_BUCKET).remove([doc.path]);
      expect(removed.data ?? []).toEqual([]);
      const edited = await who.client
        .from("dealroom_documents")
        .update({ title: "Piraté" })
        .eq("id", doc.id)
        .select("id");
      expect(edited.data ?? []).toEqual([]);
    }
    expect(await downloadObject(seller.client, doc.path)).toEqual(PDF_BYTES);
  });
});

describe("requests and decisions", () => {
  it("a buyer never writes a signature record: a request forged with their own address hash, for another buyer, with another text or time is refused", async () => {
    const attacker = await createTestUser();
    await saveBuyerProfile(attacker);
    const agreement = await agreementFor(attacker.client, room, "fr");
    const signed = {
      dealroom_id: room,
      buyer_id: attacker.id,
      agreement_locale: "fr",
      agreement_sha256: agreement.sha256,
      signed_name: "Alex Attaquant",
    };
    const forgeries = [
      { ...signed, signer_ip_hash: "f".repeat(64) },
      { ...signed, buyer_id: pending.id },
      { ...signed, agreement_sha256: "0".repeat(64) },
      {
        ...signed,
        agreement_text: `${agreement.body} Et le vendeur renonce à tout.`,
        signed_at: "2020-01-01T00:00:00Z",
      },
    ];
    for (const row of forgeries) {
      const attempt = await attacker.client.from("dealroom_requests").insert(row as never);
      expect(attempt.error).not.toBeNull();
    }
    // Nor through the function the server signs with: it is the secret key's alone.
    const direct = await attacker.client.rpc("dealroom_sign_request", {
      p_buyer_id: attacker.id,
      p_dealroom_id: room,
      p_locale: "fr",
      p_sha256: agreement.sha256,
      p_signed_name: "Alex Attaquant",
      p_ip_hash: "f".repeat(64),
    } as never);
    expect(direct.error).not.toBeNull();
    const [stored] = await sql()<{ n: number }[]>`
      select count(*)::int as n from public.dealroom_requests where buyer_id = ${attacker.id}`;
    expect(stored!.n).toBe(0);
  });

  it("the server's signature sets the record itself: the current text, its hash, the time, the saved profile", async () => {
    const buyer = await createTestUser();
    const signed = await signRequest(buyer, room);
    expect(signed.error).toBeNull();
    const [row] = await sql()<
      { agreement_text: string; agreement_sha256: string; signed_at: Date; experience: string; status: string }[]
    >`select agreement_text, agreement_sha256, signed_at, experience, status from public.dealroom_requests where id = ${signed.data!.id}`;
    const agreement = await agreementFor(buyer.client, room, "fr");
    expect(row).toMatchObject({
      agreement_text: agreement.body,
      agreement_sha256: agreement.sha256,
      status: "pending",
    });
    expect(Math.abs(row!.signed_at.getTime() - Date.now())).toBeLessThan(60_000);
    expect(row!.experience).toBe("Quinze ans en gestion de commerces de détail.");
  });

  it("a buyer never approves their own request, not even an admin who is the buyer", async () => {
    const self = await pending.client
      .from("dealroom_requests")
      .update({ status: "approved" })
      .eq("id", requests.pending!)
      .select("id");
    expect(self.data ?? []).toEqual([]);
    expect((await requestRow(requests.pending!))!.status).toBe("pending");

    const adminBuyer = await createTestUser({ admin: true });
    const own = await requestAccess(adminBuyer, room);
    const approving = await adminBuyer.client.from("dealroom_requests").update({ status: "approved" }).eq("id", own);
    expect(approving.error?.message).toContain("never decides their own request");
  });

  it("another seller neither sees nor decides a request on a file that is not theirs", async () => {
    expect((await otherSeller.client.from("dealroom_requests").select("id").eq("dealroom_id", room)).data).toEqual([]);
    const decided = await otherSeller.client
      .from("dealroom_requests")
      .update({ status: "approved" })
      .eq("id", requests.pending!)
      .select("id");
    expect(decided.data ?? []).toEqual([]);
  });

  it("a decline needs a message; only pending → approved/declined and approved → revoked are allowed", async () => {
    const buyer = await createTestUser();
    const id = await requestAccess(buyer, room);
    const silent = await seller.client.from("dealroom_requests").update({ status: "declined" }).eq("id", id);
    expect(silent.error?.message).toContain("a decline needs a message");
    const revokingPending = await seller.client.from("dealroom_requests").update({ status: "revoked" }).eq("id", id);
    expect(revokingPending.error).not.toBeNull();
    const reviving = await seller.client
      .from("dealroom_requests")
      .update({ status: "approved" })
      .eq("id", requests.revoked!);
    expect(reviving.error).not.toBeNull();
    // The record of what was signed never changes.
    const rewrite = await seller.client
      .from("dealroom_requests")
      .update({ signed_name: "Quelqu'un d'autre" } as never)
      .eq("id", id);
    expect(rewrite.error).not.toBeNull();
  });

  it("approval opens 90 days; an extension adds 90 days to what is left", async () => {
    const buyer = await createTestUser();
    const id = await requestAccess(buyer, room);
    await seller.client.from("dealroom_requests").update({ status: "approved", expires_at: "2099-01-01" }).eq("id", id);
    const approvedRow = (await requestRow(id))!;
    expect(approvedRow.decided_by).toBe(seller.id);
    const days = (approvedRow.expires_at!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);
    await seller.client.from("dealroom_requests").update({ expires_at: new Date().toISOString() }).eq("id", id);
    const extended = (await requestRow(id))!.expires_at!.getTime();
    expect((extended - approvedRow.expires_at!.getTime()) / 86_400_000).toBeCloseTo(90, 3);
  });

  it("a request on one's own listing, a second request and a request on a sold listing are refused", async () => {
    const own = await signRequest(seller, room);
    expect(own.error?.message).toContain("own listing");
    const again = await signRequest(pending, room);
    expect(again.error?.code).toBe("23505");
    const sold = await addDealroomListing(otherSeller);
    const soldRoom = await openRoom(otherSeller, sold);
    await addDocument(otherSeller, soldRoom);
    await setListingStatus(sold, "sold");
    const late = await signRequest(pending, soldRoom);
    expect(late.error?.message).toContain("listing sold");
    await removeListings({ entreprises: [sold.id] });
  });
});

describe("an access ends", () => {
  async function approvedBuyer() {
    const buyer = await createTestUser();
    const id = await requestAccess(buyer, room);
    await seller.client.from("dealroom_requests").update({ status: "approved" }).eq("id", id);
    expect(await downloadObject(buyer.client, doc.path)).not.toBeNull();
    return { buyer, id };
  }

  it("after 90 days", async () => {
    const { buyer, id } = await approvedBuyer();
    await sql()`update public.dealroom_requests set expires_at = now() - interval '1 second' where id = ${id}`;
    expect(await downloadObject(buyer.client, doc.path)).toBeNull();
    expect((await buyer.client.from("dealroom_documents").select("id").eq("dealroom_id", room)).data).toEqual([]);
  });

  it("when the listing is sold or archived, and again when it is published", async () => {
    const { buyer } = await approvedBuyer();
    for (const status of ["sold", "archived"]) {
      await setListingStatus(listing, status);
      expect(await downloadObject(buyer.client, doc.path)).toBeNull();
      expect((await buyer.client.rpc("get_dealroom_identity", { p_dealroom_id: room })).data).toEqual([]);
    }
    await setListingStatus(listing, "published");
    expect(await downloadObject(buyer.client, doc.path)).not.toBeNull();
  });

  it("logs a reader's views and downloads only while their access lasts; the owner reads the log", async () => {
    const { buyer, id } = await approvedBuyer();
    const logged = await buyer.client
      .from("dealroom_access_events")
      .insert({ dealroom_id: room, user_id: buyer.id, document_id: doc.id, action: "download" });
    expect(logged.error).toBeNull();
    const { data: log } = await seller.client
      .from("dealroom_access_events")
      .select("user_id, request_id, document_title, action")
      .eq("request_id", id);
    expect(log).toEqual([
      { user_id: buyer.id, request_id: id, document_title: "États financiers 2025", action: "download" },
    ]);
    expect((await buyer.client.from("dealroom_access_events").select("id").eq("request_id", id)).data).toEqual([]);

    await seller.client.from("dealroom_requests").update({ status: "revoked" }).eq("id", id);
    const afterRevoke = await buyer.client
      .from("dealroom_access_events")
      .insert({ dealroom_id: room, user_id: buyer.id, action: "view" });
    expect(afterRevoke.error).not.toBeNull();
    const forOther = await pending.client
      .from("dealroom_access_events")
      .insert({ dealroom_id: room, user_id: approved.id, action: "view" });
    expect(forOther.error).not.toBeNull();
  });
});
