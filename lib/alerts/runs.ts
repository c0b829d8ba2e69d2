import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";

export type AlertRun = {
  id: number;
  frequency: "immediately" | "daily" | "weekly" | "never";
  period_key: string;
  started_at: string;
  finished_at: string | null;
  sent: number;
  skipped: number;
  failed: number;
};

/** A page of the digest runs, newest first (RLS: admins only). */
export async function listAlertRuns(
  client: Client,
  page: { limit: number; offset: number },
): Promise<{ rows: AlertRun[]; total: number }> {
  const { data, error, count } = await client
    .from("alert_runs")
    .select("id, frequency, period_key, started_at, finished_at, sent, skipped, failed", { count: "exact" })
    .order("started_at", { ascending: false })
    .order("id", { ascending: false })
    .range(page.offset, page.offset + page.limit - 1);
  if (error) raise(error);
  return { rows: data ?? [], total: count ?? 0 };
}
