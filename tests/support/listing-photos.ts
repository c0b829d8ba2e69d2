/** Listing photos in the real listing-images bucket, for integration tests. */
import { sql, type TestUser } from "./db";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

/** Uploads a tiny PNG to the user's own folder as that user; returns its path ("<user id>/<name>"). */
export async function uploadListingPhoto(user: TestUser, name: string): Promise<string> {
  const path = `${user.id}/${name}`;
  const { error } = await user.client.storage.from("listing-images").upload(path, PNG, { contentType: "image/png" });
  if (error) throw new Error(error.message);
  return path;
}

/** Whether a file is still in the bucket. */
export async function isStored(path: string): Promise<boolean> {
  const rows = await sql()`select 1 from storage.objects where bucket_id = 'listing-images' and name = ${path}`;
  return rows.length > 0;
}
