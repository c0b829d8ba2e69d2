import "server-only";
import { timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/server-env";

const noStore = { "cache-control": "no-store" };

/**
 * Whether a scheduled-job request carries `Authorization: Bearer <CRON_SECRET>`. Without a
 * configured secret nothing is authorised (a job route must never be open).
 */
function cronAuthorized(
  authorization: string | null,
  secret: string | null | undefined = serverEnv().CRON_SECRET,
): boolean {
  if (!secret || !authorization) return false;
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(authorization);
  return given.length === expected.length && timingSafeEqual(given, expected);
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

/**
 * A cron route's handlers: a host's cron calls it (GET or POST) with `Authorization: Bearer
 * <CRON_SECRET>`; the local stack calls it on a timer (scripts/stack/jobs.ts).
 */
export function cronRoute(handle: (request: Request) => Promise<Response>) {
  return { GET: handle, POST: handle };
}
