import "server-only";
import { unstable_cache } from "next/cache";
import { TAGS } from "@/lib/cache-tags";
import { searchBusinesses } from "@/lib/businesses/queries/search";
import { createPublicClient } from "@/lib/supabase/public";
import type { BusinessCard, BusinessSearchParams } from "./types";
import type { Page } from "@/lib/http/paging";

/** How long one page of public search results may be served from cache. */
const SEARCH_SECONDS = 30;

/**
 * One page of the public business search, shared by every visitor asking the same thing for
 * up to 30 s (a popular search, or /entreprises itself, is computed once, not per request).
 * The arguments are the cache key, so equal searches share one entry.
 */
export const cachedSearch = unstable_cache(
  async (params: BusinessSearchParams): Promise<Page<BusinessCard>> => {
    const data = await searchBusinesses(createPublicClient(), params);
    return data;
  },
  ["listing-search"],
  { revalidate: SEARCH_SECONDS, tags: [TAGS.listings] },
);
