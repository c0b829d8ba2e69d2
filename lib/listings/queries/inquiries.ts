import type { Client } from "@/lib/supabase/types";
import type { InquiryListingKind } from "@/lib/listings/schemas/inquiry";
import type { ListingInquiry, ListingInquiryInput, ListingStatus } from "@/lib/listings/types";
import { localeOf } from "@/lib/supabase/db-values";
import { QueryError, raise } from "@/lib/supabase/errors";

const INQUIRY_COLUMNS = "id, entreprise_id, immobilier_id, name, email, phone, message, locale, created_at, read_at";

/**
 * Stores a visitor's message to a listing's owner, with the secret key: the Data API refuses
 * inquiries from visitors, so the server action's honeypot and rate limit cannot be skipped.
 * Refused (42501, by a trigger) on drafts, archived and sold listings. The action e-mails the
 * owner after this succeeds, so that a mail failure loses nothing.
 */
export async function createListingInquiry(client: Client, input: ListingInquiryInput): Promise<void> {
  const { error } = await client.from("listing_inquiries").insert({
    entreprise_id: "entrepriseId" in input.target ? input.target.entrepriseId : null,
    immobilier_id: "immobilierId" in input.target ? input.target.immobilierId : null,
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone?.trim() || null,
    message: input.message.trim(),
    locale: input.locale,
  });
  if (error) raise(error);
}

/** The inquiries the caller may read (their listings', or all for admins), newest first. */
export async function listListingInquiries(
  client: Client,
  filter: { entrepriseId?: number; immobilierId?: number; limit?: number } = {},
): Promise<ListingInquiry[]> {
  let query = client.from("listing_inquiries").select(INQUIRY_COLUMNS);
  if (filter.entrepriseId) query = query.eq("entreprise_id", filter.entrepriseId);
  if (filter.immobilierId) query = query.eq("immobilier_id", filter.immobilierId);
  const { data, error } = await query
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(filter.limit ?? 200);
  if (error) raise(error);
  return (data ?? []).map((row) => ({ ...row, locale: localeOf(row.locale) }));
}

/** Marks an inquiry as read (owner or admin). */
export async function markInquiryRead(client: Client, id: number): Promise<void> {
  const { data, error } = await client
    .from("listing_inquiries")
    .update({ read_at: new Date().toISOString() })
    .eq("id", id)
    .select("id");
  if (error) raise(error);
  if (!data?.length) throw new QueryError(`No inquiry ${id} was updated`, { key: "updateReturnedNothing" });
}

/** The listing an inquiry is about, whichever its kind, as far as the inquiry needs it. */
export type InquiryListing = {
  id: number;
  target: { entrepriseId: number } | { immobilierId: number };
  path: string;
  status: ListingStatus;
  titleFr: string;
  titleEn: string | null;
  /** A property for lease: the one writing is a prospective tenant, not a buyer. */
  lease: boolean;
};

/** The public listing of that kind and slug, as the visitor sees it (null when hidden or unknown: RLS decides). */
export async function getInquiryListing(
  visitor: Client,
  kind: InquiryListingKind,
  slug: string,
): Promise<InquiryListing | null> {
  const { data, error } =
    kind === "entreprise"
      ? await visitor.from("entreprises").select("id, slug, status, title_fr, title_en").eq("slug", slug).maybeSingle()
      : await visitor
          .from("immobilier")
          .select("id, slug, status, title_fr, title_en, transaction_type")
          .eq("slug", slug)
          .maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  return {
    id: data.id,
    target: kind === "entreprise" ? { entrepriseId: data.id } : { immobilierId: data.id },
    path: `/${kind === "entreprise" ? "entreprises" : "immobilier"}/${data.slug}`,
    status: data.status,
    titleFr: data.title_fr,
    titleEn: data.title_en,
    lease: "transaction_type" in data && data.transaction_type === "lease",
  };
}
