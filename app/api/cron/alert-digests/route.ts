import { runDigestJob } from "@/lib/alerts/digest-job";
import { handleCronJob } from "@/lib/listings/freshness-cron";
import { createAdminClient } from "@/lib/supabase/admin";

/**
 * The alert digests (issue 22): a host's cron calls it (GET or POST) with
 * `Authorization: Bearer <CRON_SECRET>`; the local stack calls it on a timer. One run per
 * frequency and period: calling it twice sends once. Answers with the runs' counts.
 */
export const dynamic = "force-dynamic";

const run = (request: Request) => handleCronJob(request, "alert-digests", () => runDigestJob(createAdminClient()));

export function GET(request: Request) {
  return run(request);
}

export function POST(request: Request) {
  return run(request);
}
