import type { Client } from "@/lib/supabase/types";

export type Authorized = { userId: string; email: string | null };

/** The caller of a client, from its verified claims; null when signed out. */
export async function authorizeUser(client: Client): Promise<Authorized | null> {
  const { data } = await client.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) return null;
  return { userId: claims.sub, email: typeof claims.email === "string" ? claims.email : null };
}

/** The caller when they are an admin (profiles.is_admin read with their own client), else null. */
export async function authorizeAdmin(client: Client): Promise<Authorized | null> {
  const user = await authorizeUser(client);
  if (!user) return null;
  const { data, error } = await client.from("profiles").select("is_admin").eq("id", user.userId).maybeSingle();
  if (error || data?.is_admin !== true) return null;
  return user;
}
