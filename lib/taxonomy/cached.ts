import "server-only";
import { unstable_cache } from "next/cache";
import { listCategoryPages } from "./queries/category-pages";
import { listRegions, listRegionsWithCounts } from "./queries/regions";
import { createPublicClient } from "@/lib/supabase/public";

// Pages are rendered per request (their CSP nonce), so what they show that changes slowly is cached here.

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
