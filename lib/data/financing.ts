import type { SupabaseClient } from "@supabase/supabase-js";
import type { FinancingRequestValues, PartnerInput, RequestStatus } from "@/lib/schemas/financing";

export type FinancingPartner = {
  id: number; name_fr: string; name_en: string | null; kind: string; min_amount: number | null; max_amount: number | null;
  conditions_fr: string; conditions_en: string | null; url: string | null; logo_path: string | null; sort_order: number; active: boolean;
};

const PARTNER_COLUMNS = "id, name_fr, name_en, kind, min_amount, max_amount, conditions_fr, conditions_en, url, logo_path, sort_order, active";
const amountOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toPartner(row: Record<string, unknown>): FinancingPartner {
  return { ...(row as unknown as FinancingPartner), min_amount: amountOrNull(row.min_amount), max_amount: amountOrNull(row.max_amount) };
}

/** The lenders and programs, in their order (the public sees the active ones only, by RLS). */
export async function listPartners(client: SupabaseClient): Promise<FinancingPartner[]> {
  const { data } = await client.from("financing_partners").select(PARTNER_COLUMNS).order("sort_order").order("name_fr").throwOnError();
  return ((data ?? []) as Record<string, unknown>[]).map(toPartner);
}

/** Adds or edits a lender or program (admins, by RLS). */
export async function savePartner(client: SupabaseClient, input: PartnerInput & { id?: number }): Promise<number | null> {
  const row = {
    name_fr: input.name_fr, name_en: input.name_en || null, kind: input.kind, min_amount: input.min_amount, max_amount: input.max_amount,
    conditions_fr: input.conditions_fr, conditions_en: input.conditions_en || null, url: input.url || null, logo_path: input.logo_path || null,
    sort_order: input.sort_order, active: input.active,
  };
  const query = input.id ? client.from("financing_partners").update(row).eq("id", input.id) : client.from("financing_partners").insert(row);
  const { data } = await query.select("id").throwOnError();
  return (data as { id: number }[] | null)?.[0]?.id ?? null;
}

export async function deletePartner(client: SupabaseClient, id: number): Promise<boolean> {
  const { data } = await client.from("financing_partners").delete().eq("id", id).select("id").throwOnError();
  return (data ?? []).length > 0;
}

/** Saves a request (service client: the public form has passed the honeypot and the rate limit). */
export async function createFinancingRequest(service: SupabaseClient, values: Omit<FinancingRequestValues, "website" | "province"> & { province_id: number | null; user_id: string | null }): Promise<string> {
  const { locale, ...rest } = values;
  const { data } = await service
    .from("financing_requests")
    .insert({ ...rest, locale, consent_at: values.consent_lenders ? new Date().toISOString() : null })
    .select("id")
    .single()
    .throwOnError();
  return (data as { id: string }).id;
}

export type FinancingRequest = {
  id: string; user_id: string | null; status: RequestStatus; locale: "fr" | "en"; name: string; email: string; phone: string | null;
  experience: string; province_id: number | null; entreprise_id: number | null; deal_description: string; price: number; purchase_type: string;
  target_date: string | null; down_payment: number; down_payment_source: string; amount_requested: number; seller_financing: number | null;
  working_capital: number | null; programs: string[]; consent_lenders: boolean; admin_notes: string; lender_ids: number[]; created_at: string; updated_at: string;
  entreprises: { slug: string; title_fr: string; title_en: string | null } | null;
};

/** Every request, newest first (admins, by RLS), with the listing it is about. */
export async function listFinancingRequests(client: SupabaseClient): Promise<FinancingRequest[]> {
  const { data } = await client.from("financing_requests").select("*, entreprises(slug, title_fr, title_en)").order("created_at", { ascending: false }).limit(500).throwOnError();
  return ((data ?? []) as Record<string, unknown>[]).map((r) => ({
    ...(r as unknown as FinancingRequest),
    price: Number(r.price), down_payment: Number(r.down_payment), amount_requested: Number(r.amount_requested),
    seller_financing: amountOrNull(r.seller_financing), working_capital: amountOrNull(r.working_capital),
  }));
}

export type RequestEvent = { id: number; request_id: string; actor_id: string | null; from_status: RequestStatus | null; to_status: RequestStatus; notes_changed: boolean; lender_ids: number[]; created_at: string };

/** The history of the requests given (admins, by RLS), oldest first. */
export async function listRequestEvents(client: SupabaseClient, requestIds: string[]): Promise<RequestEvent[]> {
  if (requestIds.length === 0) return [];
  const { data } = await client.from("financing_request_events").select("*").in("request_id", requestIds).order("created_at").throwOnError();
  return (data ?? []) as RequestEvent[];
}

/** Moves a request through the pipeline; null when not found or not allowed. */
export async function updateFinancingRequest(client: SupabaseClient, id: string, changes: { status: RequestStatus; admin_notes: string; lender_ids: number[] }): Promise<string | null> {
  const { data, error } = await client.from("financing_requests").update(changes).eq("id", id).select("id");
  if (error) throw new Error(error.message);
  return (data as { id: string }[] | null)?.[0]?.id ?? null;
}

export type MyFinancingRequest = { id: string; status: RequestStatus; entreprise_id: number | null; deal_description: string; price: number; amount_requested: number; created_at: string; updated_at: string };

/** The signed-in buyer's own requests and their status. */
export async function listMyFinancingRequests(client: SupabaseClient): Promise<MyFinancingRequest[]> {
  const { data } = await client.rpc("my_financing_requests").throwOnError();
  return ((data ?? []) as Record<string, unknown>[]).map((r) => ({ ...(r as unknown as MyFinancingRequest), price: Number(r.price), amount_requested: Number(r.amount_requested) }));
}
