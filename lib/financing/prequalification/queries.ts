import type { Locale } from "@/lib/i18n/routing";
import { localeOf } from "@/lib/supabase/db-values";
import { raise } from "@/lib/supabase/errors";
import { pageOf } from "@/lib/supabase/page";
import { toAmount } from "@/lib/supabase/numbers";
import type { Client } from "@/lib/supabase/types";
import type { PrequalificationMark } from "./mark";
import type { PrequalificationMarkValues } from "./schema";

export type { PrequalificationMark } from "./mark";

/** A lender a buyer asked, with when. */
export type AskedLender = { request_id: string; expert_id: number; name: string | null; company: string | null };

const MARK_COLUMNS =
  "id, buyer_id, expert_id, lender_name, lender_company, amount, qualified_on, expires_on, expires_at";

function toMark<R extends { amount: unknown }>(row: R): Omit<R, "amount"> & { amount: number } {
  return { ...row, amount: toAmount(row.amount) ?? 0 };
}

/**
 * The current marks of some buyers, by buyer (largest first): through buyer_prequalifications, so
 * the policies decide (the buyer, admins, owners of a file the buyer asked to see); others get none.
 */
export async function listCurrentPrequalifications(
  client: Client,
  buyerIds: readonly string[],
): Promise<Map<string, PrequalificationMark[]>> {
  const byBuyer = new Map<string, PrequalificationMark[]>();
  const ids = [...new Set(buyerIds)];
  if (ids.length === 0) return byBuyer;
  const { data, error } = await client.rpc("buyer_prequalifications", { p_buyers: ids });
  if (error) raise(error);
  for (const row of data ?? []) {
    const list = byBuyer.get(row.buyer_id) ?? [];
    list.push(toMark(row));
    byBuyer.set(row.buyer_id, list);
  }
  return byBuyer;
}

/** The signed-in buyer's own marks, current and lapsed, newest expiry first. */
export async function listOwnPrequalifications(client: Client, buyerId: string): Promise<PrequalificationMark[]> {
  const { data, error } = await client
    .from("financing_prequalifications")
    .select(MARK_COLUMNS)
    .eq("buyer_id", buyerId)
    .order("expires_at", { ascending: false })
    .limit(50);
  if (error) raise(error);
  return (data ?? []).map(toMark);
}

/** The lenders the signed-in buyer asked, newest first (their names as the directory shows them). */
export async function listAskedLenders(
  client: Client,
  buyerId: string,
): Promise<(AskedLender & { created_at: string })[]> {
  const { data, error } = await client
    .from("financing_request_lenders")
    .select("request_id, expert_id, created_at, experts(name, company)")
    .eq("buyer_id", buyerId)
    .order("created_at", { ascending: false })
    .limit(50);
  if (error) raise(error);
  return (data ?? []).map((r) => ({
    request_id: r.request_id,
    expert_id: r.expert_id,
    created_at: r.created_at,
    name: r.experts?.name ?? null,
    company: r.experts?.company ?? null,
  }));
}

/** Which of these experts are lenders of the directory (directory_lenders: the definition the guards use too). */
export async function findLenders(client: Client, expertIds: readonly number[]): Promise<number[]> {
  if (expertIds.length === 0) return [];
  const { data, error } = await client.rpc("directory_lenders", { p_ids: [...expertIds] });
  if (error) raise(error);
  return (data ?? []).map((r) => Number(r.id));
}

/** Links a saved pre-qualification request to the lenders asked (the server key; a trigger checks each lender). */
export async function insertAskedLenders(
  service: Client,
  requestId: string,
  buyerId: string,
  expertIds: readonly number[],
): Promise<{ name: string; company: string | null }[]> {
  const { data, error } = await service
    .from("financing_request_lenders")
    .insert(expertIds.map((expert_id) => ({ request_id: requestId, buyer_id: buyerId, expert_id })))
    .select("experts(name, company)");
  if (error) raise(error);
  return (data ?? []).map((r) => ({ name: r.experts?.name ?? "", company: r.experts?.company ?? null }));
}

/** A pre-qualification request as the back office lists it: the buyer, the amounts, the lenders asked, the marks. */
export type PrequalificationRequest = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  user_id: string | null;
  amount_requested: number;
  down_payment: number;
  price: number;
  deal_description: string;
  created_at: string;
  lenders: AskedLender[];
  marks: PrequalificationMark[];
};

