import "server-only";
import { cache } from "react";
import { getProfile, type Profile } from "@/lib/auth/queries";
import { errorMessage } from "@/lib/supabase/errors";
import { verifiedClaims } from "@/lib/supabase/claims";
import { createClient } from "@/lib/supabase/server";

export type SessionUser = { id: string; email: string | null };

/** The signed-in user from verified JWT claims (never getSession's unverified user), once per request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const supabase = await createClient();
  const claims = await verifiedClaims(supabase.auth);
  if (!claims?.sub) return null;
  return { id: claims.sub, email: typeof claims.email === "string" ? claims.email : null };
});

/**
 * The signed-in user's profile (§4 profile fetch): a missing row reads as null (callers use the
 * null/false defaults); on an error the error is logged and the user keeps only id and e-mail.
 */
export const getSessionProfile = cache(async (): Promise<{ user: SessionUser; profile: Profile | null } | null> => {
  const user = await getSessionUser();
  if (!user) return null;
  const supabase = await createClient();
  try {
    return { user, profile: await getProfile(supabase, user.id) };
  } catch (error) {
    console.error("[auth] profile fetch failed:", errorMessage(error));
    return { user, profile: null };
  }
});
