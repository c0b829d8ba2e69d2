import "server-only";
import { unstable_cache } from "next/cache";
import { TAGS } from "@/lib/cache-tags";
import { createPublicClient } from "@/lib/supabase/public";
import { getRoomSummary, type RoomSummary } from "./queries/rooms";
import type { ListingRef } from "./types";

/** What the public listing says of its file (how many documents, which kinds), cached with the listing pages. */
export const publicRoomSummary = unstable_cache(
  async (kind: ListingRef["kind"], id: number): Promise<RoomSummary | null> =>
    getRoomSummary(createPublicClient(), { kind, id }),
  ["dealroom-summary"],
  { revalidate: 60, tags: [TAGS.listings] },
);
