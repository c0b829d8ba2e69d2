import "server-only";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { deleteItemWithPhotos, itemOwnerId } from "@/lib/listings/queries/items";
import { refusalResult } from "@/lib/listings/refusal";
import type { ItemKind } from "@/lib/listings/kinds";
import { createAdminClient } from "@/lib/supabase/admin";
import type { Client } from "@/lib/supabase/types";

/**
 * What another domain removes with a listing (a deal room's documents, issue 41): read with the
 * caller's session before the row goes, and given back as the removal to run once it is gone.
 */
export type GoesAlong = (client: Client, kind: ItemKind, id: number) => Promise<() => Promise<void>>;

/**
 * Deletes a listing or an expert profile, and its photos (never a file outside its owner's folder),
 * then what `alongside` read before. The delete itself stays the caller's, under RLS.
 */
export async function deleteItem(
  client: Client,
  kind: ItemKind,
  id: number,
  alongside?: GoesAlong,
): Promise<ActionResult<true>> {
  try {
    const ownerId = await itemOwnerId(createAdminClient(), kind, id);
    if (!ownerId) return fail("workspace.errors.notFound");
    const after = alongside ? await alongside(client, kind, id) : null;
    await deleteItemWithPhotos(client, kind, id, ownerId);
    await after?.();
    return ok(true);
  } catch (error) {
    return refusalResult(error);
  }
}
