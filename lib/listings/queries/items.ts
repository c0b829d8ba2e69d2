import type { Client, Json, TablesInsert, TablesUpdate } from "@/lib/supabase/types";
import type { PostgrestError } from "@supabase/supabase-js";
import { QueryError, raise } from "@/lib/supabase/errors";
import type { ListingImage, ListingStatus } from "@/lib/listings/types";
import { LISTING_IMAGES_BUCKET } from "@/lib/listings/photos";
import { expertPhotoPath } from "@/lib/listings/photos";
import { NEEDS_CONFIRMATION_DAYS } from "@/lib/listings/freshness";
import { ITEM_KINDS, itemTables, type ItemKind, type RevisableKind } from "@/lib/listings/kinds";
import { fromJson, oneOf } from "@/lib/supabase/db-values";
import { imagesFromJson } from "@/lib/listings/photos";

export type WorkspaceListQuery = {
  scope: "mine" | "all";
  status?: string;
  search?: string;
  regionId?: number;
  categoryId?: number;
  ownerEmail?: string;
  from?: string;
  to?: string;
  sort: string;
  dir: "asc" | "desc";
  limit: number;
  offset: number;
};

/** What every row of a workspace list has, whatever the kind, beside its own columns. */
export type WorkspaceRowMeta = {
  id: number;
  slug: string;
  featured: boolean;
  owner_id: string;
  owner_email: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  published_at: string | null;
  rejection_reason: string | null;
};

/** What a listing's row (business or property) adds: titles, photos, region, freshness and counts. */
export type ListingRowMeta = WorkspaceRowMeta & {
  title_fr: string;
  title_en: string | null;
  status: ListingStatus;
  highlighted: boolean;
  price_on_request: boolean;
  images: ListingImage[];
  region_id: number | null;
  last_confirmed_at: string;
  views_7: number;
  views_30: number;
  inquiries_unread: number;
  inquiries_total: number;
};

/** The arguments every list_workspace_* function shares (a filter left empty is omitted); franchises have no region. */
export function listArgs(q: WorkspaceListQuery, region = true) {
  return {
    p_scope: q.scope,
    p_status: q.status ?? undefined,
    p_search: q.search ?? undefined,
    ...(region ? { p_region_id: q.regionId ?? undefined } : {}),
    p_owner_email: q.ownerEmail ?? undefined,
    p_from: q.from ?? undefined,
    p_to: q.to ?? undefined,
    p_sort: q.sort,
    p_dir: q.dir,
    p_limit: q.limit,
    p_offset: q.offset,
  };
}

/** A list_workspace_* function's rows as a page: each row as the kind reads it, and how many match in all. */
export function workspacePage<Raw extends { total_count: number | string }, Row>(
  data: Raw[] | null,
  row: (r: Raw) => Row,
): { rows: Row[]; total: number } {
  const raw = data ?? [];
  return { rows: raw.map(row), total: raw[0] ? Number(raw[0].total_count) : 0 };
}

type Counts = "views_7" | "views_30" | "inquiries_unread" | "inquiries_total";

/** A listing's row of a workspace list (business or property) with its counts as numbers: views in 7 and 30 days, inquiries. */
export function listingCounts<Raw extends Record<Counts, number | string>>(
  r: Raw,
): Omit<Raw, Counts> & Record<Counts, number> {
  return {
    ...r,
    views_7: Number(r.views_7),
    views_30: Number(r.views_30),
    inquiries_unread: Number(r.inquiries_unread),
    inquiries_total: Number(r.inquiries_total),
  };
}

/** The row a write returns; none means RLS let the write touch nothing (no such item, or not the caller's). */
function writtenRow<Row>(data: Row | null, error: PostgrestError | null): Row {
  if (error) raise(error);
  if (!data) throw new QueryError("not found or not yours", { code: "PGRST116" });
  return data;
}

type ItemTable = (typeof itemTables)[ItemKind];

/**
 * Creates (no id) or updates an item of a kind's table; returns what `select` names (its id and
 * slug at least). A new item's empty slug is made from its title or name by the table's trigger.
 */
export async function saveItemRow<Table extends ItemTable, Row extends { id: number; slug: string }>(
  client: Client,
  table: Table,
  ownerId: string,
  id: number | null | undefined,
  columns: TablesUpdate<Table>,
  select = "id, slug",
): Promise<Row> {
  // One code path for four tables: the columns were checked against this table's own type above.
  const rows = client.from(table as "experts");
  const write = id
    ? rows.update(columns as TablesUpdate<"experts">).eq("id", id)
    : rows.insert({ ...columns, owner_id: ownerId, slug: "" } as TablesInsert<"experts">);
  const { data, error } = await write.select(select).maybeSingle();
  return writtenRow(data as Row | null, error);
}

