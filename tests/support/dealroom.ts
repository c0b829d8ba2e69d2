/**
 * Deal room fixtures for integration tests (issue 41): a published listing, its file with a
 * document in the real private bucket, a buyer's profile and signed request, each made through
 * the Data API with the acting user's own client as the app does (a request: by the server's secret key).
 */
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { serviceClient, sql, uniqueName, type TestUser } from "./db";

export const DEALROOM_BUCKET = "dealroom-documents";

/** The smallest file a PDF reader opens (file-type sees "%PDF"). */
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export type Listing = { id: number; slug: string };

/** A listing of `owner` as SQL (the team) writes it: a confidential business by default, published. */
export async function addDealroomListing(
  owner: TestUser,
  opts: { confidential?: boolean; status?: string; kind?: "entreprise" | "immobilier" } = {},
): Promise<Listing> {
  const slug = uniqueName("dossier")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const status = opts.status ?? "published";
  if (opts.kind === "immobilier") {
    const [row] = await sql()<{ id: number }[]>`
      insert into public.immobilier (slug, owner_id, status, title_fr, description_fr, property_type, price, address, city, published_at)
      values (${slug}, ${owner.id}, ${status}, 'Immeuble à vendre', 'Annonce de test.', 'retail', 900000, '12 rue Test', 'Québec',
              case when ${status} in ('published', 'under_offer', 'sold') then now() end)
      returning id`;
    return { id: Number(row!.id), slug };
  }
  const [category] = await sql()<{ id: number }[]>`select id from public.entreprise_categories order by id limit 1`;
  const [row] = await sql()<{ id: number }[]>`
    insert into public.entreprises (slug, owner_id, status, confidential, title_fr, title_en, description_fr, category_id,
                                    asking_price, region_id, province_id, business_name, street_address, postal_code, city, published_at)
    values (${slug}, ${owner.id}, ${status}, ${opts.confidential ?? true}, 'Boulangerie artisanale à vendre',
            'Artisan bakery for sale', 'Annonce de test.', ${category!.id}, 450000, 1, 1, 'Boulangerie Secrète inc.',
            '123 rue Cachée', 'G5L 1A1', 'Rimouski', case when ${status} in ('published', 'under_offer', 'sold') then now() end)
    returning id`;
  return { id: Number(row!.id), slug };
}

export async function setListingStatus(listing: Listing, status: string, kind = "entreprise") {
  const table = kind === "immobilier" ? "immobilier" : "entreprises";
  await sql()`update ${sql()("public." + table)} set status = ${status}::public.listing_status where id = ${listing.id}`;
}

/** The listing's file, made by `who` (its owner or an admin) through ensure_dealroom. */
export async function openRoom(who: TestUser, listing: Listing, kind = "entreprise"): Promise<number> {
  const { data, error } = await who.client.rpc("ensure_dealroom", {
    p_entreprise_id: kind === "entreprise" ? listing.id : null,
    p_immobilier_id: kind === "immobilier" ? listing.id : null,
  } as never);
  if (error) throw new Error(`ensure_dealroom: ${error.message}`);
  return Number(data);
}

/** Puts a PDF object in the room's folder as `who`; returns its path. */
export async function storeObject(who: TestUser, roomId: number, bytes = PDF_BYTES): Promise<string> {
  const path = `${roomId}/${randomUUID()}.pdf`;
  const { error } = await who.client.storage
    .from(DEALROOM_BUCKET)
    .upload(path, bytes, { contentType: "application/pdf", upsert: false });
  if (error) throw new Error(`upload: ${error.message}`);
  return path;
}

/** A stored PDF and its document row, as `who`; returns the document's id and path. */
export async function addDocument(
  who: TestUser,
  roomId: number,
  opts: { title?: string; category?: string } = {},
): Promise<{ id: number; path: string }> {
  const path = await storeObject(who, roomId);
  const { data, error } = await who.client
    .from("dealroom_documents")
    .insert({
      dealroom_id: roomId,
      category: opts.category ?? "financial_statements",
      title: opts.title ?? "États financiers 2025",
      file_name: "etats-financiers-2025.pdf",
      storage_path: path,
      content_type: "application/pdf",
      size_bytes: PDF_BYTES.length,
    })
    .select("id")
    .single();
  if (error) throw new Error(`document: ${error.message}`);
  return { id: Number(data.id), path };
}

