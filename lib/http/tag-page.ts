import "server-only";
import { unstable_cache } from "next/cache";
import { PUBLIC_PAGE_TAGS } from "@/lib/cache-tags";

const marker = unstable_cache(async () => true, ["cached-page-tags"], { tags: [...PUBLIC_PAGE_TAGS] });

/**
 * Gives the page being rendered every public cache tag, so any write that revalidates one (an edit,
 * a moderation decision, a revision approved) renders it again at the next request, whatever reads
 * it made untagged (properties, experts and franchises read the database directly).
 */
export async function tagCachedPage(): Promise<void> {
  await marker();
}
