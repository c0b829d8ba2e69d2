import "server-only";
import { serverEnv } from "@/lib/server-env";

/** The key of the confirmation links: LISTING_CONFIRM_SECRET, else the server key (like IP_HASH_SECRET). */
export function listingConfirmSecret(): string {
  const env = serverEnv();
  return env.LISTING_CONFIRM_SECRET ?? env.SUPABASE_SECRET_KEY;
}
