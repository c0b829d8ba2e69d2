import "server-only";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/routing";
import { queueEmail, retryOutbox } from "@/lib/mail/outbox";
import { absoluteUrl } from "@/lib/i18n/paths";
import { itemPaths } from "@/lib/listings/kinds";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import {
  expireListings,
  listDueReminders,
  markStaleListings,
  type Counts,
  type DueReminder,
} from "@/lib/listings/queries/freshness";
import type { Client } from "@/lib/supabase/types";
import { signListingToken, type FreshnessKind } from "./freshness-token";
import { listingConfirmSecret } from "./freshness-secrets";

/** Days without confirmation: first reminder, second reminder, out of search. */
const FRESHNESS_DAYS = { first: 75, second: 85, stale: 90 } as const;

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
export async function runFreshnessJob(service: Client): Promise<FreshnessJobResult> {
  const outbox = await retryOutbox(service);

  const stale = await markStaleListings(service, FRESHNESS_DAYS.stale);
  // The plan's duration (60 or 90 days, or until sold): an expired publication is archived.
  const expired = await expireListings(service);
  const due = await listDueReminders(service, FRESHNESS_DAYS);
  const reminders = { due: 0, sent: 0, failed: 0, alreadySent: 0 };
  const secret = listingConfirmSecret();
  for (const reminder of due) {
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