const BUYER_PROFILE = {
  capital_available: 250000,
  experience: "Quinze ans en gestion de commerces de détail.",
  timeline: "within_6_months",
  financing: ["own_funds", "bank_loan"],
  financing_details: "Préapprobation de la banque.",
};

export async function saveBuyerProfile(buyer: TestUser) {
  const { error } = await buyer.client.from("dealroom_buyer_profiles").upsert({ user_id: buyer.id, ...BUYER_PROFILE });
  if (error) throw new Error(`buyer profile: ${error.message}`);
}

/** The agreement a buyer is shown for a room, as the page reads it. */
export async function agreementFor(client: SupabaseClient, roomId: number, locale = "fr") {
  const { data, error } = await client.rpc("dealroom_agreement", { p_dealroom_id: roomId, p_locale: locale });
  if (error) throw new Error(`agreement: ${error.message}`);
  return (data as { version: number; body: string; sha256: string }[])[0]!;
}

/**
 * Signs the room's agreement for `buyer` (profile saved first) as the server does: the agreement read
 * with the buyer's session, the request made by dealroom_sign_request with the secret key. Returns the
 * request's row as the buyer reads it, or the refusal.
 */
export async function signRequest(buyer: TestUser, roomId: number, locale = "fr") {
  await saveBuyerProfile(buyer);
  const agreement = await agreementFor(buyer.client, roomId, locale);
  const signed = await serviceClient().rpc("dealroom_sign_request", {
    p_buyer_id: buyer.id,
    p_dealroom_id: roomId,
    p_locale: locale,
    p_sha256: agreement.sha256,
    p_signed_name: "Alex Acheteur",
    p_ip_hash: "a".repeat(64),
  });
  if (signed.error) return { data: null, error: signed.error };
  return buyer.client
    .from("dealroom_requests")
    .select("id, status, agreement_sha256, agreement_version")
    .eq("id", Number(signed.data))
    .single();
}

export async function requestAccess(buyer: TestUser, roomId: number, locale = "fr"): Promise<number> {
  const { data, error } = await signRequest(buyer, roomId, locale);
  if (error) throw new Error(`request: ${error.message}`);
  return Number(data.id);
}

/** The request's status as the database has it (superuser). */
export async function requestRow(id: number) {
  const [row] = await sql()<
    { status: string; expires_at: Date | null; decided_by: string | null; agreement_sha256: string }[]
  >`select status, expires_at, decided_by, agreement_sha256 from public.dealroom_requests where id = ${id}`;
  return row;
}

/** What a download of the object gives `client`: its bytes, or null when refused. */
export async function downloadObject(client: SupabaseClient, path: string): Promise<Buffer | null> {
  const { data, error } = await client.storage.from(DEALROOM_BUCKET).download(path);
  if (error || !data) return null;
  return Buffer.from(await data.arrayBuffer());
}

export async function objectExists(path: string): Promise<boolean> {
  const rows = await sql()`select 1 from storage.objects where bucket_id = ${DEALROOM_BUCKET} and name = ${path}`;
  return rows.length > 0;
}

/** Removes the listings (their files, documents, requests and events go with them) and their objects. */
export async function removeListings(ids: { entreprises?: number[]; immobilier?: number[] }) {
  const db = sql();
  const rooms = await db<{ id: number }[]>`
    select id from public.dealrooms
    where entreprise_id = any (${ids.entreprises ?? []}::bigint[]) or immobilier_id = any (${ids.immobilier ?? []}::bigint[])`;
  if (ids.entreprises?.length) await db`delete from public.entreprises where id = any (${ids.entreprises}::bigint[])`;
  if (ids.immobilier?.length) await db`delete from public.immobilier where id = any (${ids.immobilier}::bigint[])`;
  for (const room of rooms)
    await db`delete from storage.objects where bucket_id = ${DEALROOM_BUCKET} and name like ${`${room.id}/%`}`;
}
