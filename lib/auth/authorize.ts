import type { Client } from "@/lib/supabase/types";

export type Authorized = { userId: string; email: string | null };

/** The caller of a client, from its verified claims; null when signed out. */
export async function authorizeUser(client: Client): Promise<Authorized | null> {
  const { data } = await client.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) return null;
  return { userId: claims.sub, email: typeof claims.email === "string" ? claims.email : null };
}

/** Whether a user is an admin (profiles.is_admin, read with the caller's own client). */
export async function isAdmin(client: Client, userId: string): Promise<boolean> {
  const { data, error } = await client.from("profiles").select("is_admin").eq("id", userId).maybeSingle();
  return !error && data?.is_admin === true;
}
