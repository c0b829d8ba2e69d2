import "server-only";
import { headers } from "next/headers";
import { publicEnv } from "@/lib/env";

/** The site's origin for links in e-mails: the configured site URL (never the request's Host header). */
export async function siteOrigin(): Promise<string> {
  await headers(); // per request: the environment may differ between deployments, not between visitors
  return new URL(publicEnv().NEXT_PUBLIC_SITE_URL).origin;
}
