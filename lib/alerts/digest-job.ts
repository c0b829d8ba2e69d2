import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { addDays, montrealDay, montrealWallClock } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { queueEmail, retryOutbox } from "@/lib/mail/outbox";
import { listingConfirmSecret } from "@/lib/listings/freshness-secrets";
import { serverEnv } from "@/lib/server-env";
import { composeDigest, type DigestListing, type DigestMail } from "./digest-mail";
import { describeFilters } from "@/lib/businesses/describe-filters";
import { loadFilterRefs } from "@/lib/taxonomy/filter-refs";
import type { FilterRefs } from "@/lib/taxonomy/types";
import { signUnsubscribeToken, type AlertRef, type UnsubscribePurpose } from "./token";

import { DIGEST_FREQUENCIES, type DigestFrequency } from "./frequencies";

/** At most this many businesses in one e-mail; the rest wait for the next one. */
const DIGEST_MAX_LISTINGS = 10;
/** How far back "new" reaches for an alert created long ago. */
const LOOKBACK_DAYS = 30;

type DueAlert = {
  user_id: string;
  saved_search_id: number | null;
  name: string | null;
  filters: Record<string, unknown>;
  language: string;
  email: string;
  first_name: string | null;
  since: string;
};

export type RunSummary = {
  frequency: DigestFrequency;
  period: string;
  alreadyRan: boolean;
  sent: number;
  skipped: number;
  failed: number;
};

/**
 * The period a run of this frequency belongs to, in Montréal's time: a quarter hour (with its UTC
 * offset, so the hour repeated when summer time ends is another period), a day, an ISO week (its Monday).
 */
export function periodKey(frequency: DigestFrequency, now: Date): string {
  const day = montrealDay(now);
  if (frequency === "immediately") {
    const quarter = new Date(Math.floor(now.getTime() / 900_000) * 900_000);
    const wall = montrealWallClock(quarter);
    const offset = (Date.parse(`${wall}:00Z`) - quarter.getTime()) / 60_000;
    const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
    return `${wall}${offset < 0 ? "-" : "+"}${hours}:${String(Math.abs(offset) % 60).padStart(2, "0")}`;
  }
  if (frequency === "daily") return day;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return `week-${addDays(day, -((weekday + 6) % 7))}`;
}

/** The secret of the unsubscribe links (the same key as the listings' confirmation links). */
export const unsubscribeSecret = listingConfirmSecret;

/** The alert's new businesses not yet sent to this person (newest first, at most 10), minus `taken`. */
async function newListings(
  service: SupabaseClient,
  alert: DueAlert,
  now: Date,
  taken: Set<number>,
): Promise<DigestListing[]> {
  const floor = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const since = new Date(Math.max(new Date(alert.since).getTime(), floor.getTime()));
  const { data, error } = await service.rpc("alert_matches", {
    p_filters: alert.filters as never,
    p_since: since.toISOString(),
    p_max: 100,
  });
  if (error) throw new Error(`alert not matched: ${error.message}`);
  const rows = ((data ?? []) as unknown as DigestListing[]).filter((row) => !taken.has(row.id));
  if (!rows.length) return [];
  const sent = await service
    .from("alert_sent_listings")
    .select("entreprise_id")
    .eq("user_id", alert.user_id)
    .in(
      "entreprise_id",
      rows.map((row) => row.id),
    );
  if (sent.error) throw new Error(`sent listings not read: ${sent.error.message}`);
  const already = new Set((sent.data ?? []).map((row) => Number(row.entreprise_id)));
  return rows.filter((row) => !already.has(row.id)).slice(0, DIGEST_MAX_LISTINGS);
}

const localeOf = (value: string): Locale => (value === "en" ? "en" : "fr");

function mailFor(
  alert: DueAlert,
  listings: DigestListing[],
  secret: string,
  refs: FilterRefs,
  purpose: UnsubscribePurpose = "stop",
): DigestMail {
  const ref: AlertRef = { userId: alert.user_id, searchId: alert.saved_search_id };
  const locale = localeOf(alert.language);
  return composeDigest({
    locale,
    firstName: alert.first_name,
    alertName: alert.name,
    // A saved search says what it looks for; the preferences' alert is named for it already.
    criteria: alert.saved_search_id ? describeFilters(alert.filters, refs, locale) : null,
    listings,
    unsubscribeToken: signUnsubscribeToken(ref, secret, Date.now(), purpose),
    mailFrom: serverEnv().MAIL_FROM,
  });
}

async function dueAlerts(service: SupabaseClient, frequency: DigestFrequency, userId?: string): Promise<DueAlert[]> {
  const { data, error } = await service.rpc("alerts_due", { p_frequency: frequency, p_user: userId });
  if (error) throw new Error(`alerts not read: ${error.message}`);
  return (data ?? []) as unknown as DueAlert[];
}

/**
 * The first digest this person would get now for this frequency, without sending or recording it
 * (the back office's preview and test e-mail); null when none of their alerts has anything new. Its
 * unsubscribe links are test links: they name the person's alert but stop nothing, so an admin who
 * follows one in the test e-mail cannot stop the person's alert.
 */
export async function previewDigest(
  service: SupabaseClient,
  userId: string,
  frequency: DigestFrequency,
  now = new Date(),
): Promise<(DigestMail & { listings: number; locale: Locale; alertName: string | null }) | null> {
  const taken = new Set<number>();
  const refs = await loadFilterRefs();
  for (const alert of await dueAlerts(service, frequency, userId)) {
    const listings = await newListings(service, alert, now, taken);
    if (listings.length)
      return {
        ...mailFor(alert, listings, unsubscribeSecret(), refs, "test"),
        listings: listings.length,
        locale: localeOf(alert.language),
        alertName: alert.name,
      };
  }
  return null;
}

