import "server-only";
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
import {
  listAlertMatches,
  listDueAlerts,
  listSentListings,
  recordSentListings,
  type DueAlert,
} from "@/lib/alerts/queries/digest";
import { deleteAlertRun, finishAlertRun, startAlertRun } from "@/lib/alerts/queries/runs";
import { errorMessage } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

import { DIGEST_FREQUENCIES, type DigestFrequency } from "./frequencies";

/** At most this many businesses in one e-mail; the rest wait for the next one. */
const DIGEST_MAX_LISTINGS = 10;
/** How far back "new" reaches for an alert created long ago. */
const LOOKBACK_DAYS = 30;

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
async function newListings(service: Client, alert: DueAlert, now: Date, taken: Set<number>): Promise<DigestListing[]> {
  const floor = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const since = new Date(Math.max(new Date(alert.since).getTime(), floor.getTime()));
  const rows = (await listAlertMatches(service, alert.filters, since, 100)).filter((row) => !taken.has(row.id));
  if (!rows.length) return [];
  const already = await listSentListings(
    service,
    alert.user_id,
    rows.map((row) => row.id),
  );
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

/**
 * The first digest this person would get now for this frequency, without sending or recording it
 * (the back office's preview and test e-mail); null when none of their alerts has anything new. Its
 * unsubscribe links are test links: they name the person's alert but stop nothing, so an admin who
 * follows one in the test e-mail cannot stop the person's alert.
 */
export async function previewDigest(
  service: Client,
  userId: string,
  frequency: DigestFrequency,
  now = new Date(),
): Promise<(DigestMail & { listings: number; locale: Locale; alertName: string | null }) | null> {
  const taken = new Set<number>();
  const refs = await loadFilterRefs();
  for (const alert of await listDueAlerts(service, frequency, userId)) {
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
async function runFrequency(service: Client, frequency: DigestFrequency, now: Date): Promise<RunSummary> {
  const period = periodKey(frequency, now);
  const summary: RunSummary = { frequency, period, alreadyRan: false, sent: 0, skipped: 0, failed: 0 };
  const runId = await startAlertRun(service, frequency, period);
  if (!runId) return { ...summary, alreadyRan: true };

  const secret = unsubscribeSecret();
  const takenByUser = new Map<string, Set<number>>();
  let alerts: DueAlert[];
  let refs: FilterRefs;
  try {
    [alerts, refs] = await Promise.all([listDueAlerts(service, frequency), loadFilterRefs()]);
  } catch (error) {
    // Nothing was sent: the period stays open for the next trigger.
    await deleteAlertRun(service, runId).catch((e: unknown) =>
      console.error("[alerts] run not removed:", errorMessage(e)),
    );
    throw error;
  }
  for (const alert of alerts) {
    try {
      const taken = takenByUser.get(alert.user_id) ?? new Set<number>();
      takenByUser.set(alert.user_id, taken);
      const found = await newListings(service, alert, now, taken);
      // Recorded first, each listing once per person ever (the key): a concurrent run keeps only its own.
      const mine = await recordSentListings(
        service,
        alert.user_id,
        alert.saved_search_id,
        found.map((row) => row.id),
      );
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
  await finishAlertRun(service, runId, { sent: summary.sent, skipped: summary.skipped, failed: summary.failed });
  return summary;
}

/**
 * The digest job (idempotent per period): first sends again what failed before (the outbox),
 * then each frequency's digests for the current period. Needs the service client.
 */
export async function runDigestJob(
  service: Client,
  now = new Date(),
): Promise<{ outbox: { retried: number; sent: number }; runs: RunSummary[] }> {
  const outbox = await retryOutbox(service);
  const runs: RunSummary[] = [];
  for (const frequency of DIGEST_FREQUENCIES) runs.push(await runFrequency(service, frequency, now));
  return { outbox, runs };
}
