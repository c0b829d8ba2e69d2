import "server-only";
import { raise } from "@/lib/supabase/errors";
import type { Json } from "@/lib/supabase/database.types";
import type { Client } from "@/lib/supabase/types";
import { itemTables, type RevisableKind } from "@/lib/listings/kinds";
import { expertPhotoPath, imagesFromJson } from "@/lib/listings/photos";
import { listingPhotoPaths, removeListingPhotos } from "./items";

/**
 * Pending revisions of public listings and franchises (issue 18, table listing_revisions): an owner's change to a
 * published, under-offer or sold listing waits there until an admin applies or rejects it; the
 * approved version stays online meanwhile. Written only by the tables' trigger; read here with
 * the caller's client (RLS: the owner their own, admins all).
 */
export type ListingKind = RevisableKind;

export type ListingRevision = { itemId: number; ownerId: string; changes: Record<string, Json>; updatedAt: string };

type Row = { item_id: number; owner_id: string; changes: Json; updated_at: string };

function toRevision(row: Row): ListingRevision {
  const changes =
    row.changes && typeof row.changes === "object" && !Array.isArray(row.changes)
      ? (row.changes as Record<string, Json>)
      : {};
  return { itemId: row.item_id, ownerId: row.owner_id, changes, updatedAt: row.updated_at };
}

/** The pending revision of one listing, or null. */
export async function getListingRevision(
  client: Client,
  kind: ListingKind,
  id: number,
): Promise<ListingRevision | null> {
  const { data, error } = await client
    .from("listing_revisions")
    .select("item_id, owner_id, changes, updated_at")
    .eq("item_kind", kind)
    .eq("item_id", id)
    .maybeSingle();
  if (error) raise(error);
  return data ? toRevision(data) : null;
}

/** The pending revisions of one kind the caller may read (an admin's queue: all), oldest first. */
export async function listListingRevisions(client: Client, kind: ListingKind, limit = 100): Promise<ListingRevision[]> {
  const { data, error } = await client
    .from("listing_revisions")
    .select("item_id, owner_id, changes, updated_at")
    .eq("item_kind", kind)
    .order("updated_at", { ascending: true })
    .limit(limit);
  if (error) raise(error);
  return (data ?? []).map(toRevision);
}

/** Which of these listings have changes pending (the workspace lists' badge). */
export async function pendingRevisionIds(client: Client, kind: ListingKind, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { data, error } = await client
    .from("listing_revisions")
    .select("item_id")
    .eq("item_kind", kind)
    .in("item_id", ids);
  if (error) raise(error);
  return new Set((data ?? []).map((r) => r.item_id));
}

/** Deletes the pending revision (the owner withdraws it); returns what it held, or null. */
export async function deleteListingRevision(
  client: Client,
  kind: ListingKind,
  id: number,
): Promise<ListingRevision | null> {
  const { data, error } = await client
    .from("listing_revisions")
    .delete()
    .eq("item_kind", kind)
    .eq("item_id", id)
    .select("item_id, owner_id, changes, updated_at")
    .maybeSingle();
  if (error) raise(error);
  return data ? toRevision(data) : null;
}

/** Applies the pending revision onto the listing (admins only; apply_listing_revision checks). */
export async function applyListingRevision(client: Client, kind: ListingKind, id: number): Promise<boolean> {
  const { data, error } = await client.rpc("apply_listing_revision", { p_kind: kind, p_id: id });
  if (error) raise(error);
  return data === true;
}

/** Rejects the pending revision with a reason (admins only; reject_listing_revision checks). */
export async function rejectListingRevision(
  client: Client,
  kind: ListingKind,
  id: number,
  reason: string,
): Promise<boolean> {
  const { data, error } = await client.rpc("reject_listing_revision", { p_kind: kind, p_id: id, p_reason: reason });
  if (error) raise(error);
  return data === true;
}

/** The photo paths a revision would put online (none when it does not change the photos). */
export function revisionPhotoPaths(revision: ListingRevision | null): string[] {
  if (!revision) return [];
  if ("logo_url" in revision.changes) {
    const logo = expertPhotoPath(typeof revision.changes.logo_url === "string" ? revision.changes.logo_url : null);
    return logo ? [logo] : [];
  }
  if (!("images" in revision.changes)) return [];
  return imagesFromJson(revision.changes.images).map((i) => i.path);
}

/** Every photo a listing uses now: the row's and its pending revision's (none may be removed). */
export async function photosInUse(client: Client, kind: ListingKind, id: number): Promise<Set<string>> {
  const [row, revision] = await Promise.all([
    listingPhotoPaths(client, kind, id),
    getListingRevision(client, kind, id),
  ]);
  return new Set([...row, ...revisionPhotoPaths(revision)]);
}

/** The listing's public title and slug, for the decision e-mail (no owner column read). */
export async function listingTitle(
  client: Client,
  kind: ListingKind,
  id: number,
): Promise<{ slug: string; title_fr: string; title_en: string | null } | null> {
  if (kind === "franchise") {
    const { data, error } = await client.from("franchises").select("slug, title_fr:name").eq("id", id).maybeSingle();
    if (error) raise(error);
    return data ? { ...data, title_en: null } : null;
  }
  const { data, error } = await client
    .from(itemTables[kind])
    .select("slug, title_fr, title_en")
    .eq("id", id)
    .maybeSingle();
  if (error) raise(error);
  return data;
}

/**
 * A listing as its editor opens it, and its pending revision: for its owner, the saved row with
 * the revision laid over it (what the seller last wrote is never lost); for an administrator who
 * reviews the revision (`overlay` false), the saved row, i.e. the published version.
 */
export async function withPendingRevision<T extends { id: number }>(
  client: Client,
  kind: ListingKind,
  item: T | null,
  overlay = true,
): Promise<{ item: T | null; revision: ListingRevision | null }> {
  if (!item) return { item, revision: null };
  const revision = await getListingRevision(client, kind, item.id);
  return { item: revision && overlay ? ({ ...item, ...revision.changes } as T) : item, revision };
}

/** Removes the photos a revision brought that the listing does not use (owner's folder only). */
export async function dropRevisionPhotos(client: Client, kind: ListingKind, revision: ListingRevision): Promise<void> {
  const inUse = new Set(await listingPhotoPaths(client, kind, revision.itemId));
  await removeListingPhotos(
    client,
    revisionPhotoPaths(revision).filter((p) => !inUse.has(p)),
    revision.ownerId,
  );
}
