import type { ListingStatus } from "@/lib/listings/types";
import { QueryError, raise } from "@/lib/supabase/errors";
import type { Locale } from "@/lib/i18n/routing";
import type { Client } from "@/lib/supabase/types";
import { localeOf, oneOf } from "@/lib/supabase/db-values";
import { withTotalPastTheEnd } from "@/lib/supabase/page";

const INBOX_KINDS = ["entreprise", "immobilier"] as const;
type InboxKind = (typeof INBOX_KINDS)[number];
/** One listing of the inbox's filter: `entreprise:12`. */
export type InboxListingRef = { kind: InboxKind; id: number };

export type InboxInquiry = {
  id: number;
  kind: InboxKind;
  listing_id: number;
  listing_slug: string;
  listing_title_fr: string;
  listing_title_en: string | null;
  listing_status: ListingStatus;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  locale: Locale;
  created_at: string;
  read_at: string | null;
  archived_at: string | null;
};

export type InboxListing = {
  kind: InboxKind;
  listing_id: number;
  slug: string;
  title_fr: string;
  title_en: string | null;
  total: number;
  unread: number;
  archived: number;
  last_at: string;
};

export type InboxChange = "read" | "unread" | "archive" | "unarchive";

/** Reads `entreprise:12` / `immobilier:7`; anything else is no filter. */
export function parseListingRef(value: string | undefined | null): InboxListingRef | null {
  const match = /^(entreprise|immobilier):([1-9]\d{0,15})$/.exec(value ?? "");
  if (!match) return null;
  const kind = INBOX_KINDS.find((k) => k === match[1]);
  const id = Number(match[2]);
  return kind && Number.isSafeInteger(id) ? { kind, id } : null;
}

export function listingRefValue(ref: InboxListingRef): string {
  return `${ref.kind}:${ref.id}`;
}

/**
 * The inquiries about the caller's own listings (unread first, then newest), in the inbox or in
 * the archive, for one listing or all, one page at a time; with the total of that view.
 */
export const listInboxInquiries = withTotalPastTheEnd(async function listInboxInquiries(
  client: Client,
  query: { listing?: InboxListingRef | null; archived?: boolean; limit?: number; offset?: number } = {},
): Promise<{ rows: InboxInquiry[]; total: number }> {
  const { data, error } = await client.rpc("list_inbox_inquiries", {
    // Left out without a listing: the arguments default to null (all listings).
    p_kind: query.listing?.kind,
    p_listing_id: query.listing?.id,
    p_archived: query.archived ?? false,
    p_limit: query.limit ?? 25,
    p_offset: query.offset ?? 0,
  });
  if (error) raise(error);
  const raw = data ?? [];
  const total = Number(raw[0]?.total_count ?? 0);
  const rows = raw.map((r) => {
    const row: InboxInquiry & { total_count?: number } = {
      ...r,
      kind: oneOf(INBOX_KINDS, r.kind),
      locale: localeOf(r.locale),
    };
    delete row.total_count;
    return row;
  });
  return { rows, total };
});

/** The caller's listings that received inquiries, with total, unread and archived counts (latest first). */
export async function listInboxListings(client: Client): Promise<InboxListing[]> {
  const { data, error } = await client.rpc("inbox_listing_counts");
  if (error) raise(error);
  return (data ?? []).map((row) => ({
    ...row,
    kind: oneOf(INBOX_KINDS, row.kind),
    total: Number(row.total),
    unread: Number(row.unread),
    archived: Number(row.archived),
  }));
}

/**
 * Marks an inquiry read or unread, archives it or brings it back. RLS lets only the listing's
 * owner (or an admin) change it; anyone else changes nothing and gets a PGRST116 refusal.
 */
export async function setInquiryState(client: Client, id: number, change: InboxChange): Promise<void> {
  const now = new Date().toISOString();
  const values =
    change === "read"
      ? { read_at: now }
      : change === "unread"
        ? { read_at: null }
        : change === "archive"
          ? { archived_at: now }
          : { archived_at: null };
  const { data, error } = await client.from("listing_inquiries").update(values).eq("id", id).select("id").maybeSingle();
  if (error) raise(error);
  if (!data) throw new QueryError("inquiry not found or not yours", { code: "PGRST116" });
}

/** The caller's unread inquiries across their listings (the dashboard's figure). */
export async function countUnreadInquiries(client: Client): Promise<number> {
  return (await listInboxListings(client)).reduce((sum, listing) => sum + listing.unread, 0);
}
