import "server-only";
import { revalidateTag } from "next/cache";
import { TAGS } from "@/lib/cache-tags";
import { handleCronJob } from "@/lib/http/cron";
import { forgetRememberedPages } from "@/lib/http/page-generation";
import { createAdminClient } from "@/lib/supabase/admin";
import { runFreshnessJob, type FreshnessJobResult } from "./freshness-job";

/** The job for the route: listings that left search leave the cached search pages at once too. */
async function runAndRevalidate(): Promise<FreshnessJobResult> {
  const result = await runFreshnessJob(createAdminClient());
  const left =
    result.stale.entreprises + result.stale.immobilier + result.expired.entreprises + result.expired.immobilier;
  if (left > 0) {
    revalidateTag(TAGS.listings, { expire: 0 });
    forgetRememberedPages();
  }
  return result;
}

/** The freshness job behind its door (handleCronJob, lib/http/cron.ts). */
export function handleFreshnessCron(
  request: Request,
  run: () => Promise<FreshnessJobResult> = runAndRevalidate,
  secret?: string | null,
): Promise<Response> {
  return handleCronJob(request, "listing-freshness", run, secret);
}
