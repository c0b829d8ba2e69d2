import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/routing";
import { queueEmail, retryOutbox } from "@/lib/mail/outbox";
import { absoluteUrl } from "@/lib/i18n/paths";
import { itemPaths } from "@/lib/listings/kinds";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { signListingToken, type FreshnessKind } from "./freshness-token";
import { listingConfirmSecret } from "./freshness-secrets";

/** Days without confirmation: first reminder, second reminder, out of search. */
const FRESHNESS_DAYS = { first: 75, second: 85, stale: 90 } as const;

export type DueReminder = {
  kind: FreshnessKind;
  id: number;
  slug: string;
  title_fr: string;
  title_en: string | null;
  owner_id: string;
  last_confirmed_at: string;
  days: number;
  threshold: number;
  email: string;
  first_name: string | null;
  locale: string;
};

type Counts = { entreprises: number; immobilier: number };

export type FreshnessJobResult = {
  stale: Counts;
  /** Archived because the owner's plan's listing duration is over (expire_listings). */
  expired: Counts;
  reminders: { due: number; sent: number; failed: number; alreadySent: number };
  outbox: { retried: number; sent: number };
};

/** The link that confirms a listing without signing in, in the owner's language. */
function confirmationUrl(
  locale: Locale,
  kind: FreshnessKind,
  id: number,
  secret = listingConfirmSecret(),
  now = Date.now(),
): string {
  const token = signListingToken({ kind, id }, secret, now);
  return `${absoluteUrl(locale, "/annonces/confirmer")}?token=${token}`;
}

/** The reminder's subject and text in the owner's language. */
function composeReminder(reminder: DueReminder, url: string): { locale: Locale; subject: string; text: string } {
  const locale: Locale = reminder.locale === "en" ? "en" : "fr";
  const messages = locale === "en" ? en : fr;
  const t = createTranslator({ locale, messages, namespace: "freshness.mail" });
  const site = createTranslator({ locale, messages, namespace: "meta" })("siteName");
  const title = locale === "en" && reminder.title_en ? reminder.title_en : reminder.title_fr;
  const left = Math.max(FRESHNESS_DAYS.stale - reminder.days, 1);
  const lines = [
    reminder.first_name ? t("greeting", { name: reminder.first_name }) : t("greetingNoName"),
    "",
    t("intro", { title, days: reminder.days, site }),
    t("consequence", { left }),
    "",
    t("cta"),
    url,
    t("linkValidity"),
    "",
    t("otherwise"),
    absoluteUrl(locale, itemPaths[reminder.kind].workspace),
    "",
    t("footer", { site }),
  ];
  return { locale, subject: t("subject", { title }), text: lines.join("\n") };
}

/** One key per listing, threshold and confirmation: running the job again never sends twice. */
export function reminderDedupeKey(
  reminder: Pick<DueReminder, "kind" | "id" | "threshold" | "last_confirmed_at">,
): string {
  return `listing-freshness:${reminder.kind}:${reminder.id}:${reminder.threshold}:${new Date(reminder.last_confirmed_at).toISOString()}`;
}

/**
 * The scheduled freshness job (idempotent): listings unconfirmed for 90 days leave search,
 * owners of listings at 75 and 85 days get a reminder with a one-click confirmation link
 * (once per threshold), and e-mails that failed before are sent again. Needs the service client.
 */
export async function runFreshnessJob(service: SupabaseClient): Promise<FreshnessJobResult> {
  const outbox = await retryOutbox(service);

  const marked = await service.rpc("mark_stale_listings", { p_days: FRESHNESS_DAYS.stale });
  if (marked.error) throw new Error(`stale listings not marked: ${marked.error.message}`);
  const stale = ((marked.data ?? []) as Counts[])[0] ?? { entreprises: 0, immobilier: 0 };

  // The plan's duration (60 or 90 days, or until sold): an expired publication is archived.
  const archived = await service.rpc("expire_listings");
  if (archived.error) throw new Error(`expired listings not archived: ${archived.error.message}`);
  const expired = ((archived.data ?? []) as Counts[])[0] ?? { entreprises: 0, immobilier: 0 };

  const due = await service.rpc("listing_freshness_reminders_due", {
    p_first: FRESHNESS_DAYS.first,
    p_second: FRESHNESS_DAYS.second,
    p_stale: FRESHNESS_DAYS.stale,
  });
  if (due.error) throw new Error(`reminders not read: ${due.error.message}`);
  const reminders = { due: 0, sent: 0, failed: 0, alreadySent: 0 };
  const secret = listingConfirmSecret();
  for (const reminder of (due.data ?? []) as DueReminder[]) {
    reminders.due++;
    const locale: Locale = reminder.locale === "en" ? "en" : "fr";
    const mail = composeReminder(reminder, confirmationUrl(locale, reminder.kind, reminder.id, secret));
    const result = await queueEmail(service, {
      kind: "listing_freshness_reminder",
      recipientId: reminder.owner_id,
      to: reminder.email,
      locale: mail.locale,
      subject: mail.subject,
      text: mail.text,
      subjectRef: `${reminder.kind}:${reminder.id}`,
      dedupeKey: reminderDedupeKey(reminder),
    });
    if (!result.queued) reminders.alreadySent++;
    else if (result.sent) reminders.sent++;
    else reminders.failed++;
  }
  return {
    stale: { entreprises: stale.entreprises, immobilier: stale.immobilier },
    expired: { entreprises: expired.entreprises, immobilier: expired.immobilier },
    reminders,
    outbox,
  };
}

export type ConfirmOutcome = {
  outcome: "confirmed" | "not_public" | "not_found";
  kind: FreshnessKind;
  slug: string | null;
  title_fr: string | null;
  title_en: string | null;
  status: string | null;
};

/** Confirms a listing for a verified link (published or under offer only). Needs the service client. */
export async function confirmListingByLink(
  service: SupabaseClient,
  kind: FreshnessKind,
  id: number,
): Promise<ConfirmOutcome> {
  const { data, error } = await service.rpc("confirm_listing_freshness", { p_kind: kind, p_id: id });
  if (error) throw new Error(`listing not confirmed: ${error.message}`);
  const row = ((data ?? []) as Omit<ConfirmOutcome, "kind">[])[0];
  if (!row) return { outcome: "not_found", kind, slug: null, title_fr: null, title_en: null, status: null };
  return { ...row, kind };
}

/** What the confirmation page shows about the listing a verified link names (service client). */
export async function listingForLink(
  service: SupabaseClient,
  kind: FreshnessKind,
  id: number,
): Promise<{ slug: string; title_fr: string; title_en: string | null; status: string } | null> {
  const { data, error } = await service
    .from(kind === "entreprise" ? "entreprises" : "immobilier")
    .select("slug, title_fr, title_en, status")
    .eq("id", id)
    .maybeSingle();
  if (error) throw new Error(`listing not read: ${error.message}`);
  return data as { slug: string; title_fr: string; title_en: string | null; status: string } | null;
}
