import { raise } from "@/lib/supabase/errors";
import type { Locale } from "@/lib/i18n/routing";
import type { FinancingRequestValues, PartnerInput, programSchema, RequestStatus } from "@/lib/financing/schema";
import { PROGRAM_PURCHASES, type FinancingProgram } from "@/lib/financing/programs";
import { lenderLabel } from "@/lib/financing/prequalification/mark";
import type { Client, Tables } from "@/lib/supabase/types";
import { localeOf, oneOf, pgArray } from "@/lib/supabase/db-values";
import { toAmount } from "@/lib/supabase/numbers";
import type { z } from "zod";

type ProgramValues = z.output<typeof programSchema>;

export type FinancingPartner = Pick<
  Tables<"financing_partners">,
  | "id"
  | "name_fr"
  | "name_en"
  | "kind"
  | "min_amount"
  | "max_amount"
  | "conditions_fr"
  | "conditions_en"
  | "url"
  | "logo_path"
  | "sort_order"
  | "active"
>;

const PARTNER_COLUMNS =
  "id, name_fr, name_en, kind, min_amount, max_amount, conditions_fr, conditions_en, url, logo_path, sort_order, active";
const amountOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toPartner(row: FinancingPartner): FinancingPartner {
  return { ...row, min_amount: amountOrNull(row.min_amount), max_amount: amountOrNull(row.max_amount) };
}

/** The lenders and programs, in their order (the public sees the active ones only, by RLS). */
export async function listPartners(client: Client): Promise<FinancingPartner[]> {
  const { data, error } = await client
    .from("financing_partners")
    .select(PARTNER_COLUMNS)
    .order("sort_order")
    .order("name_fr");
  if (error) raise(error);
  return (data ?? []).map(toPartner);
}

/** Adds or edits a lender or program (admins, by RLS). */
export async function savePartner(client: Client, input: PartnerInput & { id?: number }): Promise<number | null> {
  const row = {
    name_fr: input.name_fr,
    name_en: input.name_en || null,
    kind: input.kind,
    min_amount: input.min_amount,
    max_amount: input.max_amount,
    conditions_fr: input.conditions_fr,
    conditions_en: input.conditions_en || null,
    url: input.url || null,
    logo_path: input.logo_path || null,
    sort_order: input.sort_order,
    active: input.active,
  };
  const query = input.id
    ? client.from("financing_partners").update(row).eq("id", input.id)
    : client.from("financing_partners").insert(row);
  const { data, error } = await query.select("id");
  if (error) raise(error);
  return data?.[0]?.id ?? null;
}

export async function deletePartner(client: Client, id: number): Promise<boolean> {
  const { data, error } = await client.from("financing_partners").delete().eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}

/** Saves a request (service client: the public form has passed the honeypot and the rate limit). */
export async function createFinancingRequest(
  service: Client,
  values: Omit<FinancingRequestValues, "website" | "province"> & {
    province_id: number | null;
    user_id: string | null;
    purpose?: "financing" | "prequalification";
  },
): Promise<string> {
  const { locale, ...rest } = values;
  const { data, error } = await service
    .from("financing_requests")
    .insert({ ...rest, locale, consent_at: values.consent_lenders ? new Date().toISOString() : null })
    .select("id")
    .single();
  if (error) raise(error);
  return data.id;
}

/** A request as stored (its locale is text restricted to fr/en by a check constraint), with the listing it is about. */
export type FinancingRequest = Omit<Tables<"financing_requests">, "locale"> & {
  locale: Locale;
  entreprises: Pick<Tables<"entreprises">, "slug" | "title_fr" | "title_en"> | null;
};

/** Every request, newest first (admins, by RLS), with the listing it is about. */
export async function listFinancingRequests(client: Client): Promise<FinancingRequest[]> {
  const { data, error } = await client
    .from("financing_requests")
    .select("*, entreprises(slug, title_fr, title_en)")
    .order("created_at", { ascending: false })
    .limit(500);
  if (error) raise(error);
  return (data ?? []).map((r) => ({
    ...r,
    locale: localeOf(r.locale),
    price: Number(r.price),
    down_payment: Number(r.down_payment),
    amount_requested: Number(r.amount_requested),
    seller_financing: amountOrNull(r.seller_financing),
    working_capital: amountOrNull(r.working_capital),
  }));
}

export type RequestEvent = Tables<"financing_request_events">;