/** Sends one frequency's digests for its period, once: a second call in the same period sends nothing. */
async function runFrequency(service: SupabaseClient, frequency: DigestFrequency, now: Date): Promise<RunSummary> {
  const period = periodKey(frequency, now);
  const summary: RunSummary = { frequency, period, alreadyRan: false, sent: 0, skipped: 0, failed: 0 };
  const run = await service
    .from("alert_runs")
    .upsert({ frequency, period_key: period }, { onConflict: "frequency,period_key", ignoreDuplicates: true })
    .select("id");
  if (run.error) throw new Error(`run not started: ${run.error.message}`);
  const runId = run.data?.[0]?.id;
  if (!runId) return { ...summary, alreadyRan: true };

  const secret = unsubscribeSecret();
  const takenByUser = new Map<string, Set<number>>();
  let alerts: DueAlert[];
  let refs: FilterRefs;
  try {
    [alerts, refs] = await Promise.all([dueAlerts(service, frequency), loadFilterRefs()]);
  } catch (error) {
    // Nothing was sent: the period stays open for the next trigger.
    await service.from("alert_runs").delete().eq("id", runId);
    throw error;
  }
  for (const alert of alerts) {
    try {
      const taken = takenByUser.get(alert.user_id) ?? new Set<number>();
      takenByUser.set(alert.user_id, taken);
      const found = await newListings(service, alert, now, taken);
      // Recorded first, each listing once per person ever (the key): a concurrent run keeps only its own.
      const recorded = found.length
        ? await service
            .from("alert_sent_listings")
            .upsert(
              found.map((row) => ({
                user_id: alert.user_id,
                entreprise_id: row.id,
                saved_search_id: alert.saved_search_id,
              })),
              { onConflict: "user_id,entreprise_id", ignoreDuplicates: true },
            )
            .select("entreprise_id")
        : { data: [], error: null };
      if (recorded.error) throw new Error(`sent listings not recorded: ${recorded.error.message}`);
      const mine = new Set((recorded.data ?? []).map((row) => Number(row.entreprise_id)));
      const listings = found.filter((row) => mine.has(row.id));
      for (const row of listings) taken.add(row.id);
      if (!listings.length) {
        summary.skipped++;
        continue;
      }
      const mail = mailFor(alert, listings, secret, refs);
      // A failed send stays in the outbox, which the next run sends again.
      const result = await queueEmail(service, {
        kind: "alert_digest",
        recipientId: alert.user_id,
        to: alert.email,
        locale: localeOf(alert.language),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        subjectRef: alert.saved_search_id ? `saved_search:${alert.saved_search_id}` : "preferences",
        dedupeKey: `alert-digest:${alert.user_id}:${alert.saved_search_id ?? "preferences"}:${frequency}:${period}`,
      });
      if (result.sent) summary.sent++;
      else if (result.queued) summary.failed++;
      else summary.skipped++;
    } catch (error) {
      console.error(`[alerts] digest for ${alert.user_id} not sent:`, error instanceof Error ? error.message : error);
      summary.failed++;
    }
  }
  await service
    .from("alert_runs")
    .update({
      finished_at: new Date().toISOString(),
      sent: summary.sent,
      skipped: summary.skipped,
      failed: summary.failed,
    })
    .eq("id", runId);
  return summary;
}

/**
 * The digest job (idempotent per period): first sends again what failed before (the outbox),
 * then each frequency's digests for the current period. Needs the service client.
 */
export async function runDigestJob(
  service: SupabaseClient,
  now = new Date(),
): Promise<{ outbox: { retried: number; sent: number }; runs: RunSummary[] }> {
  const outbox = await retryOutbox(service);
  const runs: RunSummary[] = [];
  for (const frequency of DIGEST_FREQUENCIES) runs.push(await runFrequency(service, frequency, now));
  return { outbox, runs };
}

/** Stops one alert for a verified unsubscribe link: the saved search goes to "never", or the preferences' alert. */
export async function stopAlert(service: SupabaseClient, ref: AlertRef): Promise<void> {
  const { error } = ref.searchId
    ? await service
        .from("saved_searches")
        .update({ frequency: "never" })
        .eq("id", ref.searchId)
        .eq("owner_id", ref.userId)
    : await service.from("profiles").update({ preference_alert_frequency: "never" }).eq("id", ref.userId);
  if (error) throw new Error(`alert not stopped: ${error.message}`);
}

/** The alert a verified link names (its name; null for the preferences) and whether it is still on; null when it is gone. */
export async function alertForLink(
  service: SupabaseClient,
  ref: AlertRef,
): Promise<{ name: string | null; active: boolean } | null> {
  if (ref.searchId) {
    const { data, error } = await service
      .from("saved_searches")
      .select("name, frequency")
      .eq("id", ref.searchId)
      .eq("owner_id", ref.userId)
      .maybeSingle();
    if (error) throw new Error(`alert not read: ${error.message}`);
    return data ? { name: data.name, active: data.frequency !== "never" } : null;
  }
  const { data, error } = await service
    .from("profiles")
    .select("preference_alert_frequency")
    .eq("id", ref.userId)
    .maybeSingle();
  if (error) throw new Error(`alert not read: ${error.message}`);
  return data ? { name: null, active: data.preference_alert_frequency !== "never" } : null;
}
