import "server-only";
import { timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/server-env";

/** The key of the confirmation links: LISTING_CONFIRM_SECRET, else the server key (like IP_HASH_SECRET). */
export function listingConfirmSecret(): string {
  const env = serverEnv();
  return env.LISTING_CONFIRM_SECRET ?? env.SUPABASE_SECRET_KEY;
}

/**
 * Whether a scheduled-job request carries `Authorization: Bearer <CRON_SECRET>`. Without a
 * configured secret nothing is authorised (a job route must never be open).
 */
export function cronAuthorized(
  authorization: string | null,
  secret: string | null | undefined = serverEnv().CRON_SECRET,
): boolean {
  if (!secret || !authorization) return false;
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(authorization);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