/** The history of the requests given (admins, by RLS), oldest first. */
export async function listRequestEvents(client: Client, requestIds: string[]): Promise<RequestEvent[]> {
  if (requestIds.length === 0) return [];
  const { data, error } = await client
    .from("financing_request_events")
    .select("*")
    .in("request_id", requestIds)
    .order("created_at");
  if (error) raise(error);
  return data ?? [];
}

/** Whether the buyer consented to their file going to lenders; null when there is no such request (admins, by RLS). */
export async function getRequestConsent(client: Client, id: string): Promise<boolean | null> {
  const { data, error } = await client.from("financing_requests").select("consent_lenders").eq("id", id).maybeSingle();
  if (error) raise(error);
  return data ? data.consent_lenders : null;
}

/** The titles of a business a request may be about (published or under offer); null for any other. */
export async function getFinanceableBusiness(
  service: Client,
  id: number,
): Promise<{ title_fr: string; title_en: string | null } | null> {
  const { data, error } = await service
    .from("entreprises")
    .select("title_fr, title_en")
    .eq("id", id)
    .in("status", ["published", "under_offer"])
    .maybeSingle();
  if (error) raise(error);
  return data;
}

/** Moves a request through the pipeline; null when not found or not allowed. */
export async function updateFinancingRequest(
  client: Client,
  id: string,
  changes: { status: RequestStatus; admin_notes: string; lender_ids: number[] },
): Promise<string | null> {
  const { data, error } = await client.from("financing_requests").update(changes).eq("id", id).select("id");
  if (error) raise(error);
  return data?.[0]?.id ?? null;
}

export type MyFinancingRequest = {
  id: string;
  /** A financing request for a deal, or a request to be pre-qualified by the lenders named. */
  purpose: "financing" | "prequalification";
  status: RequestStatus;
  entreprise_id: number | null;
  deal_description: string;
  price: number;
  amount_requested: number;
  /** A pre-qualification request's lenders as lists show them ("Firm — Name"); none for a financing request. */
  lenders: string[];
  created_at: string;
  updated_at: string;
};

/** The signed-in buyer's own requests, what each one is, and their status. */
export async function listMyFinancingRequests(client: Client): Promise<MyFinancingRequest[]> {
  const { data, error } = await client.rpc("my_financing_requests");
  if (error) raise(error);
  return (data ?? []).map((r) => ({
    ...r,
    purpose: oneOf(["financing", "prequalification"] as const, r.purpose),
    price: Number(r.price),
    amount_requested: Number(r.amount_requested),
    lenders: ((r.lenders ?? []) as { name: string | null; company: string | null }[]).map(lenderLabel),
  }));
}

const PROGRAM_COLUMNS =
  "id, name_fr, name_en, provider_fr, provider_en, conditions_fr, conditions_en, min_amount, max_amount, purchase_types, min_age, max_age, region_ids, source_url, checked_on, published, sort_order";

function toProgram(row: Tables<"financing_programs">): FinancingProgram {
  return {
    ...row,
    min_amount: toAmount(row.min_amount),
    max_amount: toAmount(row.max_amount),
    purchase_types: row.purchase_types.map((p) => oneOf(PROGRAM_PURCHASES, p)),
  };
}

/** The public programs in the admins' order (the public sees the published ones only, by RLS). */
export async function listPrograms(client: Client): Promise<FinancingProgram[]> {
  const { data, error } = await client
    .from("financing_programs")
    .select(PROGRAM_COLUMNS)
    .order("sort_order")
    .order("name_fr");
  if (error) raise(error);
  return (data ?? []).map((r) => toProgram(r as Tables<"financing_programs">));
}

/** One program, or null when there is none the caller may read. */
export async function getProgram(client: Client, id: number): Promise<FinancingProgram | null> {
  const { data, error } = await client.from("financing_programs").select(PROGRAM_COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  return data ? toProgram(data as Tables<"financing_programs">) : null;
}

/** Adds or edits a program (admins, by RLS); its id, or null when nothing was written. */
export async function saveProgram(client: Client, input: ProgramValues): Promise<number | null> {
  const { id, purchase_types, region_ids, ...rest } = input;
  const row = { ...rest, purchase_types: pgArray(purchase_types), region_ids: pgArray(region_ids) };
  const query = id
    ? client.from("financing_programs").update(row).eq("id", id)
    : client.from("financing_programs").insert(row);
  const { data, error } = await query.select("id");
  if (error) raise(error);
  return data?.[0]?.id ?? null;
}

/** Removes a program (admins, by RLS); false when nothing was removed. */
export async function deleteProgram(client: Client, id: number): Promise<boolean> {
  const { data, error } = await client.from("financing_programs").delete().eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}
