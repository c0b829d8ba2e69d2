import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";

// The caller's own profile row: who they are (is_admin) is read here by the session, the guards, the
// action wrapper and the middleware; and how the header and the public forms name and reach them.

/** The profile fields the app reads (spec §7). */
export const PROFILE_COLUMNS =
  "first_name, last_name, avatar_url, mobile_phone, address_line1, address_line2, city, province, country, postal_code, is_admin, public_page_enabled, public_bio, public_slug, suspended_at, suspension_reason";

export type Profile = {
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  mobile_phone: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  postal_code: string | null;
  is_admin: boolean;
  public_page_enabled: boolean;
  public_bio: string | null;
  public_slug: string | null;
  /** When an admin blocked the account (null: active), and why. */
  suspended_at: string | null;
  suspension_reason: string | null;
};

/** What a missing profiles row reads as (spec §4: fields default to null/false). */
export const EMPTY_PROFILE: Readonly<Profile> = Object.freeze({
  first_name: null,
  last_name: null,
  avatar_url: null,
  mobile_phone: null,
  address_line1: null,
  address_line2: null,
  city: null,
  province: null,
  country: null,
  postal_code: null,
  is_admin: false,
  public_page_enabled: false,
  public_bio: null,
  public_slug: null,
  suspended_at: null,
  suspension_reason: null,
});

/** A user's profile, or null when the row is missing (spec §7: filtered by id, at most one row). */
export async function getProfile(client: Client, userId: string): Promise<Profile | null> {
  const { data, error } = await client.from("profiles").select(PROFILE_COLUMNS).eq("id", userId).maybeSingle();
  if (error) raise(error);
  return data ?? null;
}

/** Whether an account is an admin and whether an admin blocked it; null when the row is missing. */
export async function getAccountFlags(
  client: Client,
  userId: string,
): Promise<{ is_admin: boolean; suspended_at: string | null } | null> {
  const { data, error } = await client.from("profiles").select("is_admin, suspended_at").eq("id", userId).maybeSingle();
  if (error) raise(error);
  return data;
}

/** How the signed-in account is named and reached (the header, the public forms' pre-fill); all null when the row is missing. */
export async function getAccountCard(
  client: Client,
  userId: string,
): Promise<Pick<Profile, "first_name" | "last_name" | "avatar_url" | "mobile_phone"> & { email: string | null }> {
  const { data, error } = await client
    .from("profiles")
    .select("first_name, last_name, avatar_url, mobile_phone, email")
    .eq("id", userId)
    .maybeSingle();
  if (error) raise(error);
  return data ?? { first_name: null, last_name: null, avatar_url: null, mobile_phone: null, email: null };
}
