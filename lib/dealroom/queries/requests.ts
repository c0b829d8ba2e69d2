import type { Locale } from "@/lib/i18n/routing";
import { raise } from "@/lib/supabase/errors";
import type { Client, Database, Tables } from "@/lib/supabase/types";
import type { BuyTimeline, FinancingSource, RequestStatus } from "../types";
import { withTotalPastTheEnd } from "@/lib/supabase/page";

export type BuyerProfile = {
  capital_available: number;
  experience: string;
  timeline: BuyTimeline;
  financing: FinancingSource[];
  financing_details: string | null;
};

/** The caller's saved buyer profile, or null when they never sent one. */
export async function getBuyerProfile(client: Client, userId: string): Promise<BuyerProfile | null> {
  const { data, error } = await client
    .from("dealroom_buyer_profiles")
    .select("capital_available, experience, timeline, financing, financing_details")
    .eq("user_id", userId)
    .maybeSingle();
  if (error) raise(error);
  return data ? { ...data, financing: data.financing as FinancingSource[] } : null;
}

export async function saveBuyerProfile(client: Client, userId: string, profile: BuyerProfile): Promise<void> {
  const { error } = await client.from("dealroom_buyer_profiles").upsert({ user_id: userId, ...profile });
  if (error) raise(error);
}

export type Signature = {
  roomId: number;
  /** The buyer the server authenticated: never taken from the request's body. */
  buyerId: string;
  locale: Locale;
  /** The hash of the text the buyer read: Postgres refuses the request if the text changed since. */
  sha256: string;
  signedName: string;
  /** The keyed hash of the address the request came from, computed by the server. */
  ipHash: string | null;
};

/**
 * Signs a request through dealroom_sign_request, with the service role (the only role allowed): the
 * function copies the saved profile, composes the agreement and checks its hash, and sets the time.
 * Returns the request's id.
 */
export async function signRequest(service: Client, signature: Signature): Promise<number> {
  const { data, error } = await service.rpc("dealroom_sign_request", {
    p_buyer_id: signature.buyerId,
    p_dealroom_id: signature.roomId,
    p_locale: signature.locale,
    p_sha256: signature.sha256,
    p_signed_name: signature.signedName,
    p_ip_hash: signature.ipHash,
  } as Database["public"]["Functions"]["dealroom_sign_request"]["Args"]);
  if (error) raise(error);
  return Number(data);
}

/** A request with everything kept about it. */
export type AccessRequest = Omit<Tables<"dealroom_requests">, "status" | "financing" | "timeline"> & {
  status: RequestStatus;
  financing: FinancingSource[] | null;
  timeline: BuyTimeline | null;
};

export async function getRequest(client: Client, id: number): Promise<AccessRequest | null> {
  const { data, error } = await client.from("dealroom_requests").select("*").eq("id", id).maybeSingle();
  if (error) raise(error);
  return data ? { ...data, financing: data.financing as FinancingSource[] | null } : null;
}

/** The caller's own request for a file, or null. */
export async function getOwnRequest(client: Client, roomId: number, userId: string): Promise<AccessRequest | null> {
  const { data, error } = await client
    .from("dealroom_requests")
    .select("*")
    .eq("dealroom_id", roomId)
    .eq("buyer_id", userId)
    .maybeSingle();
  if (error) raise(error);
  return data ? { ...data, financing: data.financing as FinancingSource[] | null } : null;
}

export type Decision =
  | { kind: "approve"; message?: string }
  | { kind: "decline"; message: string }
  | { kind: "revoke"; reason?: string }
  | { kind: "extend" };

/** The seller's decision, written with the caller's session (the guard checks who and which move); null when RLS hides the request. */
export async function writeDecision(client: Client, id: number, decision: Decision): Promise<AccessRequest | null> {
  const patch: Database["public"]["Tables"]["dealroom_requests"]["Update"] =
    decision.kind === "approve"
      ? { status: "approved", decision_message: decision.message ?? null }
      : decision.kind === "decline"
        ? { status: "declined", decision_message: decision.message }
        : decision.kind === "revoke"
          ? { status: "revoked", revoke_reason: decision.reason ?? null }
          : // The guard computes the new end: 90 days added to what is left.
            { expires_at: new Date().toISOString() };
  const { data, error } = await client.from("dealroom_requests").update(patch).eq("id", id).select("*").maybeSingle();
  if (error) raise(error);
  return data ? { ...data, financing: data.financing as FinancingSource[] | null } : null;
}

export type RequestRow = Omit<
  Database["public"]["Functions"]["list_dealroom_requests"]["Returns"][number],
  "total_count" | "kind" | "financing"
> & { kind: "entreprise" | "immobilier"; financing: FinancingSource[] | null };

export type RequestQuery = {
  scope: "buyer" | "owner" | "all";
  roomId?: number;
  status?: RequestStatus;
  search?: string;
  limit?: number;
  offset?: number;
};

/** Requests with their listing and activity (list_dealroom_requests: RLS decides), a page and the total. */
export const listRequests = withTotalPastTheEnd(async function listRequests(
  client: Client,
  query: RequestQuery,
): Promise<{ rows: RequestRow[]; total: number }> {
  const args = {
    p_scope: query.scope,
    p_dealroom_id: query.roomId ?? null,
    p_status: query.status ?? null,
    p_search: query.search?.trim() || null,
    p_limit: query.limit ?? 25,
    p_offset: query.offset ?? 0,
  };
  const { data, error } = await client.rpc(
    "list_dealroom_requests",
    args as Database["public"]["Functions"]["list_dealroom_requests"]["Args"],
  );
  if (error) raise(error);
  const rows = (data ?? []).map((row) => ({
    ...row,
    kind: row.kind === "immobilier" ? ("immobilier" as const) : ("entreprise" as const),
    financing: row.financing as FinancingSource[] | null,
  }));
  return { rows, total: Number(data?.[0]?.total_count ?? 0) };
});

export type RoomRow = Omit<
  Database["public"]["Functions"]["list_dealrooms"]["Returns"][number],
  "total_count" | "kind"
> & {
  kind: "entreprise" | "immobilier";
};

/** Files with their listing and counts (the caller's, or all for an admin), a page and the total. */
export const listRooms = withTotalPastTheEnd(async function listRooms(
  client: Client,
  query: { search?: string; limit?: number; offset?: number },
): Promise<{ rows: RoomRow[]; total: number }> {
  const args = { p_search: query.search?.trim() || null, p_limit: query.limit ?? 25, p_offset: query.offset ?? 0 };
  const { data, error } = await client.rpc(
    "list_dealrooms",
    args as Database["public"]["Functions"]["list_dealrooms"]["Args"],
  );
  if (error) raise(error);
  const rows = (data ?? []).map((row) => ({
    ...row,
    kind: row.kind === "immobilier" ? ("immobilier" as const) : ("entreprise" as const),
  }));
  return { rows, total: Number(data?.[0]?.total_count ?? 0) };
});