const REQUEST_COLUMNS =
  "id, name, email, phone, locale, user_id, amount_requested, down_payment, price, deal_description, created_at, financing_request_lenders(request_id, expert_id, experts(name, company)), financing_prequalifications(id, buyer_id, expert_id, lender_name, lender_company, amount, qualified_on, expires_on, expires_at)";

type RequestRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  locale: string;
  user_id: string | null;
  amount_requested: unknown;
  down_payment: unknown;
  price: unknown;
  deal_description: string;
  created_at: string;
  financing_request_lenders: {
    request_id: string;
    expert_id: number;
    experts: { name: string; company: string | null } | null;
  }[];
  financing_prequalifications: (Omit<PrequalificationMark, "amount"> & { amount: unknown })[];
};

function toRequest(r: RequestRow): PrequalificationRequest {
  return {
    ...r,
    locale: localeOf(r.locale),
    amount_requested: toAmount(r.amount_requested) ?? 0,
    down_payment: toAmount(r.down_payment) ?? 0,
    price: toAmount(r.price) ?? 0,
    lenders: r.financing_request_lenders.map((l) => ({
      request_id: l.request_id,
      expert_id: l.expert_id,
      name: l.experts?.name ?? null,
      company: l.experts?.company ?? null,
    })),
    marks: r.financing_prequalifications.map(toMark).sort((a, b) => b.expires_at.localeCompare(a.expires_at)),
  };
}

/** Every pre-qualification request, newest first, searched by name or e-mail (admins, by RLS); a page and the total. */
export async function listPrequalificationRequests(
  client: Client,
  query: { search?: string; offset: number; limit: number; ascending: boolean },
): Promise<{ rows: PrequalificationRequest[]; total: number }> {
  const search = query.search?.replace(/[%_,()\\]/g, " ").trim();
  const requests = (options?: { head: true }) => {
    const request = client
      .from("financing_requests")
      .select(REQUEST_COLUMNS, { count: "exact", ...options })
      .eq("purpose", "prequalification");
    return search ? request.or(`name.ilike.%${search}%,email.ilike.%${search}%`) : request;
  };
  const page = await pageOf(
    await requests()
      .order("created_at", { ascending: query.ascending })
      .range(query.offset, query.offset + query.limit - 1),
    () => requests({ head: true }),
  );
  return { rows: (page.rows as RequestRow[]).map(toRequest), total: page.total };
}

/** One pre-qualification request (admins), or null. */
export async function getPrequalificationRequest(client: Client, id: string): Promise<PrequalificationRequest | null> {
  const { data, error } = await client
    .from("financing_requests")
    .select(REQUEST_COLUMNS)
    .eq("id", id)
    .eq("purpose", "prequalification")
    .maybeSingle();
  if (error) raise(error);
  return data ? toRequest(data as RequestRow) : null;
}

/** One mark with its request (admins), or null. */
export async function getPrequalification(
  client: Client,
  id: number,
): Promise<(PrequalificationMark & { request_id: string }) | null> {
  const { data, error } = await client
    .from("financing_prequalifications")
    .select(`${MARK_COLUMNS}, request_id`)
    .eq("id", id)
    .maybeSingle();
  if (error) raise(error);
  return data ? toMark(data) : null;
}

/**
 * Records a mark, or corrects one (admins: the policies, the column grants and the guard say so);
 * returns the row as stored, or null when there was no such mark to correct.
 */
export async function savePrequalification(
  client: Client,
  values: PrequalificationMarkValues,
): Promise<(PrequalificationMark & { request_id: string }) | null> {
  const { id, request_id, expert_id, amount, qualified_on, expires_on } = values;
  const row = { expert_id: Number(expert_id), amount, qualified_on, expires_on };
  const write = id
    ? client.from("financing_prequalifications").update(row).eq("id", id)
    : client.from("financing_prequalifications").insert({ ...row, request_id });
  const { data, error } = await write.select(`${MARK_COLUMNS}, request_id`);
  if (error) raise(error);
  const saved = data?.[0];
  return saved ? toMark(saved) : null;
}

/** Withdraws a mark (admins); false when there was none. */
export async function deletePrequalification(client: Client, id: number): Promise<boolean> {
  const { data, error } = await client.from("financing_prequalifications").delete().eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}

/** Where the buyer's e-mail goes: their account's address and first name (the server key). */
export async function getBuyerContact(
  service: Client,
  userId: string,
): Promise<{ email: string; first_name: string | null } | null> {
  const { data, error } = await service.rpc("moderation_recipient", { p_user_id: userId });
  if (error) raise(error);
  const row = data?.[0];
  return row ? { email: row.email, first_name: row.first_name } : null;
}
