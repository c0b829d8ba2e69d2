import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";

export const USER_SORTS = ["created", "name", "email", "listings", "inquiries"] as const;
export type UserSort = (typeof USER_SORTS)[number];

export type UserRow = {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  is_admin: boolean;
  suspended_at: string | null;
  created_at: string;
  listing_count: number;
  inquiry_count: number;
};

export type UserListQuery = {
  search?: string;
  admin?: boolean;
  hasListings?: boolean;
  blocked?: boolean;
  from?: string;
  to?: string;
  sort: UserSort;
  dir: "asc" | "desc";
  limit: number;
  offset: number;
};

/** A page of users for the back office with their listings and the inquiries those received (admins only). */
export async function listUsers(client: Client, q: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  const { data, error } = await client.rpc("admin_list_users", {
    p_search: q.search,
    p_admin: q.admin,
    p_has_listings: q.hasListings,
    p_blocked: q.blocked,
    p_from: q.from,
    p_to: q.to,
    p_sort: q.sort,
    p_dir: q.dir,
    p_limit: q.limit,
    p_offset: q.offset,
  });
  if (error) raise(error);
  const rows: UserRow[] = (data ?? []).map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    is_admin: row.is_admin,
    suspended_at: row.suspended_at,
    created_at: row.created_at,
    listing_count: Number(row.listing_count),
    inquiry_count: Number(row.inquiry_count),
  }));
  return { rows, total: Number(data?.[0]?.total_count ?? 0) };
}

const ACCOUNT_COLUMNS =
  "id, email, first_name, last_name, mobile_phone, address_line1, address_line2, city, province, country, postal_code, is_admin, suspended_at, suspension_reason, created_at";

/** One account as the back office edits it; null when there is none (or the caller may not read it). */
export async function getUserAccount(client: Client, id: string) {
  const { data, error } = await client.from("profiles").select(ACCOUNT_COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  return data;
}

export type AuditEntry = {
  id: number;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  created_at: string;
  actor: { email: string | null } | null;
};

/** What admins changed on an account, newest first. */
export async function listUserAudit(client: Client, userId: string, limit = 50): Promise<AuditEntry[]> {
  const { data, error } = await client
    .from("admin_audit_log")
    .select("id, action, changes, created_at, actor:profiles!admin_audit_log_actor_id_fkey(email)")
    .eq("target_id", userId)
    .order("created_at", { ascending: false })
    .limit(limit);
  if (error) raise(error);
  return (data ?? []) as AuditEntry[];
}

/** Sets who is an admin and whether the account is blocked (the database's guard says who may). */
export async function setUserAccess(
  client: Client,
  id: string,
  changes: { is_admin?: boolean; suspended_at?: string | null; suspension_reason?: string | null },
): Promise<boolean> {
  const { data, error } = await client.from("profiles").update(changes).eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}

/** Whether an account is blocked, and why: read by the page guard and after a sign-in. */
export async function getSuspension(client: Client, id: string) {
  const { data, error } = await client
    .from("profiles")
    .select("suspended_at, suspension_reason")
    .eq("id", id)
    .maybeSingle();
  if (error) raise(error);
  return data?.suspended_at ? { reason: data.suspension_reason } : null;
}
