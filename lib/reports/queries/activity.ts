import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import type { ItemKind } from "@/lib/listings/kinds";
import {
  toModerationEvent,
  toQueueCounts,
  type FailedEmail,
  type ModerationEvent,
  type QueueCountRow,
} from "@/lib/moderation/queries";

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
  return toWorkCounts(data);
}

type WorkCountsRow = {
  new_financing_requests: number | string;
  unhandled_messages: number | string;
  pending_revisions: number | string;
};

function toWorkCounts(row: WorkCountsRow): WorkCounts {
  return {
    newFinancingRequests: Number(row.new_financing_requests),
    unhandledMessages: Number(row.unhandled_messages),
    pendingRevisions: Number(row.pending_revisions),
  };
}

export type AdminOverview = {
  queue: Record<ItemKind, Record<string, number>>;
  work: WorkCounts;
  activity: ActivityDay[];
  failed: FailedEmail[];
  events: ModerationEvent[];
};

/**
 * The back office's home in one request (public.admin_overview): the moderation queues' counts, the
 * other work waiting, the daily activity, the e-mails that did not go and the team's latest decisions.
 */
export async function getAdminOverview(client: Client, days = 30, events = 15): Promise<AdminOverview> {
  const { data, error } = await client.rpc("admin_overview", { p_days: days, p_events: events });
  if (error) raise(error);
  const overview = data as unknown as {
    queue: QueueCountRow[];
    work: WorkCountsRow;
    activity: ActivityDay[];
    failed: FailedEmail[];
    events: Parameters<typeof toModerationEvent>[0][];
  };
  return {
    queue: toQueueCounts(overview.queue),
    work: toWorkCounts(overview.work),
    activity: overview.activity,
    failed: overview.failed,
    events: overview.events.map(toModerationEvent),
  };
}
