import "server-only";
import { unstable_cache } from "next/cache";
import { TAGS } from "@/lib/cache-tags";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { isPublicStatus } from "@/lib/listings/kinds";
import { getBusinessBySlug, getBusinessPrivateDetails, listSimilarBusinesses } from "@/lib/businesses/queries/public";
import { getSellerCards } from "@/lib/accounts/queries/sellers";
import { SLUG_PATTERN } from "@/lib/slug";
import { createPublicClient } from "@/lib/supabase/public";
import { createClient } from "@/lib/supabase/server";
import type { BusinessCard, BusinessDetail } from "./types";
import type { SellerCard } from "@/lib/accounts/queries/sellers";

/** How long a public business page's data may be served from cache. */
const PUBLIC_SECONDS = 60;

/** What a visitor sees of a public business, shared by every visitor for a minute. */
const publicBusiness = unstable_cache(
  async (slug: string): Promise<BusinessDetail | null> => {
    const data = await getBusinessBySlug(createPublicClient(), slug);
    return data;
  },
  ["listing-page"],
  { revalidate: PUBLIC_SECONDS, tags: [TAGS.listings] },
);

/**
 * Whether the signed-in visitor owns this business: its public owner, or, on a confidential listing
 * (which names no owner publicly), the owner its private fields give their owner alone.
 */
async function viewerOwns(business: BusinessDetail, viewerId: string | null): Promise<boolean> {
  if (!viewerId) return false;
  if (business.seller_id) return business.seller_id === viewerId;
  const data = await getBusinessPrivateDetails(await createClient(), business.id);
  return data?.owner_id === viewerId;
}

/**
 * The business at /entreprises/{slug} for this request: the public one, or, for its owner and
 * admins, a draft or archived one (read with their session, so row-level security decides),
 * marked `preview`. Null means 404. `own`: the signed-in visitor is its owner. `live: false` reads
 * no session (the cached page every visitor without one gets): the public business only.
 */
export const loadBusinessPage = cache(
  async (slug: string, live: boolean): Promise<{ business: BusinessDetail; preview: boolean; own: boolean } | null> => {
    if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null;
    if (!live) {
      const business = await publicBusiness(slug);
      return business ? { business, preview: false, own: false } : null;
    }
    const [business, viewer] = await Promise.all([publicBusiness(slug), getSessionUser()]);
    const viewerId = viewer?.id ?? null;
    if (business) return { business, preview: false, own: await viewerOwns(business, viewerId) };
    if (!viewerId) return null;
    const data = await getBusinessBySlug(await createClient(), slug);
    if (!data) return null;
    return {
      business: data,
      preview: !isPublicStatus(data.status),
      own: await viewerOwns(data, viewerId),
    };
  },
);

/** Businesses like this one (same category, then same region), cached like the page. */
export const similarBusinesses = unstable_cache(
  async (business: Pick<BusinessDetail, "id" | "category_id" | "region_id">): Promise<BusinessCard[]> => {
    const data = await listSimilarBusinesses(createPublicClient(), business, 3);
    return data;
  },
  ["listing-similar"],
  { revalidate: PUBLIC_SECONDS, tags: [TAGS.listings] },
);

/** The seller or broker card of a business's owner (null when the owner has no public listing yet). */
export const sellerCard = unstable_cache(
  async (ownerId: string): Promise<SellerCard | null> => {
    const data = await getSellerCards(createPublicClient(), [ownerId]);
    return data[0] ?? null;
  },
  ["listing-seller"],
  { revalidate: PUBLIC_SECONDS, tags: [TAGS.sellers] },
);
