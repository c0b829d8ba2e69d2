import "server-only";
import { unstable_cache } from "next/cache";
import { TAGS } from "@/lib/cache-tags";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { PUBLIC_STATUSES } from "@/lib/data/catalogue-select";
import { getListingBySlug, listSimilarListings } from "@/lib/data/listings";
import { getSellerCards } from "@/lib/data/sellers";
import { SLUG_PATTERN } from "@/lib/slug";
import { createPublicClient } from "@/lib/supabase/public";
import { createClient } from "@/lib/supabase/server";
import type { ListingCard, ListingDetail, SellerCard } from "./types";

/** How long a public listing page's data may be served from cache. */
const PUBLIC_SECONDS = 60;

/** What a visitor sees of a public listing, shared by every visitor for a minute. */
const publicListing = unstable_cache(
  async (slug: string): Promise<ListingDetail | null> => {
    const { data, error } = await getListingBySlug(createPublicClient(), slug);
    if (error) throw new Error(`listing ${slug}: ${error.message}`);
    return data;
  },
  ["listing-page"],
  { revalidate: PUBLIC_SECONDS, tags: [TAGS.listings] },
);

/**
 * The listing at /entreprises/{slug} for this request: the public one, or, for its owner and
 * admins, a draft or archived one (read with their session, so row-level security decides),
 * marked `preview`. Null means 404. `viewerId` is the signed-in user, if any.
 */
export const loadListingPage = cache(
  async (slug: string): Promise<{ listing: ListingDetail; preview: boolean; viewerId: string | null } | null> => {
    if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null;
    const [listing, viewer] = await Promise.all([publicListing(slug), getSessionUser()]);
    const viewerId = viewer?.id ?? null;
    if (listing) return { listing, preview: false, viewerId };
    if (!viewerId) return null;
    const { data, error } = await getListingBySlug(await createClient(), slug);
    if (error) throw new Error(`listing preview ${slug}: ${error.message}`);
    if (!data) return null;
    return { listing: data, preview: !(PUBLIC_STATUSES as readonly string[]).includes(data.status), viewerId };
  },
);

/** Listings like this one (same category, then same region), cached like the page. */
export const similarListings = unstable_cache(
  async (listing: Pick<ListingDetail, "id" | "category_id" | "region_id">): Promise<ListingCard[]> => {
    const { data, error } = await listSimilarListings(createPublicClient(), listing, 3);
    if (error) throw new Error(`similar listings of ${listing.id}: ${error.message}`);
    return data;
  },
  ["listing-similar"],
  { revalidate: PUBLIC_SECONDS, tags: [TAGS.listings] },
);

/** The seller or broker card of a listing's owner (null when the owner has no public listing yet). */
export const sellerCard = unstable_cache(
  async (ownerId: string): Promise<SellerCard | null> => {
    const { data, error } = await getSellerCards(createPublicClient(), [ownerId]);
    if (error) throw new Error(`seller card of ${ownerId}: ${error.message}`);
    return data[0] ?? null;
  },
  ["listing-seller"],
  { revalidate: PUBLIC_SECONDS, tags: [TAGS.sellers] },
);
