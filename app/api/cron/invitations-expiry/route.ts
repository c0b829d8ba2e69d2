import { expireInvitations } from "@/lib/accounts/queries/invitations";
import { cronRoute, handleCronJob } from "@/lib/http/cron";
import { createAdminClient } from "@/lib/supabase/admin";

/**
 * The invitations' expiry (issue 22), hourly locally. Deletes the invitations nobody claimed in
 * 30 days (public.expire_invitations); running it twice deletes nothing more.
 */
export const dynamic = "force-dynamic";

export const { GET, POST } = cronRoute((request) =>
  handleCronJob(request, "invitations-expiry", () => expireInvitations(createAdminClient())),
);