export type SummaryRow = { kind: ItemKind; status: string; items: number };

/** The caller's items counted by kind and status (the dashboard). */
export async function getWorkspaceSummary(client: Client): Promise<SummaryRow[]> {
  const { data, error } = await client.rpc("workspace_summary");
  if (error) raise(error);
  return (data ?? []).map((r) => ({ ...r, kind: oneOf(ITEM_KINDS, r.kind), items: Number(r.items) }));
}

/** What an editor loads beside the values: the item's identity, status and review. */
export type EditMeta = {
  id: number;
  slug: string;
  owner_id: string;
  status: ListingStatus;
  featured: boolean;
  updated_at: string;
  submitted_at: string | null;
  published_at: string | null;
  rejection_reason: string | null;
};

/** A listing's (business or property) with its freshness. */
export type ListingForEdit<V> = V & EditMeta & { last_confirmed_at: string };

/** Changes an item's status; the database decides whether this caller may (moderation_guard). */
export async function setItemStatus(
  client: Client,
  kind: ItemKind,
  id: number,
  status: string,
  reason?: string | null,
): Promise<{ status: string; slug: string }> {
  // One status vocabulary for three tables: the database refuses a status a table does not have.
  const changes = { status, ...(reason !== undefined ? { rejection_reason: reason } : {}) } as {
    status: "draft";
    rejection_reason?: string | null;
  };
  const { data, error } = await client
    .from(itemTables[kind])
    .update(changes)
    .eq("id", id)
    .select("status, slug")
    .maybeSingle();
  return writtenRow(data, error);
}

/**
 * Features an item (the home page showcase) or highlights a listing in search results, or stops
 * (admins only: the tables' triggers refuse anyone else, and what the owner's plan does not include).
 */
export async function setItemFlag(
  client: Client,
  kind: ItemKind,
  id: number,
  flag: "featured" | "highlighted",
  value: boolean,
): Promise<void> {
  // Only businesses and properties have a highlight: the database refuses the column elsewhere.
  const { data, error } = await client
    .from(itemTables[kind] as "entreprises")
    .update(flag === "featured" ? { featured: value } : { highlighted: value })
    .eq("id", id)
    .select("id")
    .maybeSingle();
  if (error) raise(error);
  if (!data) throw new QueryError("not found", { code: "PGRST116" });
}

export type ListingToConfirm = {
  kind: "entreprise" | "immobilier";
  id: number;
  title_fr: string;
  title_en: string | null;
  last_confirmed_at: string;
};

/** At most this many of each kind on the dashboard (the oldest confirmations first). */
const TO_CONFIRM_LIMIT = 50;

/**
 * The owner's public listings not confirmed for NEEDS_CONFIRMATION_DAYS days, oldest confirmation
 * first: only those rows are read (the freshness index), whatever the size of the workspace.
 * `service`: the server key's client (the API roles do not read a business's owner), given the
 * signed-in user's own id.
 */
export async function listListingsToConfirm(
  service: Client,
  ownerId: string,
  now: Date = new Date(),
): Promise<ListingToConfirm[]> {
  const cutoff = new Date(now.getTime() - NEEDS_CONFIRMATION_DAYS * 86_400_000).toISOString();
  const read = (kind: "entreprise" | "immobilier") =>
    service
      .from(itemTables[kind])
      .select("id, title_fr, title_en, last_confirmed_at")
      .eq("owner_id", ownerId)
      .in("status", ["published", "under_offer"])
      .lte("last_confirmed_at", cutoff)
      .order("last_confirmed_at")
      .limit(TO_CONFIRM_LIMIT);
  const [businesses, properties] = await Promise.all([read("entreprise"), read("immobilier")]);
  if (businesses.error) raise(businesses.error);
  if (properties.error) raise(properties.error);
  return [
    ...businesses.data.map((r) => ({ ...r, kind: "entreprise" as const })),
    ...properties.data.map((r) => ({ ...r, kind: "immobilier" as const })),
  ].sort((a, b) => a.last_confirmed_at.localeCompare(b.last_confirmed_at));
}

/** "Still available": the listing's confirmation date becomes now. */
export async function setListingConfirmed(
  client: Client,
  kind: "entreprise" | "immobilier",
  id: number,
): Promise<void> {
  const { data, error } = await client
    .from(itemTables[kind])
    .update({ last_confirmed_at: new Date().toISOString() })
    .eq("id", id)
    .select("id")
    .maybeSingle();
  if (error) raise(error);
  if (!data) throw new QueryError("not found or not yours", { code: "PGRST116" });
}

