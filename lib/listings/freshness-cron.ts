import "server-only";
import { revalidateTag } from "next/cache";
import { TAGS } from "@/lib/cache-tags";
import { forgetRememberedPages } from "@/lib/http/page-generation";
import { createAdminClient } from "@/lib/supabase/admin";
import { runFreshnessJob, type FreshnessJobResult } from "./freshness-job";
import { cronAuthorized } from "./freshness-secrets";

const noStore = { "cache-control": "no-store" };

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

/**
 * A scheduled job behind its door: 401 without `Authorization: Bearer <CRON_SECRET>` (or when
 * no secret is configured), else the job's answer as JSON (500 when it fails).
 */
export async function handleCronJob(
  request: Request,
  name: string,
  run: () => Promise<object>,
  /** The expected secret; by default CRON_SECRET (null: none configured). */
  secret?: string | null,
): Promise<Response> {
  if (!cronAuthorized(request.headers.get("authorization"), secret)) {
    return Response.json(
      { error: "unauthorized" },
      { status: 401, headers: { ...noStore, "www-authenticate": 'Bearer realm="cron"' } },
    );
  }
  try {
    return Response.json({ ok: true, ...(await run()) }, { headers: noStore });
  } catch (error) {
    console.error(`[cron] ${name} failed:`, error);
    return Response.json({ ok: false, error: "job failed" }, { status: 500, headers: noStore });
  }
}

/** The freshness job behind its door (handleCronJob). */
export function handleFreshnessCron(
  request: Request,
  run: () => Promise<FreshnessJobResult> = runAndRevalidate,
  secret?: string | null,
): Promise<Response> {
  return handleCronJob(request, "listing-freshness", run, secret);
}
