import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import type { PlanId } from "@/lib/accounts/plans";
import type { Database } from "@/lib/supabase/database.types";
import type { PlanChange, PlanStatus } from "@/lib/accounts/queries/plans";
import { withTotalPastTheEnd } from "@/lib/supabase/page";

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
export const listUsers = withTotalPastTheEnd(async function listUsers(
  client: Client,
  q: UserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
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
});

/** The e-mail address of each account given, by id (admins, by RLS; an account not found has none). */
export async function listAccountEmails(client: Client, ids: readonly string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await client
    .from("profiles")
    .select("id, email")
    .in("id", [...new Set(ids)]);
  if (error) raise(error);
  return new Map(data.map((o) => [o.id, o.email]));
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

/** An account as getUserAccount reads it (ACCOUNT_COLUMNS). */
type Account = NonNullable<Awaited<ReturnType<typeof getUserAccount>>>;
type AccountRow = Account &
  Pick<
    Database["public"]["Tables"]["profiles"]["Row"],
    "plan" | "plan_requested" | "plan_requested_at" | "plan_changed_at"
  >;

export type UserPage = {
  account: Account;
  /** What admins changed on the account, newest first. */
  audit: AuditEntry[];
  plan: PlanStatus;
  /** The plan's latest changes, newest first. */
  planChanges: PlanChange[];
};

/**
 * One account's back-office page in one request (public.admin_user_page, admins only): the profile,
 * the audit log, the plan and its latest changes; null when there is no such account.
 */
export async function getUserPage(client: Client, id: string, auditLimit = 50): Promise<UserPage | null> {
  const { data, error } = await client.rpc("admin_user_page", { p_user: id, p_audit: auditLimit });
  if (error) raise(error);
  const page = data as unknown as {
    account: AccountRow | null;
    audit: AuditEntry[];
    plan_changes: { plan: PlanId; previous_plan: PlanId; changed_at: string; changed_by: string | null }[];
  };
  if (!page.account) return null;
  const { plan, plan_requested, plan_requested_at, plan_changed_at, ...account } = page.account;
  return {
    account,
    audit: page.audit,
    plan: { plan, requested: plan_requested, requestedAt: plan_requested_at, changedAt: plan_changed_at },
    planChanges: page.plan_changes.map((c) => ({
      plan: c.plan,
      previousPlan: c.previous_plan,
      changedAt: c.changed_at,
      changedBy: c.changed_by,
    })),
  };
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
