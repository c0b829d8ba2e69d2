/**
 * No document object outlives its document (issue 41), whatever path deletes it: the owner deleting
 * the listing or a document row through the Data API directly (not the app's action), a replaced
 * file, an upload whose row was never written. Postgres queues the object; the scheduled job removes
 * it with the secret key. The bucket is listed with the secret key, as an operator would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeQueuedObjects } from "@/lib/dealroom/objects-job";
import type { Client } from "@/lib/supabase/types";
import { listedPath } from "@/lib/supabase/storage-compat";
import { cleanup, createTestUser, serviceClient, sql, type TestUser } from "@/tests/support/db";
import {
  addDealroomListing,
  addDocument,
  DEALROOM_BUCKET,
  openRoom,
  removeListings,
  storeObject,
  type Listing,
} from "@/tests/support/dealroom";

let seller: TestUser;
let kept: Listing;
const runJob = () => removeQueuedObjects(serviceClient() as unknown as Client);

/** The objects of a file's folder, as the secret key lists them. */
async function bucketObjects(roomId: number): Promise<string[]> {
  const { data, error } = await serviceClient().storage.from(DEALROOM_BUCKET).list(`${roomId}/`);
  if (error) throw new Error(`list: ${error.message}`);
  return data.filter((o) => o.id !== null).map((o) => listedPath(String(roomId), o.name));
}

beforeAll(async () => {
  seller = await createTestUser();
  kept = await addDealroomListing(seller);
});

afterAll(async () => {
  await removeListings({ entreprises: [kept.id] });
  await cleanup();
});

describe("the objects of deleted documents", () => {
  it("leave the bucket when the owner deletes the listing through the Data API", async () => {
    const listing = await addDealroomListing(seller);
    const room = await openRoom(seller, listing);
    await addDocument(seller, room);
    await addDocument(seller, room, { title: "Bail" });
    expect(await bucketObjects(room)).toHaveLength(2);

    const { error } = await seller.client.from("entreprises").delete().eq("id", listing.id);
    expect(error).toBeNull();
    await runJob();

    expect(await bucketObjects(room)).toEqual([]);
  });

  it("leave it when the owner deletes a document row directly or points it at another file; the others stay", async () => {
    const room = await openRoom(seller, kept);
    const deleted = await addDocument(seller, room);
    const replaced = await addDocument(seller, room, { title: "Bail" });
    const stays = await addDocument(seller, room, { title: "Mémorandum" });
    const newFile = await storeObject(seller, room);

    expect((await seller.client.from("dealroom_documents").delete().eq("id", deleted.id)).error).toBeNull();
    const repointed = await seller.client
      .from("dealroom_documents")
      .update({ storage_path: newFile })
      .eq("id", replaced.id);
    expect(repointed.error).toBeNull();
    const first = await runJob();

    expect((await bucketObjects(room)).sort()).toEqual([stays.path, newFile].sort());
    expect(first.removed).toBeGreaterThanOrEqual(2);
    // Run again: nothing is left to remove, and the documents' objects are still there.
    expect(await runJob()).toEqual({ removed: 0 });
    expect((await bucketObjects(room)).sort()).toEqual([stays.path, newFile].sort());
  });

  it("leave it an hour after an upload whose document was never written", async () => {
    const room = await openRoom(seller, kept);
    const before = await bucketObjects(room);
    const fresh = await storeObject(seller, room);
    const stray = await storeObject(seller, room);
    await sql()`update storage.objects set created_at = now() - interval '2 hours'
                where bucket_id = ${DEALROOM_BUCKET} and name = ${stray}`;
    await runJob();

    // The stray one goes; one still being uploaded (its row not yet written) stays.
    expect((await bucketObjects(room)).sort()).toEqual([...before, fresh].sort());
  });
});
