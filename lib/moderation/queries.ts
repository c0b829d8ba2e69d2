import type { ListingImage } from "@/lib/listings/types";
import { raise } from "@/lib/supabase/errors";
import type { Locale } from "@/lib/i18n/routing";
import type { Client, Tables } from "@/lib/supabase/types";
import { ITEM_KINDS, itemTables, type ItemKind } from "@/lib/listings/kinds";
import { localeOf, oneOf } from "@/lib/supabase/db-values";
import { listWorkspaceBusinesses } from "@/lib/businesses/queries/editor";
import { listWorkspaceExperts } from "@/lib/experts/queries/editor";

import { listWorkspaceProperties } from "@/lib/properties/queries/editor";
import { listWorkspaceFranchises } from "@/lib/franchises/queries/editor";

/** The filters and order of a moderation queue (the URL's state, read by the page). */
export type QueueQuery = {
  status?: string;
  search?: string;
  regionId?: number;
  /** Category id (businesses), property type (properties) or profession (experts). */
  detail?: string;
  ownerEmail?: string;
  from?: string;
  to?: string;
  sort: string;
  dir: "asc" | "desc";
  limit: number;
  offset: number;
};

/** One row of a queue, whatever the kind: what the table shows and the actions need. */
export type QueueRow = {
  kind: ItemKind;
  id: number;
  slug: string;
  title_fr: string;
  title_en: string | null;
  status: string;
  featured: boolean;
  /** Set apart in search results (businesses and properties; false for the others). */
  highlighted: boolean;
  owner_email: string | null;
  region_ids: number[];
  /** Category id, property type or profession, as filtered on. */
  detail: string;
  /** Sale price, monthly rent or rate; null with "on request" or for experts. */
  price: number | null;
  price_on_request: boolean;
  image: ListingImage | null;
  updated_at: string;
  submitted_at: string | null;
  published_at: string | null;
  rejection_reason: string | null;
};

/** One page of a moderation queue (submitted first unless a status is chosen) and how many match: the workspace's lists over every item RLS shows an admin. */
export async function listModerationQueue(
  client: Client,
  kind: ItemKind,
  q: QueueQuery,
): Promise<{ rows: QueueRow[]; total: number }> {
  const list = {
    scope: "all" as const,
    status: q.status,
    search: q.search,
    regionId: q.regionId,
    ownerEmail: q.ownerEmail,
    from: q.from,
    to: q.to,
    sort: q.sort,
    dir: q.dir,
    limit: q.limit,
    offset: q.offset,
  };
  const dates = (r: {
    updated_at: string;
    submitted_at: string | null;
    published_at: string | null;
    rejection_reason: string | null;
  }) => ({
    updated_at: r.updated_at,
    submitted_at: r.submitted_at,
    published_at: r.published_at,
    rejection_reason: r.rejection_reason,
  });
  if (kind === "entreprise") {
    const categoryId = q.detail && /^\d+$/.test(q.detail) ? Number(q.detail) : undefined;
    const { rows, total } = await listWorkspaceBusinesses(client, { ...list, categoryId });
    return {
      total,
      rows: rows.map((r) => ({
        kind,
        id: r.id,
        slug: r.slug,
        title_fr: r.title_fr,
        title_en: r.title_en,
        status: r.status,
        featured: r.featured,
        highlighted: r.highlighted,
        owner_email: r.owner_email,
        region_ids: r.region_id === null ? [] : [r.region_id],
        detail: String(r.category_id),
        price: r.asking_price,
        price_on_request: r.price_on_request,
        image: r.images?.[0] ?? null,
        ...dates(r),
      })),
    };
  }
  if (kind === "immobilier") {
    const { rows, total } = await listWorkspaceProperties(client, { ...list, propertyType: q.detail });
    return {
      total,
      rows: rows.map((r) => ({
        kind,
        id: r.id,
        slug: r.slug,
        title_fr: r.title_fr,
        title_en: r.title_en,
        status: r.status,
        featured: r.featured,
        highlighted: r.highlighted,
        owner_email: r.owner_email,
        region_ids: r.region_id === null ? [] : [r.region_id],
        detail: r.property_type,
        price: r.price ?? r.lease_rate,
        price_on_request: r.price_on_request,
        image: r.images?.[0] ?? null,
        ...dates(r),
      })),
    };
  }
  if (kind === "franchise") {
    const categoryId = q.detail && /^\d+$/.test(q.detail) ? Number(q.detail) : undefined;
    const { rows, total } = await listWorkspaceFranchises(client, { ...list, categoryId });
    return {
      total,
      rows: rows.map((r) => ({
        kind,
        id: r.id,
        slug: r.slug,
        title_fr: r.name,
        title_en: null,
        status: r.status,
        featured: r.featured,
        highlighted: false,
        owner_email: r.owner_email,
        region_ids: [],
        detail: String(r.category_id),
        price: r.investment_min,
        price_on_request: false,
        image: null,
        ...dates(r),
      })),
    };
  }
  const { rows, total } = await listWorkspaceExperts(client, { ...list, profession: q.detail });
  return {
    total,
    rows: rows.map((r) => ({
      kind,
      id: r.id,
      slug: r.slug,
      title_fr: r.name,
      title_en: r.company,
      status: r.status,
      featured: r.featured,
      highlighted: false,
      owner_email: r.owner_email,
      region_ids: r.region_ids ?? [],
      detail: r.profession,
      price: null,
      price_on_request: false,
      image: null,
      ...dates(r),
    })),
  };
}

