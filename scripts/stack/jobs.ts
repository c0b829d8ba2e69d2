import { Cron } from "croner";

/** The app's scheduled jobs: protected route handlers a host's cron calls (docs/deployment.md). */
export const SCHEDULED_JOBS = [
  { name: "listing-freshness", path: "/api/cron/listing-freshness", pattern: "*/15 * * * *" },
  { name: "alert-digests", path: "/api/cron/alert-digests", pattern: "*/15 * * * *" },
  { name: "invitations-expiry", path: "/api/cron/invitations-expiry", pattern: "0 * * * *" },
  { name: "offers-lapse", path: "/api/cron/offers-lapse", pattern: "5 * * * *" },
  { name: "dealroom-objects", path: "/api/cron/dealroom-objects", pattern: "35 * * * *" },
] as const;

/** Calls one job route with the bearer secret and returns its JSON answer. */
export async function callJob(appUrl: string, path: string, secret: string): Promise<unknown> {
  const response = await fetch(new URL(path, appUrl), {
    method: "POST",
    headers: { authorization: `Bearer ${secret}` },
    signal: AbortSignal.timeout(120_000),
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Runs the jobs on their timers against the local app (once at start, then every pattern tick;
 * a run never overlaps the previous one). Returns a function that stops them.
 */
export function scheduleJobs(appUrl: string, secret: string, log: (line: string) => void): () => void {
  const timers = SCHEDULED_JOBS.map((job) => {
    const tick = async () => {
      try {
        log(`job ${job.name}: ${JSON.stringify(await callJob(appUrl, job.path, secret))}`);
      } catch (error) {
        log(`job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    void tick();
    return new Cron(job.pattern, { name: job.name, protect: true }, tick);
  });
  return () => {
    for (const timer of timers) timer.stop();
  };
}
