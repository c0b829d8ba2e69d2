import { getAccountFlags } from "@/lib/auth/queries";
import { errorMessage } from "@/lib/supabase/errors";
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
  const flags = await getAccountFlags(client, userId).catch((error: unknown) => {
    console.error("[authorize] account not read:", errorMessage(error));
    return null;
  });
  return { isAdmin: flags?.is_admin === true, blocked: Boolean(flags?.suspended_at) };
}
