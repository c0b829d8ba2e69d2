import type { Client } from "@/lib/supabase/types";

export type RateLimitRule = { bucket: string; limit: number; windowSeconds: number };

/** The site's limits per visitor (per hashed IP); counters live in Postgres so every app server shares them. */
export const rateLimits = {
  newsletter: { bucket: "newsletter", limit: 10, windowSeconds: 60 * 60 },
  contact: { bucket: "contact", limit: 5, windowSeconds: 60 * 60 },
  listingInquiry: { bucket: "listing_inquiry", limit: 10, windowSeconds: 60 * 60 },
  pageView: { bucket: "page_view", limit: 300, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one request; true while the visitor is within the limit. Needs the service role. */
export async function hitRateLimit(client: Client, rule: RateLimitRule, keyHash: string): Promise<boolean> {
  const { data } = await client
    .rpc("hit_rate_limit", { p_bucket: rule.bucket, p_key_hash: keyHash, p_limit: rule.limit, p_window_seconds: rule.windowSeconds })
    .throwOnError();
  return data === true;
}
