import type { ListingImage } from "@/lib/listings/types";
import { raise } from "@/lib/supabase/errors";
import type { Locale } from "@/lib/i18n/routing";
import type { Client, Json, Tables } from "@/lib/supabase/types";
import { ITEM_KINDS, itemTables, type ItemKind } from "@/lib/listings/kinds";
import { localeOf, oneOf } from "@/lib/supabase/db-values";
import { listWorkspaceBusinesses } from "@/lib/businesses/queries/editor";
import { listWorkspaceExperts } from "@/lib/experts/queries/editor";
import {
  getListingRevision,
  listListingRevisions,
  type ListingKind,
  type ListingRevision,
} from "@/lib/listings/queries/revisions";
import type { WorkspaceListQuery } from "@/lib/listings/queries/items";
import { listWorkspaceProperties } from "@/lib/properties/queries/editor";
import { listWorkspaceFranchises } from "@/lib/franchises/queries/editor";

/** The filters and order of a moderation queue (the URL's state, read by the page). */
export type QueueQuery = Omit<WorkspaceListQuery, "scope" | "categoryId"> & {
  /** Category id (businesses), property type (properties) or profession (experts). */
  detail?: string;
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

type WorkspaceList = Parameters<typeof listWorkspaceBusinesses>[1];
type Dates = Pick<QueueRow, "updated_at" | "submitted_at" | "published_at" | "rejection_reason">;
/** What differs per kind in a queue row: its titles, regions, detail, price and image. */
type KindFields = Omit<QueueRow, "kind" | "id" | "slug" | "status" | "featured" | "owner_email" | keyof Dates>;
type KindRow = Dates & { id: number; slug: string; status: string; featured: boolean; owner_email: string | null };

const categoryId = (detail: string | undefined) => (detail && /^\d+$/.test(detail) ? Number(detail) : undefined);
const regionIds = (regionId: number | null) => (regionId === null ? [] : [regionId]);
const noPrice = { price: null, price_on_request: false, image: null, highlighted: false };

/** Each kind's workspace list, as a queue: how its detail filters and how its rows read. */
function kindQueue<R extends KindRow>(
  list: (client: Client, q: WorkspaceList & { detail?: string }) => Promise<{ rows: R[]; total: number }>,
  fields: (row: R) => KindFields,
) {
  return { list, fields };
}

const QUEUES = {
  entreprise: kindQueue(
    (client, q) => listWorkspaceBusinesses(client, { ...q, categoryId: categoryId(q.detail) }),
    (r) => ({
      title_fr: r.title_fr,
      title_en: r.title_en,
      highlighted: r.highlighted,
      region_ids: regionIds(r.region_id),
      detail: String(r.category_id),
      price: r.asking_price,
      price_on_request: r.price_on_request,
      image: r.images?.[0] ?? null,
    }),
  ),
  immobilier: kindQueue(
    (client, q) => listWorkspaceProperties(client, { ...q, propertyType: q.detail }),
    (r) => ({
      title_fr: r.title_fr,
      title_en: r.title_en,
      highlighted: r.highlighted,
      region_ids: regionIds(r.region_id),
      detail: r.property_type,
      price: r.price ?? r.lease_rate,
      price_on_request: r.price_on_request,
      image: r.images?.[0] ?? null,
    }),
  ),
  franchise: kindQueue(
    (client, q) => listWorkspaceFranchises(client, { ...q, categoryId: categoryId(q.detail) }),
    (r) => ({
      ...noPrice,
      title_fr: r.name,
      title_en: null,
      region_ids: [],
      detail: String(r.category_id),
      price: r.investment_min,
    }),
  ),
  expert: kindQueue(
    (client, q) => listWorkspaceExperts(client, { ...q, profession: q.detail }),
    (r) => ({
      ...noPrice,
      title_fr: r.name,
      title_en: r.company,
      region_ids: r.region_ids ?? [],
      detail: r.profession,
    }),
  ),
};

/** One page of a moderation queue (submitted first unless a status is chosen) and how many match: the workspace's lists over every item RLS shows an admin. */
export async function listModerationQueue(
  client: Client,
  kind: ItemKind,
  q: QueueQuery,
): Promise<{ rows: QueueRow[]; total: number }> {
  const queue: ReturnType<typeof kindQueue<KindRow>> = QUEUES[kind] as never;
  const { rows, total } = await queue.list(client, { ...q, scope: "all" });
  return {
    total,
    rows: rows.map((r) => ({
      kind,
      id: r.id,
      slug: r.slug,
      status: r.status,
      featured: r.featured,
      owner_email: r.owner_email,
      updated_at: r.updated_at,
      submitted_at: r.submitted_at,
      published_at: r.published_at,
      rejection_reason: r.rejection_reason,
      ...queue.fields(r),
    })),
  };
}

/** A pending change to a public listing, with the listing's approved row (every column), to show "before → after". */
export type RevisionToReview = { revision: ListingRevision; before: Record<string, Json> };

/**
 * The pending changes to public listings of one kind (or to the listing `id` only), oldest first,
 * each with its listing's approved row, for an administrator. The session's client reads them:
 * RLS shows an administrator every revision and every property, expert and franchise. A
 * business's approved row is read by `service`, the secret-key client, which the caller makes
 * only after its admin check: a business's confidential columns (name, address, postal code,
 * city, owner) are granted to no API role, so `select *` through the session is refused.
 */
export async function listRevisionsToReview(
  client: Client,
  service: () => Client,
  kind: ListingKind,
  id?: number,
): Promise<RevisionToReview[]> {
  const revisions =
    id === undefined
      ? await listListingRevisions(client, kind)
      : [await getListingRevision(client, kind, id)].filter((r) => r !== null);
  if (revisions.length === 0) return [];
  const ids = revisions.map((r) => r.itemId);
  const { data, error } = await (kind === "entreprise" ? service() : client)
    .from(itemTables[kind])
    .select("*")
    .in("id", ids);
  if (error) raise(error);
  const rows = new Map((data ?? []).map((r) => [Number(r.id), r as Record<string, Json>]));
  return revisions.map((revision) => ({ revision, before: rows.get(revision.itemId) ?? {} }));
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