/** The changes of an item's pending revision (issue 18), or null when it has none. */
async function pendingChanges(client: Client, kind: ItemKind, id: number): Promise<Json | null> {
  const { data, error } = await client
    .from("listing_revisions")
    .select("changes")
    .eq("item_kind", kind)
    .eq("item_id", id)
    .maybeSingle();
  if (error) raise(error);
  return data?.changes ?? null;
}

/**
 * The owner of an item, read with the service client: `owner_id` is not every caller's to read
 * (confidential listings), and the photo clean-up must know whose folder it may touch.
 */
export async function itemOwnerId(service: Client, kind: ItemKind, id: number): Promise<string | null> {
  const { data, error } = await service.from(itemTables[kind]).select("owner_id").eq("id", id).maybeSingle();
  if (error) raise(error);
  return data?.owner_id ?? null;
}

/** Deletes a listing or an expert profile, then its photos from Storage (only files of `ownerId`'s folder). */
export async function deleteItemWithPhotos(client: Client, kind: ItemKind, id: number, ownerId: string): Promise<void> {
  if (kind === "expert") {
    const { data, error } = await client.from("experts").delete().eq("id", id).select("photo_url").maybeSingle();
    if (error) raise(error);
    if (!data) throw new QueryError("not found or not yours", { code: "PGRST116" });
    const path = expertPhotoPath(data.photo_url);
    await removeListingPhotos(client, path ? [path] : [], ownerId);
    return;
  }
  if (kind === "franchise") {
    // The logo of its pending revision goes too (the revision goes with the franchise).
    const revisionLogo = fromJson<{ logo_url?: string | null } | null>(
      await pendingChanges(client, kind, id),
    )?.logo_url;
    const { data, error } = await client.from("franchises").delete().eq("id", id).select("logo_url").maybeSingle();
    if (error) raise(error);
    if (!data) throw new QueryError("not found or not yours", { code: "PGRST116" });
    const paths = [expertPhotoPath(data.logo_url), expertPhotoPath(revisionLogo)].filter((p) => p !== null);
    await removeListingPhotos(client, [...new Set(paths)], ownerId);
    return;
  }
  // The photos of its pending revision go too (the revision goes with the listing, issue 18).
  const changes = await pendingChanges(client, kind, id);
  const revisionImages = changes ? (fromJson<{ images?: Json } | null>(changes)?.images ?? []) : [];
  const { data, error } = await client.from(itemTables[kind]).delete().eq("id", id).select("images").maybeSingle();
  if (error) raise(error);
  if (!data) throw new QueryError("not found or not yours", { code: "PGRST116" });
  const paths = [...imagesFromJson(data.images), ...imagesFromJson(revisionImages)].map((i) => i.path);
  await removeListingPhotos(client, [...new Set(paths)], ownerId);
}

/** The paths that are files of the owner's own folder ("<owner id>/<file>"); any other is never removed. */
export function pathsInOwnerFolder(paths: string[], ownerId: string): string[] {
  return paths.filter((p) => {
    const [folder, file, ...rest] = p.split("/");
    return (
      folder === ownerId &&
      rest.length === 0 &&
      !!file &&
      /^[A-Za-z0-9._-]{1,120}$/.test(file) &&
      file !== "." &&
      file !== ".."
    );
  });
}

/**
 * Removes photo files of an item owned by `ownerId` from the listing-images bucket. The caller may be
 * an admin, whose rights reach every folder: only the owner's own files are ever removed.
 */
export async function removeListingPhotos(client: Client, paths: string[], ownerId: string): Promise<void> {
  const owned = pathsInOwnerFolder(paths, ownerId);
  if (owned.length === 0) return;
  const { error } = await client.storage.from(LISTING_IMAGES_BUCKET).remove(owned);
  if (error) raise(error);
}

/** The photo paths of a listing as stored now (to remove the ones an edit drops). */
export async function listingPhotoPaths(client: Client, kind: RevisableKind, id: number): Promise<string[]> {
  if (kind === "franchise") {
    const { data, error } = await client.from("franchises").select("logo_url").eq("id", id).maybeSingle();
    if (error) raise(error);
    const logo = expertPhotoPath(data?.logo_url);
    return logo ? [logo] : [];
  }
  const { data, error } = await client.from(itemTables[kind]).select("images").eq("id", id).maybeSingle();
  if (error) raise(error);
  return (data ? imagesFromJson(data.images) : []).map((i) => i.path);
}
