import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * How many people's alerts match each published business of this owner (counts only, nobody's
 * identity). Needs the service client: call it for the signed-in owner only (requireUser).
 */
export async function countAlertMatches(service: SupabaseClient, ownerId: string): Promise<Map<number, number>> {
  const { data, error } = await service.rpc("listing_alert_match_counts", { p_owner: ownerId });
  if (error) throw new Error(`alert matches not counted: ${error.message}`);
  return new Map(
    ((data ?? []) as { entreprise_id: number; buyers: number }[]).map((r) => [Number(r.entreprise_id), r.buyers]),
  );
}
