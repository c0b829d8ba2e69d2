import "server-only";
import type { Client } from "@/lib/supabase/types";
import { clearRemovedObjects, objectsToRemove, removeObjects } from "./queries/documents";

const BATCH = 100;
const MAX_BATCHES = 50;

/**
 * The deal room's scheduled job (/api/cron/dealroom-objects): removes from the private bucket, with
 * the secret key, the objects Postgres queued (a document deleted or replaced by any path, the cascade
 * of a deleted listing, an upload whose row was never written), then clears them. An object already
 * gone (the app removes its own deletions at once) is cleared all the same; running it twice removes
 * nothing more.
 */
export async function removeQueuedObjects(service: Client): Promise<{ removed: number }> {
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const paths = await objectsToRemove(service, BATCH);
    if (paths.length === 0) break;
    await removeObjects(service, paths);
    removed += await clearRemovedObjects(service, paths);
    if (paths.length < BATCH) break;
  }
  return { removed };
}
