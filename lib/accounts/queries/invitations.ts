import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";

/** A pending invitation as the back office lists it. */
export type InvitationRow = {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  locale: "fr" | "en";
  industry_ids: number[];
  is_admin: boolean;
  created_at: string;
  send_status: "pending" | "sent" | "failed";
  sent_at: string | null;
  send_count: number;
  expires_at: string;
};

const INVITATION_COLUMNS =
  "id, email, first_name, last_name, phone, locale, industry_ids, is_admin, created_at, send_status, sent_at, send_count, expires_at";

export const INVITATION_SORTS = ["created", "email", "name", "expires"] as const;
export type InvitationSort = (typeof INVITATION_SORTS)[number];

const SORT_COLUMNS: Record<InvitationSort, string> = {
  created: "created_at",
  email: "email",
  name: "last_name",
  expires: "expires_at",
};

/** One page of pending invitations (admins: RLS shows anyone else none) and how many match. */
export async function listInvitations(
  client: Client,
  q: { search?: string; sort: InvitationSort; dir: "asc" | "desc"; offset: number; limit: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  let query = client.from("invitations").select(INVITATION_COLUMNS, { count: "exact" });
  if (q.search) {
    // Commas and parentheses would end PostgREST's or() list: they match as any character.
    const term = `%${q.search.replace(/[%_,()\\]/g, "_")}%`;
    query = query.or(`email.ilike.${term},first_name.ilike.${term},last_name.ilike.${term}`);
  }
  const { data, count, error } = await query
    .order(SORT_COLUMNS[q.sort], { ascending: q.dir === "asc", nullsFirst: false })
    .order("id")
    .range(q.offset, q.offset + q.limit - 1);
  if (error) raise(error);
  return { rows: await withOutboxDeliveries(client, (data ?? []) as InvitationRow[]), total: count ?? 0 };
}

/**
 * An e-mail that failed when it was sent stays in the outbox, whose scheduled job retries it: the
 * invitation then shows what the outbox delivered (its last send, key `invitation:<id>:<n>`).
 */
async function withOutboxDeliveries(client: Client, rows: InvitationRow[]): Promise<InvitationRow[]> {
  const keys = rows
    .filter((r) => r.send_status !== "sent" && r.send_count > 0)
    .map((r) => `invitation:${r.id}:${r.send_count}`);
  if (keys.length === 0) return rows;
  const { data, error } = await client
    .from("outbound_emails")
    .select("dedupe_key, sent_at")
    .in("dedupe_key", keys)
    .eq("status", "sent");
  if (error) raise(error);
  const delivered = new Map((data ?? []).map((m) => [m.dedupe_key, m.sent_at]));
  return rows.map((r) => {
    const key = `invitation:${r.id}:${r.send_count}`;
    return delivered.has(key) ? { ...r, send_status: "sent", sent_at: delivered.get(key) ?? r.sent_at } : r;
  });
}

/** One invitation by id, or null. */
export async function getInvitation(client: Client, id: number): Promise<InvitationRow | null> {
  const { data, error } = await client.from("invitations").select(INVITATION_COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  return (data as InvitationRow | null) ?? null;
}
