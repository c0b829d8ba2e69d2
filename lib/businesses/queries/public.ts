import type { Client, Tables } from "@/lib/supabase/types";
import type { BusinessCard, BusinessDetail, BusinessPrivateDetails } from "@/lib/businesses/types";
import { withAmounts } from "@/lib/supabase/numbers";
import {
  BUSINESS_AMOUNTS,
  BUSINESS_CARD_SELECT,
  LISTED_STATUSES,
  toBusinessCard,
  type BusinessCardRow,
} from "@/lib/businesses/internal/card-select";
import { raise } from "@/lib/supabase/errors";
import { pageOf } from "@/lib/supabase/page";
import type { Page } from "@/lib/http/paging";

const DETAIL_COLUMNS =
  "seller_id, category_id, region_id, province_id, rent_monthly, inventory_value, equipment_value, sale_structure, home_based, relocatable, franchise_resale, reason_for_selling_fr, reason_for_selling_en, support_training_fr, support_training_en, view_count, created_at, updated_at";
const DETAIL_SELECT = `${BUSINESS_CARD_SELECT}, ${DETAIL_COLUMNS}` as const;

/** A row of DETAIL_SELECT. */
type DetailRow = BusinessCardRow &
  Pick<
    Tables<"entreprises">,
    | "seller_id"
    | "category_id"
    | "region_id"
    | "province_id"
    | "rent_monthly"
    | "inventory_value"
    | "equipment_value"
    | "sale_structure"
    | "home_based"
    | "relocatable"
    | "franchise_resale"
    | "reason_for_selling_fr"
    | "reason_for_selling_en"
    | "support_training_fr"
    | "support_training_en"
    | "view_count"
    | "created_at"
    | "updated_at"
  >;

function toDetail(raw: DetailRow): BusinessDetail {
  const detail: BusinessDetail & Partial<Pick<DetailRow, "public_city" | "public_business_name">> = {
    ...withAmounts(raw, BUSINESS_AMOUNTS),
    ...toBusinessCard(raw),
  };
  delete detail.public_city;
  delete detail.public_business_name;
  return detail;
}

function cards(data: BusinessCardRow[] | null): BusinessCard[] {
  return (data ?? []).map(toBusinessCard);
}

/**
 * A business listing by slug, or null when there is none the caller may see: visitors see
 * published, under-offer and sold businesses; the owner and admins also their drafts and
 * archived ones (row-level security decides).
 */
export async function getBusinessBySlug(client: Client, slug: string): Promise<BusinessDetail | null> {
  const { data, error } = await client.from("entreprises").select(DETAIL_SELECT).eq("slug", slug).maybeSingle();
  if (error) raise(error);
  return data ? toDetail(data) : null;
}

/** The confidential fields (business name, address, postal code, city) for the owner and admins; null for anyone else. */
export async function getBusinessPrivateDetails(client: Client, id: number): Promise<BusinessPrivateDetails | null> {
  const { data, error } = await client.rpc("get_entreprise_private", { p_id: id });
  if (error) raise(error);
  return data?.[0] ?? null;
}

/**
 * Counts one view of a public business's page, once per visitor mark and day (lib/http/visitor-mark.ts).
 * Server only: the function is granted to the secret key alone. True when the view was counted.
 */
export async function recordBusinessView(service: Client, slug: string, visitor: string): Promise<boolean> {
  const { data, error } = await service.rpc("record_listing_view", {
    p_kind: "entreprise",
    p_slug: slug,
    p_visitor: visitor,
  });
  if (error) raise(error);
  return data === true;
}

/**
 * Businesses like this one: the same category first, then the same region, newest first;
 * never the business itself, never sold ones.
 */
export async function listSimilarBusinesses(
  client: Client,
  business: Pick<BusinessDetail, "id" | "category_id" | "region_id">,
  limit = 4,
): Promise<BusinessCard[]> {
  const base = () =>
    client
      .from("entreprises")
      .select(BUSINESS_CARD_SELECT)
      .in("status", [...LISTED_STATUSES])
      .neq("id", business.id);
  const sameCategory = await base()
    .eq("category_id", business.category_id)
    .order("published_at", { ascending: false })
    .limit(limit);
  if (sameCategory.error) raise(sameCategory.error);
  const found = cards(sameCategory.data);
  if (found.length >= limit || business.region_id === null) return found;
  const sameRegion = await base()
    .eq("region_id", business.region_id)
    .neq("category_id", business.category_id)
    .order("published_at", { ascending: false })
    .limit(limit - found.length);
  if (sameRegion.error) raise(sameRegion.error);
  return [...found, ...cards(sameRegion.data)];
}

/** The newest public businesses (home page). */
export async function listLatestBusinesses(client: Client, limit = 6): Promise<BusinessCard[]> {
  const { data, error } = await client
    .from("entreprises")
    .select(BUSINESS_CARD_SELECT)
    .in("status", [...LISTED_STATUSES])
    .order("published_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(limit);
  if (error) raise(error);
  return cards(data);
}

/** Businesses an admin featured (home page), newest first; only published ones. */
export async function listFeaturedBusinesses(client: Client, limit = 6): Promise<BusinessCard[]> {
  const { data, error } = await client
    .from("entreprises")
    .select(BUSINESS_CARD_SELECT)
    .eq("featured", true)
    .eq("status", "published")
    .order("published_at", { ascending: false })
    .limit(limit);
  if (error) raise(error);
  return cards(data);
}

/** How many of a seller's businesses /vendeur/{slug} shows per page. */
const SELLER_PAGE_SIZE = 20;

/**
 * One page of a seller's public businesses for /vendeur/{slug}, published and under offer, then
 * sold, newest first. Their confidential listings are not among them: nothing public ties those to
 * the seller. A page past the end is empty, with the total.
 */
export async function listSellerBusinesses(
  client: Client,
  sellerId: string,
  page: number,
): Promise<Page<BusinessCard>> {
  const from = (page - 1) * SELLER_PAGE_SIZE;
  const sellers = (options?: { head: true }) =>
    client
      .from("entreprises")
      .select(BUSINESS_CARD_SELECT, { count: "exact", ...options })
      .eq("seller_id", sellerId)
      .in("status", ["published", "under_offer", "sold"]);
  const result = await pageOf(
    await sellers()
      .order("status", { ascending: true })
      .order("published_at", { ascending: false, nullsFirst: true })
      .order("id", { ascending: false })
      .range(from, from + SELLER_PAGE_SIZE - 1),
    () => sellers({ head: true }),
    { page, pageSize: SELLER_PAGE_SIZE },
  );
  return { ...result, rows: cards(result.rows) };
}
