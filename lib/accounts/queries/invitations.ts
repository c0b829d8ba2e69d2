import { localeOf } from "@/lib/supabase/db-values";
import type { Client } from "@/lib/supabase/types";
import { containsPattern } from "@/lib/supabase/search-term";
import { raise } from "@/lib/supabase/errors";
import { pageOf } from "@/lib/supabase/page";

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
  send_count: number;
  expires_at: string;
};

/** An invitation with its e-mail's state, read from the outbox (its last send, key `invitation:<id>:<n>`). */
export type ListedInvitation = InvitationRow & {
  /** pending: not sent yet (or waiting in the outbox); failed: the outbox's job retries it. */
  send_status: "pending" | "sent" | "failed";
  sent_at: string | null;
};

const INVITATION_COLUMNS =
  "id, email, first_name, last_name, phone, locale, industry_ids, is_admin, created_at, send_count, expires_at";

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
): Promise<{ rows: ListedInvitation[]; total: number }> {
  const invitations = (options?: { head: true }) => {
    const query = client.from("invitations").select(INVITATION_COLUMNS, { count: "exact", ...options });
    if (!q.search) return query;
    const term = containsPattern(q.search);
    return query.or(`email.ilike.${term},first_name.ilike.${term},last_name.ilike.${term}`);
  };
  const page = await pageOf(
    await invitations()
      .order(SORT_COLUMNS[q.sort], { ascending: q.dir === "asc", nullsFirst: false })
      .order("id")
      .range(q.offset, q.offset + q.limit - 1),
    () => invitations({ head: true }),
  );
  return { rows: await withOutboxDeliveries(client, page.rows as InvitationRow[]), total: page.total };
}

/**
 * Each invitation's e-mail as the outbox knows it: the outbox holds every send (key
 * `invitation:<id>:<n>`, n = send_count) and its scheduled job retries a failed one, so it is the
 * one record of whether the last e-mail went.
 */
async function withOutboxDeliveries(client: Client, rows: InvitationRow[]): Promise<ListedInvitation[]> {
  const key = (r: InvitationRow) => `invitation:${r.id}:${r.send_count}`;
  const keys = rows.filter((r) => r.send_count > 0).map(key);
  const mails = new Map<string, { status: string; sent_at: string | null }>();
  if (keys.length > 0) {
    const { data, error } = await client
      .from("outbound_emails")
      .select("dedupe_key, status, sent_at")
      .in("dedupe_key", keys);
    if (error) raise(error);
    for (const m of data ?? []) if (m.dedupe_key) mails.set(m.dedupe_key, m);
  }
  return rows.map((r) => {
    const mail = r.send_count > 0 ? mails.get(key(r)) : undefined;
    const send_status = mail?.status === "sent" ? "sent" : mail?.status === "failed" ? "failed" : "pending";
    return { ...r, send_status, sent_at: mail?.status === "sent" ? mail.sent_at : null };
  });
}

/** One invitation by id, or null. */
export async function getInvitation(client: Client, id: number): Promise<InvitationRow | null> {
  const { data, error } = await client.from("invitations").select(INVITATION_COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  return (data as InvitationRow | null) ?? null;
}

/** Counts one more send of an invitation's e-mail (RLS: admins). */
export async function countInvitationSend(client: Client, id: number, sendCount: number): Promise<void> {
  const { error } = await client.from("invitations").update({ send_count: sendCount }).eq("id", id);
  if (error) raise(error);
}

/** Makes an invitation valid until `expires`; what sending it again needs, or null when there is none. */
export async function renewInvitation(client: Client, id: number, expires: Date) {
  const { data, error } = await client
    .from("invitations")
    .update({ expires_at: expires.toISOString() })
    .eq("id", id)
    .select("id, email, first_name, locale, expires_at, send_count")
    .maybeSingle();
  if (error) raise(error);
  return data ? { ...data, locale: localeOf(data.locale) } : null;
}

/** Cancels an invitation: it is deleted with its data. False when there is no such invitation. */
export async function cancelInvitation(client: Client, id: number): Promise<boolean> {
  const { data, error } = await client.from("invitations").delete().eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}

/** The expiry job: invitations nobody claimed in 30 days are deleted (service role). */
export async function expireInvitations(service: Client): Promise<{ expired: number }> {
  const { data, error } = await service.rpc("expire_invitations");
  if (error) raise(error);
  return { expired: data ?? 0 };
}
