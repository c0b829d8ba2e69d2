import type { Client } from "@/lib/supabase/types";

export type Authorized = { userId: string; email: string | null };

/** The caller of a client, from its verified claims; null when signed out. */
export async function authorizeUser(client: Client): Promise<Authorized | null> {
  const { data } = await client.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) return null;
  return { userId: claims.sub, email: typeof claims.email === "string" ? claims.email : null };
}

/**
 * What a signed-in user may do, from their profile (read with the caller's own client): whether they
 * are an admin, and whether an admin blocked the account (then they write nothing).
 */
export async function accountAccess(client: Client, userId: string): Promise<{ isAdmin: boolean; blocked: boolean }> {
  const { data, error } = await client.from("profiles").select("is_admin, suspended_at").eq("id", userId).maybeSingle();
  if (error) return { isAdmin: false, blocked: false };
  return { isAdmin: data?.is_admin === true, blocked: Boolean(data?.suspended_at) };
}
