import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

/** A lender of the directory: a published expert of the financing kind. */
export type Lender = { id: number; name: string; company: string | null; city: string | null };

/**
 * The directory's lenders, by firm and name: published experts whose professions, the main one or
 * another, include financing_advisor. Postgres holds the definition (directory_lenders), which the
 * server's check and the guards of the requests and marks share, so all accept the same experts.
 */
export async function listLenders(client: Client): Promise<Lender[]> {
  const { data, error } = await client.rpc("directory_lenders", {});
  if (error) raise(error);
  return (data ?? []).map((l) => ({ ...l, id: Number(l.id) }));
}
