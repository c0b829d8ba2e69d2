import { handleFreshnessCron } from "@/lib/listings/freshness-cron";

/**
 * The freshness job (issue 10): a host's cron calls it (GET or POST) with
 * `Authorization: Bearer <CRON_SECRET>`; the local stack calls it on a timer. Idempotent:
 * calling it twice sends each reminder once. Answers with the counts.
 */
export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return handleFreshnessCron(request);
}

export function POST(request: Request) {
  return handleFreshnessCron(request);
}
