import "server-only";
import type { FreshnessKind } from "@/lib/listings/freshness-token";
import { oneOf } from "@/lib/supabase/db-values";
import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

/** A listing whose owner is due a reminder to confirm it (listing_freshness_reminders_due). */
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

/** How many listings of each table a step changed. */
export type Counts = { entreprises: number; immobilier: number };

const firstCounts = (rows: Counts[]): Counts => rows[0] ?? { entreprises: 0, immobilier: 0 };

/** Takes out of search the listings unconfirmed for `days` days. Needs the service client. */
export async function markStaleListings(service: Client, days: number): Promise<Counts> {
  const { data, error } = await service.rpc("mark_stale_listings", { p_days: days });
  if (error) raise(error);
  return firstCounts(data);
}

/** Archives the listings whose owner's plan's duration is over. Needs the service client. */
export async function expireListings(service: Client): Promise<Counts> {
  const { data, error } = await service.rpc("expire_listings");
  if (error) raise(error);
  return firstCounts(data);
}

/** The listings at a reminder's threshold (days without confirmation). Needs the service client. */
export async function listDueReminders(
  service: Client,
  days: { first: number; second: number; stale: number },
): Promise<DueReminder[]> {
  const { data, error } = await service.rpc("listing_freshness_reminders_due", {
    p_first: days.first,
    p_second: days.second,
    p_stale: days.stale,
  });
  if (error) raise(error);
  return data.map((row) => ({ ...row, kind: oneOf(["entreprise", "immobilier"], row.kind) }));
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
export async function confirmListingByLink(service: Client, kind: FreshnessKind, id: number): Promise<ConfirmOutcome> {
  const { data, error } = await service.rpc("confirm_listing_freshness", { p_kind: kind, p_id: id });
  if (error) raise(error);
  const row = data[0];
  if (!row) return { outcome: "not_found", kind, slug: null, title_fr: null, title_en: null, status: null };
  const { outcome, slug, title_fr, title_en, status } = row;
  return { outcome: oneOf(["confirmed", "not_public", "not_found"], outcome), kind, slug, title_fr, title_en, status };
}

/** What the confirmation page shows about the listing a verified link names (service client). */
export async function listingForLink(
  service: Client,
  kind: FreshnessKind,
  id: number,
): Promise<{ slug: string; title_fr: string; title_en: string | null; status: string } | null> {
  const { data, error } = await service
    .from(kind === "entreprise" ? "entreprises" : "immobilier")
    .select("slug, title_fr, title_en, status")
    .eq("id", id)
    .maybeSingle();
  if (error) raise(error);
  return data;
}
