import type { RateLimitRule } from "@/lib/http/rate-limits";
import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

// The rate limits' counters (lib/http/rate-limits.ts says which): Postgres keeps them, so every app server shares them.

/** Counts one request; true while the visitor is within the limit. Needs the service role. */
export async function hitRateLimit(client: Client, rule: RateLimitRule, keyHash: string): Promise<boolean> {
  const { data, error } = await client.rpc("hit_rate_limit", {
    p_bucket: rule.bucket,
    p_key_hash: keyHash,
    p_limit: rule.limit,
    p_window_seconds: rule.windowSeconds,
  });
  if (error) raise(error);
  return data === true;
}

/** Counts one attempt in a sliding window: 0 when counted, else the seconds until one is free. Needs the service role. */
export async function takeRateLimit(client: Client, rule: RateLimitRule, keyHash: string): Promise<number> {
  const { data, error } = await client.rpc("take_rate_limit", {
    p_bucket: rule.bucket,
    p_key_hash: keyHash,
    p_limit: rule.limit,
    p_window_seconds: rule.windowSeconds,
  });
  if (error) raise(error);
  return data ?? 0;
}

/** Gives back the key's latest counted attempt (e.g. a sign-in that succeeded). Needs the service role. */
export async function refundRateLimit(client: Client, rule: RateLimitRule, keyHash: string): Promise<void> {
  const { error } = await client.rpc("refund_rate_limit", { p_bucket: rule.bucket, p_key_hash: keyHash });
  if (error) raise(error);
}
