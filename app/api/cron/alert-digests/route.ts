import { runDigestJob } from "@/lib/alerts/digest-job";
import { cronRoute, handleCronJob } from "@/lib/http/cron";
import { createAdminClient } from "@/lib/supabase/admin";

/**
 * The alert digests (issue 22), every 15 minutes locally. One run per frequency and period:
 * calling it twice sends once. Answers with the runs' counts.
 */
export const dynamic = "force-dynamic";

export const { GET, POST } = cronRoute((request) =>
  handleCronJob(request, "alert-digests", () => runDigestJob(createAdminClient())),
);
