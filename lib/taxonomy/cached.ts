import "server-only";
import { unstable_cache } from "next/cache";
import { listCategoryPages } from "./queries/category-pages";
import { listRegions, listRegionsWithCounts } from "./queries/regions";
import { TAGS } from "@/lib/cache-tags";
import { errorMessage } from "@/lib/supabase/errors";
import { createPublicClient } from "@/lib/supabase/public";

// What public pages show that changes slowly, shared by every render for a while and ended by writes.

/** The categories and regions of the buyer's guide, refreshed every five minutes. */
export const buyerGuideLists = unstable_cache(
  async () => {
    const client = createPublicClient();
    // The guide reads well without its lists: a failed read shows none rather than an error page.
    const orNone = <T>(list: Promise<T[]>) =>
      list.catch((error: unknown): T[] => {
        console.error("[buyer guide] list not read:", errorMessage(error));
        return [];
      });
    const [categories, regions] = await Promise.all([orNone(listCategoryPages(client)), orNone(listRegions(client))]);
    return { categories, regions };
  },
  ["buyer-guide-lists"],
  { revalidate: 300, tags: [TAGS.taxonomy] },
);

/** The regions with their number of public businesses, refreshed every minute and on a write of listings. */
export const regionsWithCounts = unstable_cache(
  async () => listRegionsWithCounts(createPublicClient()),
  ["regions-with-counts"],
  { revalidate: 60, tags: [TAGS.taxonomy, TAGS.listings] },
);
