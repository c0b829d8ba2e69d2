import { listedPath } from "@/lib/supabase/storage-compat";
import type { Client } from "@/lib/supabase/types";
import { QueryError, raise } from "@/lib/supabase/errors";
import { PROFILE_COLUMNS, type Profile } from "@/lib/auth/queries";
import type { ProfileDetails } from "@/lib/accounts/schemas/profile";

const AVATAR_BUCKET = "avatars";

/** The details a user edits on /profil: both names required, the rest optional (null). */
export type ProfileDetailsUpdate = Pick<
  Profile,
  "mobile_phone" | "address_line1" | "address_line2" | "city" | "province" | "country" | "postal_code"
> & {
  first_name: string;
  last_name: string;
};

async function updateProfile(client: Client, userId: string, values: Partial<Profile>): Promise<Profile> {
  const { data, error } = await client
    .from("profiles")
    .update(values)
    .eq("id", userId)
    .select(PROFILE_COLUMNS)
    .maybeSingle();
  if (error) raise(error);
  // RLS hides other users' rows: nothing updated means the caller may not write this profile.
  if (!data) throw new QueryError("No profile was updated", { key: "updateReturnedNothing", code: "42501" });
  return data;
}

/** The profile form's parsed values (profileDetailsSchema) as the columns they go to. */
export function profileDetailsColumns(v: ProfileDetails): ProfileDetailsUpdate {
  return {
    first_name: v.firstName,
    last_name: v.lastName,
    mobile_phone: v.mobilePhone,
    address_line1: v.addressLine1,
    address_line2: v.addressLine2,
    city: v.city,
    province: v.province,
    country: v.country,
    postal_code: v.postalCode,
  };
}

/** Names, phone and address of a profile (RLS: the owner, or an admin). */
export function setProfileDetails(client: Client, userId: string, values: ProfileDetailsUpdate): Promise<Profile> {
  return updateProfile(client, userId, values);
}

/** The public page switch, bio and slug; a slug already taken fails with code 23505. */
export function setPublicPage(
  client: Client,
  userId: string,
  values: { public_page_enabled: boolean; public_bio: string | null; public_slug: string | null },
): Promise<Profile> {
  return updateProfile(client, userId, values);
}

export function setAvatarUrl(client: Client, userId: string, url: string | null): Promise<Profile> {
  return updateProfile(client, userId, { avatar_url: url });
}

/** Stores a photo under the user's folder, removes their older photos, and returns its public URL. */
export async function storeAvatar(
  client: Client,
  userId: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<string> {
  const extension = contentType === "image/png" ? "png" : contentType === "image/jpeg" ? "jpg" : "webp";
  const path = `${userId}/${Date.now()}.${extension}`;
  const bucket = client.storage.from(AVATAR_BUCKET);
  const { error } = await bucket.upload(path, Buffer.from(bytes), {
    contentType,
    upsert: false,
    cacheControl: "31536000",
  });
  if (error) raise(error);
  await removeAvatars(client, userId, path);
  return bucket.getPublicUrl(path).data.publicUrl;
}

/** Deletes the user's stored photos, except `keep`. Failures are logged: an orphan file is harmless. */
export async function removeAvatars(client: Client, userId: string, keep?: string): Promise<void> {
  const bucket = client.storage.from(AVATAR_BUCKET);
  const { data, error } = await bucket.list(userId, { limit: 100 });
  if (error) return console.warn("[avatars] list failed:", error.message);
  const old = (data ?? []).map((f) => listedPath(userId, f.name)).filter((p) => p !== keep);
  if (old.length === 0) return;
  const { error: removeError } = await bucket.remove(old);
  if (removeError) console.warn("[avatars] cleanup failed:", removeError.message);
}
