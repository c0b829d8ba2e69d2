import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import type { TaxonomyKind } from "@/lib/taxonomy/types";

/** How many listings (every status) use each term of a list, by id; admins only (taxonomy_usage). */
export async function listTaxonomyUsage(client: Client, kind: TaxonomyKind): Promise<Map<number, number>> {
  const { data, error } = await client.rpc("taxonomy_usage", { p_kind: kind });
  if (error) raise(error);
  return new Map((data ?? []).map((row) => [Number(row.id), Number(row.listing_count)]));
}
