import "server-only";
import { unstable_cache } from "next/cache";
import { createPublicClient } from "@/lib/supabase/public";
import { listFeaturedBusinesses, listLatestBusinesses } from "./queries/public";

// The home page renders per request (its CSP nonce), so its slowly changing businesses are cached here.

/** The home page's featured and latest businesses, refreshed every minute. */
export const homeBusinesses = unstable_cache(
  async () => {
    const client = createPublicClient();
    const [featured, latest] = await Promise.all([listFeaturedBusinesses(client, 6), listLatestBusinesses(client, 6)]);
    return { featured, latest };
  },
  ["home-listings"],
  { revalidate: 60 },
);
