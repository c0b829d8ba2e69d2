import type { Client } from "@/lib/supabase/types";
import { EMPTY_PROFILE, type Profile } from "@/lib/auth/queries";
import { raise } from "@/lib/supabase/errors";

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

export async function getPublicProfile(client: Client, slug: string): Promise<PublicProfile | null> {
  const { data, error } = await client.rpc("get_public_profile", { p_slug: slug }).maybeSingle();
  if (error) raise(error);
  return data ?? null;
}
