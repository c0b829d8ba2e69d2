/**
 * The confidentiality agreement's versions (issue 41): a buyer signs the text the page showed, kept
 * word for word with its SHA-256; a new version of the template changes what the next buyer signs,
 * never what an earlier one did; a version is never edited; a text that changed while the buyer read
 * it is refused.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";
import {
  addDealroomListing,
  addDocument,
  agreementFor,
  openRoom,
  removeListings,
  saveBuyerProfile,
  signRequest,
  type Listing,
} from "@/tests/support/dealroom";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

let seller: TestUser;
let listing: Listing;
let room: number;

beforeAll(async () => {
  seller = await createTestUser({ firstName: "Sophie", lastName: "Vendeuse" });
  listing = await addDealroomListing(seller);
  room = await openRoom(seller, listing);
  await addDocument(seller, room);
});

afterAll(async () => {
  await removeListings({ entreprises: [listing.id] });
  // Versions are never removed (a trigger says so): the test's own goes with the triggers off.
  await sql().begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`delete from public.dealroom_agreement_templates where version >= 90`;
  });
  await cleanup();
});

describe("the agreement a buyer signs", () => {
  it("is the latest template with the listing and the seller's clauses, in each language, readable before signing", async () => {
    const reader = (await createTestUser()).client;
    expect(
      (await anonClient().rpc("dealroom_agreement", { p_dealroom_id: room, p_locale: "fr" })).error,
    ).not.toBeNull();
    const fr = await agreementFor(reader, room, "fr");
    expect(fr.version).toBe(1);
    expect(fr.body).toContain("ENTENTE DE CONFIDENTIALITÉ");
    expect(fr.body).toContain(`«\u00a0Boulangerie artisanale à vendre\u00a0» (n°\u00a0E-${listing.id})`);
    expect(fr.body).toMatch(/Clauses additionnelles du Vendeur\nAucune\./);
    expect(fr.body).not.toContain("Boulangerie Secrète");
    expect(fr.sha256).toBe(sha256(fr.body));
    const en = await agreementFor(reader, room, "en");
    expect(en.body).toContain(`“Artisan bakery for sale” (listing no. E-${listing.id})`);
    expect(en.body).toContain("courts of the judicial district of Montréal");

    await seller.client.rpc("save_dealroom_settings", {
      p_dealroom_id: room,
      p_clauses_fr: "L’Acheteur ne visite pas les lieux sans rendez-vous.",
      p_clauses_en: "",
      p_website: "",
      p_contact_name: "",
    });
    const withClauses = await agreementFor(reader, room, "en");
    // A seller who wrote in one language only: the other language's signers read those clauses.
    expect(withClauses.body).toContain("L’Acheteur ne visite pas les lieux sans rendez-vous.");
  });

  it("is kept word for word with its hash; a new version changes what the next buyer signs, never the signed one", async () => {
    const first = await createTestUser();
    const shown = await agreementFor(first.client, room, "fr");
    const signed = await signRequest(first, room, "fr");
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ status: "pending", agreement_version: 1, agreement_sha256: shown.sha256 });

    const [template] = await sql()<{ body: string }[]>`
      select body from public.dealroom_agreement_templates where version = 1 and locale = 'fr'`;
    await sql()`
      insert into public.dealroom_agreement_templates (version, locale, body, effective_on)
      values (90, 'fr', ${template!.body.replace("1. Objet", "1. Objet (version 90)")}, '2027-01-01')`;

    const second = await createTestUser();
    const next = await agreementFor(second.client, room, "fr");
    expect(next.version).toBe(90);
    expect((await signRequest(second, room, "fr")).data).toMatchObject({
      agreement_version: 90,
      agreement_sha256: next.sha256,
    });

    const [kept] = await sql()<{ agreement_text: string; agreement_sha256: string; agreement_version: number }[]>`
      select agreement_text, agreement_sha256, agreement_version from public.dealroom_requests where id = ${signed.data!.id}`;
    expect(kept).toEqual({ agreement_text: shown.body, agreement_sha256: shown.sha256, agreement_version: 1 });
    expect(kept!.agreement_text).not.toContain("version 90");
  });

  it("is refused when the text changed while the buyer read it", async () => {
    const buyer = await createTestUser();
    await saveBuyerProfile(buyer);
    const stale = await agreementFor(buyer.client, room, "fr");
    await seller.client.rpc("save_dealroom_settings", {
      p_dealroom_id: room,
      p_clauses_fr: "Une nouvelle clause.",
      p_clauses_en: "A new clause.",
      p_website: "",
      p_contact_name: "",
    });
    const { error } = await serviceClient().rpc("dealroom_sign_request", {
      p_buyer_id: buyer.id,
      p_dealroom_id: room,
      p_locale: "fr",
      p_sha256: stale.sha256,
      p_signed_name: "Alex Acheteur",
      p_ip_hash: null,
    });
    expect(error?.message).toContain("agreement changed");
    const [kept] = await sql()<{ n: number }[]>`
      select count(*)::int as n from public.dealroom_requests where buyer_id = ${buyer.id}`;
    expect(kept!.n).toBe(0);
  });

  it("never changes once published: a version is not edited nor removed", async () => {
    await expect(
      sql()`update public.dealroom_agreement_templates set body = body || ' ' where version = 1`,
    ).rejects.toThrow(/never changed or removed/);
    await expect(sql()`delete from public.dealroom_agreement_templates where version = 1`).rejects.toThrow(
      /never changed or removed/,
    );
  });
});
