import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import { withTotalPastTheEnd } from "@/lib/supabase/page";

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

export type IndustryFollowers = { industryId: number; name_fr: string; name_en: string | null; followers: number };

/** Every industry with how many users follow it, most followed first (admins; others count only themselves). */
export async function listIndustryFollowerCounts(client: Client): Promise<IndustryFollowers[]> {
  const { data, error } = await client.rpc("industry_follower_counts");
  if (error) raise(error);
  return (data ?? []).map((r) => ({
    industryId: r.industry_id,
    name_fr: r.name_fr,
    name_en: r.name_en,
    followers: Number(r.followers),
  }));
}

export type IndustryFollower = {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  industryIds: number[];
  createdAt: string;
};

/** One page of the users who follow industries (one industry's, when given) and how many match. */
export const listIndustryFollowers = withTotalPastTheEnd(async function listIndustryFollowers(
  client: Client,
  q: {
    industryId?: number;
    search?: string;
    sort: "email" | "name" | "count" | "joined";
    dir: "asc" | "desc";
    limit: number;
    offset: number;
  },
): Promise<{ rows: IndustryFollower[]; total: number }> {
  const { data, error } = await client.rpc("list_industry_followers", {
    p_industry_id: q.industryId,
    p_search: q.search,
    p_sort: q.sort,
    p_dir: q.dir,
    p_limit: q.limit,
    p_offset: q.offset,
  });
  if (error) raise(error);
  const raw = data ?? [];
  return {
    total: raw[0] ? Number(raw[0].total_count) : 0,
    rows: raw.map((r) => ({
      userId: r.user_id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      industryIds: r.industry_ids.map(Number),
      createdAt: r.created_at,
    })),
  };
});
