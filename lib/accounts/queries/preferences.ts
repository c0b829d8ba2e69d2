import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";

/** The ids of the industries a user follows (spec §7). */
export async function getIndustryPreferences(client: Client, userId: string): Promise<number[]> {
  const { data, error } = await client.from("user_industry_preferences").select("industry_id").eq("user_id", userId);
  if (error) raise(error);
  return (data ?? []).map((row) => row.industry_id);
}

/**
 * Replaces a user's preferences (spec §5): all rows deleted, then the new ones inserted if
 * the list is not empty, in one transaction (public.save_industry_preferences), so a
 * failure leaves the previous preferences as they were.
 */
export async function replaceIndustryPreferences(client: Client, userId: string, industryIds: number[]): Promise<void> {
  const { error } = await client.rpc("save_industry_preferences", {
    p_user_id: userId,
    p_industry_ids: [...new Set(industryIds)],
  });
  if (error) raise(error);
}
