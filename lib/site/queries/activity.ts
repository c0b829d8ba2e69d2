import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";

export const ACTIVITY_METRICS = ["page_views", "searches", "listings", "inquiries", "signups"] as const;
type ActivityMetric = (typeof ACTIVITY_METRICS)[number];
export type ActivityDay = { day: string } & Record<ActivityMetric, number>;

/** The site's activity per Montréal day over the last `days` days, oldest first, from the daily rollup (admins only). */
export async function listActivityDays(client: Client, days = 30): Promise<ActivityDay[]> {
  const { data, error } = await client.rpc("admin_activity", { p_days: days });
  if (error) raise(error);
  return data ?? [];
}

export type WorkCounts = { newFinancingRequests: number; unhandledMessages: number; pendingRevisions: number };

/** What waits for the team besides the moderation queues: new financing requests, unhandled contact messages, pending revisions. */
export async function getWorkCounts(client: Client): Promise<WorkCounts> {
  const { data, error } = await client.rpc("admin_work_counts").single();
  if (error) raise(error);
  return {
    newFinancingRequests: Number(data.new_financing_requests),
    unhandledMessages: Number(data.unhandled_messages),
    pendingRevisions: Number(data.pending_revisions),
  };
}
