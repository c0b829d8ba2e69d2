import { expireInvitations } from "@/lib/accounts/queries/invitations";
import { handleCronJob } from "@/lib/listings/freshness-cron";
import { createAdminClient } from "@/lib/supabase/admin";

/**
 * The invitations' expiry (issue 22): a host's cron calls it (GET or POST) with
 * `Authorization: Bearer <CRON_SECRET>`; the local stack calls it on a timer. Deletes the
 * invitations nobody claimed in 30 days (public.expire_invitations); running it twice deletes nothing more.
 */
export const dynamic = "force-dynamic";

const run = (request: Request) =>
  handleCronJob(request, "invitations-expiry", () => expireInvitations(createAdminClient()));

export function GET(request: Request) {
  return run(request);
}

export function POST(request: Request) {
  return run(request);
}
