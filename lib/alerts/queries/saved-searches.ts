import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import type { AlertFrequency } from "@/lib/alerts/frequencies";

/** A saved search as /profil lists it (filters: the /entreprises URL's parameters). */
export type SavedSearch = {
  id: number;
  name: string;
  filters: Record<string, string | string[]>;
  frequency: AlertFrequency;
  created_at: string;
};

/** The caller's saved searches, newest first (RLS: one's own only). */
export async function listSavedSearches(client: Client, userId: string): Promise<SavedSearch[]> {
  const { data, error } = await client
    .from("saved_searches")
    .select("id, name, filters, frequency, created_at")
    .eq("owner_id", userId)
    .order("created_at", { ascending: false });
  if (error) raise(error);
  return (data ?? []).map((row) => ({ ...row, filters: (row.filters ?? {}) as SavedSearch["filters"] }));
}

/** Saves a search for the caller (owner_id defaults to auth.uid()); returns its id. */
export async function insertSavedSearch(
  client: Client,
  row: { name: string; filters: Record<string, string | string[]>; frequency: AlertFrequency; language: "fr" | "en" },
): Promise<number> {
  const { data, error } = await client.from("saved_searches").insert(row).select("id").single();
  if (error) raise(error);
  return data.id;
}

/** Renames a saved search or changes its frequency; false when no row of the caller's has this id. */
export async function updateSavedSearch(
  client: Client,
  id: number,
  values: { name: string; frequency: AlertFrequency },
): Promise<boolean> {
  const { data, error } = await client.from("saved_searches").update(values).eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}

/** Deletes a saved search; false when no row of the caller's has this id. */
export async function deleteSavedSearch(client: Client, id: number): Promise<boolean> {
  const { data, error } = await client.from("saved_searches").delete().eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}

/** The caller's industry-preferences alert (weekly or never). */
export async function setPreferenceAlert(client: Client, userId: string, frequency: "weekly" | "never"): Promise<void> {
  const { error } = await client.from("profiles").update({ preference_alert_frequency: frequency }).eq("id", userId);
  if (error) raise(error);
}

/** The caller's industry-preferences alert frequency. */
export async function getPreferenceAlert(client: Client, userId: string): Promise<AlertFrequency> {
  const { data, error } = await client
    .from("profiles")
    .select("preference_alert_frequency")
    .eq("id", userId)
    .maybeSingle();
  if (error) raise(error);
  return data?.preference_alert_frequency ?? "weekly";
}
