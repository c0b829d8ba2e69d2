import type { Locale } from "@/lib/i18n/routing";
import { raise } from "@/lib/supabase/errors";
import type { Client, Database } from "@/lib/supabase/types";
import type { DealroomKind, DocumentCategory, ListingRef } from "../types";

/** A listing as its file needs it: whose page, in which state, with which titles. */
export type RoomListing = ListingRef & {
  slug: string;
  title_fr: string;
  title_en: string | null;
  status: string;
  confidential: boolean;
};

const LISTING_COLUMNS = "id, slug, title_fr, title_en, status";

/** A listing the caller may read (the public's, or their own in any state), by id or slug; null when not. */
export async function getRoomListing(
  client: Client,
  kind: DealroomKind,
  by: { id: number } | { slug: string },
): Promise<RoomListing | null> {
  const key = "id" in by ? (["id", by.id] as const) : (["slug", by.slug] as const);
  if (kind === "entreprise") {
    const { data, error } = await client
      .from("entreprises")
      .select(`${LISTING_COLUMNS}, confidential`)
      .eq(key[0], key[1])
      .maybeSingle();
    if (error) raise(error);
    return data ? { kind, ...data, status: data.status } : null;
  }
  const { data, error } = await client.from("immobilier").select(LISTING_COLUMNS).eq(key[0], key[1]).maybeSingle();
  if (error) raise(error);
  return data ? { kind, ...data, confidential: false } : null;
}

/** A listing with its owner as the caller may know it (their own id, or null), for its file's page and actions. */
export type FileListing = RoomListing & { owner_id: string | null };

export async function getFileListing(client: Client, ref: ListingRef): Promise<FileListing | null> {
  const listing = await getRoomListing(client, ref.kind, { id: ref.id });
  if (!listing) return null;
  // A business's owner is in its confidential copy, which only its owner and admins read.
  const args = {
    p_entreprise_id: ref.kind === "entreprise" ? ref.id : null,
    p_immobilier_id: ref.kind === "immobilier" ? ref.id : null,
  };
  const { data, error } = await client.rpc(
    "listing_inquiry_owner",
    args as Database["public"]["Functions"]["listing_inquiry_owner"]["Args"],
  );
  if (error) raise(error);
  return { ...listing, owner_id: data ?? null };
}

/** What anyone may know of a listing's file: whether it has one and what kinds of documents. */
export type RoomSummary = { id: number; documentCount: number; categories: DocumentCategory[] };

const listingColumn = (ref: ListingRef) => (ref.kind === "entreprise" ? "entreprise_id" : "immobilier_id");

export async function getRoomSummary(client: Client, ref: ListingRef): Promise<RoomSummary | null> {
  const { data, error } = await client
    .from("dealrooms")
    .select("id, document_count, categories")
    .eq(listingColumn(ref), ref.id)
    .maybeSingle();
  if (error) raise(error);
  return data
    ? { id: data.id, documentCount: data.document_count, categories: data.categories as DocumentCategory[] }
    : null;
}

/** A file with the seller's clauses, for its owner, admins and signed-in buyers. */
export type Room = RoomSummary & { clausesFr: string | null; clausesEn: string | null };

export async function getRoom(client: Client, ref: ListingRef): Promise<Room | null> {
  const { data, error } = await client
    .from("dealrooms")
    .select("id, document_count, categories, extra_clauses_fr, extra_clauses_en")
    .eq(listingColumn(ref), ref.id)
    .maybeSingle();
  if (error) raise(error);
  return data
    ? {
        id: data.id,
        documentCount: data.document_count,
        categories: data.categories as DocumentCategory[],
        clausesFr: data.extra_clauses_fr,
        clausesEn: data.extra_clauses_en,
      }
    : null;
}

/** The listing's file, made when first needed; RLS lets only its owner or an admin make one. */
export async function ensureRoom(client: Client, ref: ListingRef): Promise<number> {
  const args = {
    p_entreprise_id: ref.kind === "entreprise" ? ref.id : null,
    p_immobilier_id: ref.kind === "immobilier" ? ref.id : null,
  };
  // The generated types make SQL arguments non-null; this function takes one id and null for the other.
  const { data, error } = await client.rpc(
    "ensure_dealroom",
    args as Database["public"]["Functions"]["ensure_dealroom"]["Args"],
  );
  if (error) raise(error);
  return data;
}

export type RoomSettings = { clausesFr: string; clausesEn: string; website: string; contactName: string };

/** The clauses, website and owner's name in one transaction (save_dealroom_settings). */
export async function saveRoomSettings(client: Client, roomId: number, settings: RoomSettings): Promise<void> {
  const { error } = await client.rpc("save_dealroom_settings", {
    p_dealroom_id: roomId,
    p_clauses_fr: settings.clausesFr,
    p_clauses_en: settings.clausesEn,
    p_website: settings.website,
    p_contact_name: settings.contactName,
  });
  if (error) raise(error);
}

/** What the file reveals to its approved buyers (and its owner and admins); null for anyone else. */
export type RoomIdentity = Database["public"]["Functions"]["get_dealroom_identity"]["Returns"][number];

export async function getRoomIdentity(client: Client, roomId: number): Promise<RoomIdentity | null> {
  const { data, error } = await client.rpc("get_dealroom_identity", { p_dealroom_id: roomId });
  if (error) raise(error);
  return data?.[0] ?? null;
}

/** The agreement a buyer signs for this file, in a language, with its SHA-256. */
export type AgreementText = { version: number; body: string; sha256: string };

export async function getAgreement(client: Client, roomId: number, locale: Locale): Promise<AgreementText | null> {
  const { data, error } = await client.rpc("dealroom_agreement", { p_dealroom_id: roomId, p_locale: locale });
  if (error) raise(error);
  return data?.[0] ?? null;
}

/** The listing of a file (the server key for e-mails: a draft's too). */
export async function getRoomListingOfRoom(service: Client, roomId: number): Promise<RoomListing | null> {
  const { data, error } = await service
    .from("dealrooms")
    .select("entreprise_id, immobilier_id")
    .eq("id", roomId)
    .maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  return data.entreprise_id
    ? getRoomListing(service, "entreprise", { id: data.entreprise_id })
    : getRoomListing(service, "immobilier", { id: data.immobilier_id! });
}