/** Items per kind and status, for the back office (no rows for anyone but an administrator). */
export async function getQueueCounts(client: Client): Promise<Record<ItemKind, Record<string, number>>> {
  const { data, error } = await client.rpc("moderation_queue_counts");
  if (error) raise(error);
  return toQueueCounts(data ?? []);
}

export type QueueCountRow = { kind: string; status: string; items: number | string };

/** moderation_queue_counts' rows as a count per kind and status. */
export function toQueueCounts(rows: readonly QueueCountRow[]): Record<ItemKind, Record<string, number>> {
  const counts: Record<ItemKind, Record<string, number>> = {
    entreprise: {},
    immobilier: {},
    expert: {},
    franchise: {},
  };
  for (const r of rows) counts[oneOf(ITEM_KINDS, r.kind)][r.status] = Number(r.items);
  return counts;
}

const MODERATION_ACTIONS = [
  "status",
  "featured",
  "unfeatured",
  "highlighted",
  "unhighlighted",
  "revision_approved",
  "revision_rejected",
] as const;

/** One entry of the audit log: who did what to which item, when, and why. */
export type ModerationEvent = {
  id: number;
  item_kind: ItemKind;
  item_id: number;
  item_title: string | null;
  item_slug: string | null;
  actor_id: string | null;
  /** Null when the caller may not read the actor's profile (an owner looking at an admin's decision). */
  actor_email: string | null;
  actor_is_admin: boolean;
  action: (typeof MODERATION_ACTIONS)[number];
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  created_at: string;
};

/** The audit log of some items of a kind (newest first), or the latest events of all. */
export async function listModerationEvents(
  client: Client,
  filter: { kind?: ItemKind; ids?: number[]; limit?: number; adminOnly?: boolean } = {},
): Promise<ModerationEvent[]> {
  const { data, error } = await client.rpc("moderation_history", {
    // Left out when not given: the arguments default to null (every kind, every item).
    p_kind: filter.kind,
    p_item_ids: filter.ids,
    p_limit: filter.limit ?? 50,
    p_admin_only: filter.adminOnly ?? false,
  });
  if (error) raise(error);
  return (data ?? []).map(toModerationEvent);
}

/** A row of moderation_history as an event (item_kind and action are text restricted by check constraints). */
export function toModerationEvent(
  e: Omit<ModerationEvent, "id" | "item_kind" | "item_id" | "action"> & {
    id: number | string;
    item_kind: string;
    item_id: number | string;
    action: string;
  },
): ModerationEvent {
  return {
    ...e,
    id: Number(e.id),
    item_kind: oneOf(ITEM_KINDS, e.item_kind),
    item_id: Number(e.item_id),
    action: oneOf(MODERATION_ACTIONS, e.action),
    // ISO 8601 whichever way it came (the Data API prints timestamps as PostgreSQL does): a valid <time dateTime>.
    created_at: new Date(e.created_at).toISOString(),
  };
}

/** Where a decision about a user's item is e-mailed. Needs the service role (addresses are private). */
export type DecisionRecipient = { email: string; first_name: string | null; locale: Locale };

export async function getModerationRecipient(service: Client, userId: string): Promise<DecisionRecipient | null> {
  const { data, error } = await service.rpc("moderation_recipient", { p_user_id: userId });
  if (error) raise(error);
  const row = data?.[0];
  return row ? { ...row, locale: localeOf(row.locale) } : null;
}

/** An e-mail of the outbox that did not go, for the back office. */
export type FailedEmail = Pick<
  Tables<"outbound_emails">,
  "id" | "kind" | "to_email" | "subject" | "subject_ref" | "attempts" | "last_error" | "created_at"
>;

export async function listFailedEmails(client: Client, limit = 50): Promise<FailedEmail[]> {
  const { data, error } = await client
    .from("outbound_emails")
    .select("id, kind, to_email, subject, subject_ref, attempts, last_error, created_at")
    .neq("status", "sent")
    .order("created_at", { ascending: false })
    .limit(limit);
  if (error) raise(error);
  return data ?? [];
}

/** An item's owner, slug and titles, to write the decision e-mail (read with the service role). */
export type ModeratedItem = {
  owner_id: string;
  slug: string;
  status: string;
  title_fr: string;
  title_en: string | null;
};

export async function getModeratedItem(client: Client, kind: ItemKind, id: number): Promise<ModeratedItem | null> {
  const query =
    kind === "expert" || kind === "franchise"
      ? client.from(itemTables[kind]).select("owner_id, slug, status, title_fr:name").eq("id", id).maybeSingle()
      : client
          .from(kind === "entreprise" ? "entreprises" : "immobilier")
          .select("owner_id, slug, status, title_fr, title_en")
          .eq("id", id)
          .maybeSingle();
  const { data, error } = await query;
  if (error) raise(error);
  if (!data) return null;
  // An expert or a franchise has no English title: its name stands for the French one.
  return { ...data, title_en: "title_en" in data ? data.title_en : null };
}
