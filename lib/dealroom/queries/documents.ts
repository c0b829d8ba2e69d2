import { raise } from "@/lib/supabase/errors";
import type { Client, Tables, TablesInsert } from "@/lib/supabase/types";
import { DEALROOM_BUCKET, type DocumentCategory, type ListingRef } from "../types";

export type RoomDocument = Pick<
  Tables<"dealroom_documents">,
  | "id"
  | "dealroom_id"
  | "title"
  | "file_name"
  | "storage_path"
  | "content_type"
  | "size_bytes"
  | "position"
  | "created_at"
  | "updated_at"
> & { category: DocumentCategory };

const COLUMNS =
  "id, dealroom_id, category, title, file_name, storage_path, content_type, size_bytes, position, created_at, updated_at";

/** A file's documents in the seller's order (RLS: its owner, admins and its approved buyers). */
export async function listDocuments(client: Client, roomId: number): Promise<RoomDocument[]> {
  const { data, error } = await client
    .from("dealroom_documents")
    .select(COLUMNS)
    .eq("dealroom_id", roomId)
    .order("position")
    .order("id");
  if (error) raise(error);
  return data ?? [];
}

/** One document, when the caller may read it. */
export async function getDocument(client: Client, id: number): Promise<RoomDocument | null> {
  const { data, error } = await client.from("dealroom_documents").select(COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  return data;
}

export type StoredFile = { fileName: string; storagePath: string; contentType: string; sizeBytes: number };

export async function insertDocument(
  client: Client,
  values: StoredFile & { roomId: number; category: DocumentCategory; title: string },
): Promise<RoomDocument> {
  const { data, error } = await client
    .from("dealroom_documents")
    .insert({
      dealroom_id: values.roomId,
      category: values.category,
      title: values.title,
      file_name: values.fileName,
      storage_path: values.storagePath,
      content_type: values.contentType,
      size_bytes: values.sizeBytes,
      // dealroom_documents_guard puts a new document last (and the uploader and time are the server's).
    } as TablesInsert<"dealroom_documents">)
    .select(COLUMNS)
    .single();
  if (error) raise(error, "dealroomDocumentNotSaved");
  return data;
}

/** Points a document at a new file (a replacement); returns the document, or null when the caller may not. */
export async function replaceDocumentFile(client: Client, id: number, file: StoredFile): Promise<RoomDocument | null> {
  const { data, error } = await client
    .from("dealroom_documents")
    .update({
      file_name: file.fileName,
      storage_path: file.storagePath,
      content_type: file.contentType,
      size_bytes: file.sizeBytes,
    })
    .eq("id", id)
    .select(COLUMNS)
    .maybeSingle();
  if (error) raise(error, "dealroomDocumentNotSaved");
  return data;
}

export async function updateDocumentDetails(
  client: Client,
  id: number,
  details: { title: string; category: DocumentCategory },
): Promise<RoomDocument | null> {
  const { data, error } = await client
    .from("dealroom_documents")
    .update(details)
    .eq("id", id)
    .select(COLUMNS)
    .maybeSingle();
  if (error) raise(error);
  return data;
}

/** Deletes a document's row; returns its object's path (to remove next), or null when none was deleted. */
export async function deleteDocumentRow(client: Client, id: number, roomId: number): Promise<string | null> {
  const { data, error } = await client
    .from("dealroom_documents")
    .delete()
    .eq("id", id)
    .eq("dealroom_id", roomId)
    .select("storage_path");
  if (error) raise(error);
  return data?.[0]?.storage_path ?? null;
}

export async function reorderDocuments(client: Client, roomId: number, ids: number[]): Promise<void> {
  const { error } = await client.rpc("reorder_dealroom_documents", { p_dealroom_id: roomId, p_ids: ids });
  if (error) raise(error);
}

/** Stores a document's bytes in the private bucket with the caller's session (Storage's RLS decides). */
export async function putObject(client: Client, path: string, bytes: Uint8Array, contentType: string): Promise<void> {
  // Bytes with an explicit type: what hosted Storage and the local stack both accept (docs/architecture.md).
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const { error } = await client.storage.from(DEALROOM_BUCKET).upload(path, body, { contentType, upsert: false });
  if (error) raise(error, "dealroomDocumentNotSaved");
}

/**
 * The objects of a listing's file (its documents' paths, each in the file's own folder), read with the
 * caller's session: RLS shows them to its owner and admins.
 */
export async function listingDocumentPaths(client: Client, listing: ListingRef): Promise<string[]> {
  const room = await client
    .from("dealrooms")
    .select("id")
    .eq(listing.kind === "entreprise" ? "entreprise_id" : "immobilier_id", listing.id)
    .maybeSingle();
  if (room.error) raise(room.error);
  if (!room.data) return [];
  const { data, error } = await client
    .from("dealroom_documents")
    .select("storage_path")
    .eq("dealroom_id", room.data.id);
  if (error) raise(error);
  const folder = `${room.data.id}/`;
  return data.map((d) => d.storage_path).filter((path) => path.startsWith(folder) && !path.includes(".."));
}

/** Removes objects (the caller's session: only its owner or an admin may). */
export async function removeObjects(client: Client, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await client.storage.from(DEALROOM_BUCKET).remove(paths);
  if (error) raise(error);
}

/**
 * The objects queued for removal (each deleted or replaced document's, and those no document names an
 * hour after their upload), up to `limit`, with the secret key (public.dealroom_objects_to_remove).
 */
export async function objectsToRemove(service: Client, limit: number): Promise<string[]> {
  const { data, error } = await service.rpc("dealroom_objects_to_remove", { p_limit: limit });
  if (error) raise(error);
  return data ?? [];
}

/** Clears queued objects once Storage has removed them; returns how many were cleared. */
export async function clearRemovedObjects(service: Client, paths: string[]): Promise<number> {
  const { data, error } = await service.rpc("dealroom_objects_removed", { p_paths: paths });
  if (error) raise(error);
  return data ?? 0;
}

/**
 * A Storage URL for a document's object, signed with the caller's session (Storage's RLS decides again:
 * null when it refuses or the object is gone), valid `seconds`; `downloadAs` makes it an attachment.
 */
export async function signObjectUrl(
  client: Client,
  path: string,
  seconds: number,
  downloadAs?: string,
): Promise<string | null> {
  const { data, error } = await client.storage
    .from(DEALROOM_BUCKET)
    .createSignedUrl(path, seconds, downloadAs ? { download: downloadAs } : undefined);
  if (!error) return data.signedUrl;
  // Storage answers a refusal as "not found" (400/403/404); anything else is a failure.
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  if ([400, 403, 404, "400", "403", "404"].includes(status as number)) return null;
  raise(error);
}
