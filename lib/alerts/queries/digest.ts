import "server-only";
import type { DigestListing } from "@/lib/alerts/digest-mail";
import type { DigestFrequency } from "@/lib/alerts/frequencies";
import type { AlertRef } from "@/lib/alerts/token";
import { fromJson } from "@/lib/supabase/db-values";
import { raise } from "@/lib/supabase/errors";
import type { Client, Json } from "@/lib/supabase/types";

/** An alert with something to send in this frequency's period (alerts_due). */
export type DueAlert = {
  user_id: string;
  saved_search_id: number | null;
  name: string | null;
  filters: Record<string, unknown>;
  language: string;
  email: string;
  first_name: string | null;
  since: string;
};

/**
 * How many people's alerts match each published business of this owner (counts only, nobody's
 * identity). Needs the service client: call it for the signed-in owner only (requireUser).
 */
export async function countAlertMatches(service: Client, ownerId: string): Promise<Map<number, number>> {
  const { data, error } = await service.rpc("listing_alert_match_counts", { p_owner: ownerId });
  if (error) raise(error);
  return new Map(data.map((r) => [Number(r.entreprise_id), r.buyers]));
}

/** The alerts of this frequency (of one person when `userId`) that are due. Needs the service client. */
export async function listDueAlerts(service: Client, frequency: DigestFrequency, userId?: string): Promise<DueAlert[]> {
  const { data, error } = await service.rpc("alerts_due", { p_frequency: frequency, p_user: userId });
  if (error) raise(error);
  return data.map((row) => ({ ...row, filters: fromJson<Record<string, unknown>>(row.filters) }));
}

/** The published businesses an alert's filters match since a moment (newest first, at most `max`). */
export async function listAlertMatches(
  service: Client,
  filters: Record<string, unknown>,
  since: Date,
  max: number,
): Promise<DigestListing[]> {
  const { data, error } = await service.rpc("alert_matches", {
    p_filters: filters as Json,
    p_since: since.toISOString(),
    p_max: max,
  });
  if (error) raise(error);
  return fromJson<DigestListing[]>(data);
}

/** Which of these businesses this person was already sent. */
export async function listSentListings(service: Client, userId: string, ids: number[]): Promise<Set<number>> {
  const { data, error } = await service
    .from("alert_sent_listings")
    .select("entreprise_id")
    .eq("user_id", userId)
    .in("entreprise_id", ids);
  if (error) raise(error);
  return new Set(data.map((row) => Number(row.entreprise_id)));
}

/** Records businesses as sent to a person, each once ever (the key); returns those this call recorded. */
export async function recordSentListings(
  service: Client,
  userId: string,
  savedSearchId: number | null,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { data, error } = await service
    .from("alert_sent_listings")
    .upsert(
      ids.map((id) => ({ user_id: userId, entreprise_id: id, saved_search_id: savedSearchId })),
      { onConflict: "user_id,entreprise_id", ignoreDuplicates: true },
    )
    .select("entreprise_id");
  if (error) raise(error);
  return new Set(data.map((row) => Number(row.entreprise_id)));
}

/** Stops one alert for a verified unsubscribe link: the saved search goes to "never", or the preferences' alert. */
export async function stopAlert(service: Client, ref: AlertRef): Promise<void> {
  const { error } = ref.searchId
    ? await service
        .from("saved_searches")
        .update({ frequency: "never" })
        .eq("id", ref.searchId)
        .eq("owner_id", ref.userId)
    : await service.from("profiles").update({ preference_alert_frequency: "never" }).eq("id", ref.userId);
  if (error) raise(error);
}

/** The alert a verified link names (its name; null for the preferences) and whether it is still on; null when it is gone. */
export async function alertForLink(
  service: Client,
  ref: AlertRef,
): Promise<{ name: string | null; active: boolean } | null> {
  if (ref.searchId) {
    const { data, error } = await service
      .from("saved_searches")
      .select("name, frequency")
      .eq("id", ref.searchId)
      .eq("owner_id", ref.userId)
      .maybeSingle();
    if (error) raise(error);
    return data ? { name: data.name, active: data.frequency !== "never" } : null;
  }
  const { data, error } = await service
    .from("profiles")
    .select("preference_alert_frequency")
    .eq("id", ref.userId)
    .maybeSingle();
  if (error) raise(error);
  return data ? { name: null, active: data.preference_alert_frequency !== "never" } : null;
}
