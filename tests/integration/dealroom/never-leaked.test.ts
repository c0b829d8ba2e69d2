/**
 * Never leaked (issue 41): what the cached public pages are made of — the listing's page data, its
 * JSON-LD, the file's teaser, the search, the sitemap's entries — is read for everyone with the public
 * client, so it carries none of a confidential listing's identity nor its documents' names, even once
 * a buyer was approved and opened the room.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { businessJsonLd } from "@/lib/businesses/json-ld";
import { getBusinessBySlug, listLatestBusinesses } from "@/lib/businesses/queries/public";
import { searchBusinesses } from "@/lib/businesses/queries/search";
import { getRoomSummary } from "@/lib/dealroom/queries/rooms";
import { listSitemapBusinesses } from "@/lib/site/queries/sitemap";
import { anonClient, cleanup, createTestUser, type TestUser } from "@/tests/support/db";
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
let listing: Listing;
let room: number;
/** What the file reveals to approved buyers only (addDealroomListing's identity, the file's own). */
const SECRETS = [
  "Boulangerie Secrète",
  "123 rue Cachée",
  "G5L 1A1",
  "boulangerie-secrete.example",
  "Gisèle Propriétaire",
  "Bilan caché 2025",
  "etats-financiers-2025.pdf",
];

beforeAll(async () => {
  seller = await createTestUser();
  buyer = await createTestUser();
  listing = await addDealroomListing(seller);
  room = await openRoom(seller, listing);
  await addDocument(seller, room, { title: "Bilan caché 2025" });
  const { error } = await seller.client.rpc("save_dealroom_settings", {
    p_dealroom_id: room,
    p_clauses_fr: "",
    p_clauses_en: "",
    p_website: "https://boulangerie-secrete.example",
    p_contact_name: "Gisèle Propriétaire",
  });
  expect(error).toBeNull();
  const id = await requestAccess(buyer, room);
  await seller.client.from("dealroom_requests").update({ status: "approved" }).eq("id", id);
  await buyer.client.from("dealroom_access_events").insert({ dealroom_id: room, user_id: buyer.id, action: "view" });
});

afterAll(async () => {
  await removeListings({ entreprises: [listing.id] });
  await cleanup();
});

it("the public reads of a confidential listing with an open file carry none of its identity or documents", async () => {
  const anon = anonClient();
  const business = await getBusinessBySlug(anon, listing.slug);
  expect(business).not.toBeNull();
  const jsonLd = businessJsonLd(business!, {
    locale: "fr",
    url: `https://example.test/entreprises/${listing.slug}`,
    title: business!.title_fr,
    description: business!.description_fr,
    category: "",
    place: "Bas-Saint-Laurent",
  });
  const teaser = await getRoomSummary(anon, { kind: "entreprise", id: listing.id });
  expect(teaser).toEqual({ id: room, documentCount: 1, categories: ["financial_statements"] });
  const latest = await listLatestBusinesses(anon, 50);
  const search = await searchBusinesses(anon, { query: "Secrète" });
  expect(search.rows.map((r) => r.id)).not.toContain(listing.id);
  const sitemap = await listSitemapBusinesses(anon, { offset: 0, limit: 5000 });
  const published = JSON.stringify({ business, jsonLd, teaser, latest, sitemap });
  for (const secret of SECRETS) expect(published).not.toContain(secret);
});
