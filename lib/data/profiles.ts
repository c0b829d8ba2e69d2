import type { Client } from "@/lib/supabase/types";
import { dataError, fail, ok, type Result } from "@/lib/supabase/errors";

/** The profile fields the app reads (spec §7). */
export const PROFILE_COLUMNS =
  "first_name, last_name, avatar_url, mobile_phone, address_line1, address_line2, city, province, country, postal_code, is_admin, public_page_enabled, public_bio, public_slug";

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
});

/** A user's profile, or null when the row is missing (spec §7: filtered by id, at most one row). */
export async function getProfile(client: Client, userId: string): Promise<Result<Profile | null>> {
  const { data, error } = await client.from("profiles").select(PROFILE_COLUMNS).eq("id", userId).maybeSingle();
  if (error) return fail(dataError(error));
  return ok(data ?? null);
}

/** First and last name, else the e-mail, else the fallback word (spec §3: the French word for user). */
export function fullName(
  profile: Pick<Profile, "first_name" | "last_name"> | null | undefined,
  email: string | null | undefined,
  fallbackWord: string,
): string {
  const name = [profile?.first_name?.trim(), profile?.last_name?.trim()].filter(Boolean).join(" ");
  return name || email?.trim() || fallbackWord;
}

/** The values derived from a user and their profile (spec §3). */
export type ProfileView = {
  fullName: string;
  avatarUrl: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  publicPageEnabled: boolean;
  bio: string | null;
  slug: string | null;
};

/**
 * Derived values for the signed-in user (or for nobody). A missing profile reads as
 * EMPTY_PROFILE, so a user whose profile could not be fetched keeps id and e-mail only.
 */
export function profileView(
  user: { id: string; email?: string | null } | null | undefined,
  profile: Profile | null | undefined,
  fallbackWord: string,
): ProfileView {
  const p = user ? (profile ?? EMPTY_PROFILE) : EMPTY_PROFILE;
  return {
    fullName: fullName(p, user?.email, fallbackWord),
    avatarUrl: p.avatar_url ?? null,
    isAuthenticated: Boolean(user),
    isAdmin: Boolean(user) && p.is_admin === true,
    publicPageEnabled: Boolean(user) && p.public_page_enabled === true,
    bio: p.public_bio ?? null,
    slug: p.public_slug ?? null,
  };
}

/** The public page of a seller: only public fields, and only when the page is enabled. */
export type PublicProfile = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  public_bio: string | null;
  public_slug: string;
};

export async function getPublicProfile(client: Client, slug: string): Promise<Result<PublicProfile | null>> {
  const { data, error } = await client.rpc("get_public_profile", { p_slug: slug }).maybeSingle();
  if (error) return fail(dataError(error));
  return ok(data ?? null);
}
