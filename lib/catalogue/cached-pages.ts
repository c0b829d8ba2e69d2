import "server-only";
import { unstable_cache } from "next/cache";
import { listCategoryPages } from "@/lib/data/category-pages";
import { listFeaturedBusinesses, listLatestBusinesses } from "@/lib/data/businesses";
import { listRegions, listRegionsWithCounts } from "@/lib/data/regions";
import { createPublicClient } from "@/lib/supabase/public";

// Pages are rendered per request (their CSP nonce), so what they show that changes slowly is cached here.

/** The home page's featured and latest businesses, refreshed every minute. */
export const homeBusinesses = unstable_cache(
  async () => {
    const client = createPublicClient();
    const [featured, latest] = await Promise.all([listFeaturedBusinesses(client, 6), listLatestBusinesses(client, 6)]);
    if (featured.error || latest.error) throw new Error(`home listings: ${(featured.error ?? latest.error)?.message}`);
    return { featured: featured.data, latest: latest.data };
  },
  ["home-listings"],
  { revalidate: 60 },
);

/** The categories and regions of the buyer's guide, refreshed every five minutes. */
export const buyerGuideLists = unstable_cache(
  async () => {
    const client = createPublicClient();
    const [categories, regions] = await Promise.all([listCategoryPages(client), listRegions(client)]);
    return { categories: categories.data ?? [], regions: regions.data ?? [] };
  },
  ["buyer-guide-lists"],
  { revalidate: 300 },
);

/** The regions with their number of public businesses, refreshed every minute. */
export const regionsWithCounts = unstable_cache(
  async () => {
    const regions = await listRegionsWithCounts(createPublicClient());
    if (regions.error) throw new Error(`regions page: ${regions.error.message}`);
    return regions.data;
  },
  ["regions-with-counts"],
  { revalidate: 60 },
);
