import "server-only";
import { accountAccess } from "@/lib/auth/authorize";
import type { Client } from "@/lib/supabase/types";
import { getFileListing, getRoomSummary, type FileListing, type RoomSummary } from "./queries/rooms";
import type { ListingRef } from "./types";

/** A listing's file as its owner (or an admin) manages it; the room is null until the first document. */
export type ManagedFile = { listing: FileListing; room: RoomSummary | null };

/**
 * The file of a listing the caller owns, or any listing for an admin; null for anyone else, who is
 * told "not found" (Postgres refuses their writes anyway: RLS on dealrooms, documents and Storage).
 */
export async function managedFile(client: Client, userId: string, ref: ListingRef): Promise<ManagedFile | null> {
  const listing = await getFileListing(client, ref);
  if (!listing) return null;
  if (listing.owner_id !== userId && !(await accountAccess(client, userId)).isAdmin) return null;
  return { listing, room: await getRoomSummary(client, ref) };
}
