import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import { pageOf } from "@/lib/supabase/page";
import type { DigestFrequency } from "@/lib/alerts/frequencies";

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
  const runs = (options?: { head: true }) =>
    client.from("alert_runs").select("id, frequency, period_key, started_at, finished_at, sent, skipped, failed", {
      count: "exact",
      ...options,
    });
  return pageOf(
    await runs()
      .order("started_at", { ascending: false })
      .order("id", { ascending: false })
      .range(page.offset, page.offset + page.limit - 1),
    () => runs({ head: true }),
  );
}

/** Opens the run of a frequency's period; null when that period has one already. Needs the service client. */
export async function startAlertRun(
  service: Client,
  frequency: DigestFrequency,
  period: string,
): Promise<number | null> {
  const { data, error } = await service
    .from("alert_runs")
    .upsert({ frequency, period_key: period }, { onConflict: "frequency,period_key", ignoreDuplicates: true })
    .select("id");
  if (error) raise(error);
  return data[0]?.id ?? null;
}

/** Removes a run that sent nothing, so its period stays open. Needs the service client. */
export async function deleteAlertRun(service: Client, id: number): Promise<void> {
  const { error } = await service.from("alert_runs").delete().eq("id", id);
  if (error) raise(error);
}

/** Closes a run with its counts. Needs the service client. */
export async function finishAlertRun(
  service: Client,
  id: number,
  counts: { sent: number; skipped: number; failed: number },
): Promise<void> {
  const { error } = await service
    .from("alert_runs")
    .update({ finished_at: new Date().toISOString(), ...counts })
    .eq("id", id);
  if (error) raise(error);
}
