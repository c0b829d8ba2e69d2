import "server-only";
import { unstable_cache } from "next/cache";
import { TAGS } from "@/lib/cache-tags";
import { createPublicClient } from "@/lib/supabase/public";
import { listFeaturedBusinesses, listLatestBusinesses } from "./queries/public";

/**
 * The home page's featured and latest businesses, refreshed every minute and at once on a write of
 * listings (its cached copy re-renders then and must not read them from before the write).
 */
export const homeBusinesses = unstable_cache(
  async () => {
    const client = createPublicClient();
    const [featured, latest] = await Promise.all([listFeaturedBusinesses(client, 6), listLatestBusinesses(client, 6)]);
    return { featured, latest };
  },
  ["home-listings"],
  { revalidate: 60, tags: [TAGS.listings] },
);
