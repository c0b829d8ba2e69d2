import { cronRoute } from "@/lib/http/cron";
import { handleFreshnessCron } from "@/lib/listings/freshness-cron";

/**
 * The freshness job (issue 10). Idempotent: calling it twice sends each reminder once. Answers
 * with the counts.
 */
export const dynamic = "force-dynamic";

export const { GET, POST } = cronRoute((request) => handleFreshnessCron(request));
