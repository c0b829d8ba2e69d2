import { z } from "zod";
import { withoutLocale } from "@/lib/site/route-pattern";
import { recordPageView } from "@/lib/site/queries/page-views";
import { rateLimits } from "@/lib/http/rate-limits";
import { hitRateLimit } from "@/lib/http/queries";
import { isBot } from "@/lib/http/bots";
import { clientIpHash, visitorDayMark } from "@/lib/http/client-ip";
import { recordBusinessView } from "@/lib/businesses/queries/public";
import { recordPropertyView } from "@/lib/properties/queries/public";
import { createAdminClient } from "@/lib/supabase/admin";
import { errorMessage } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

const pageViewSchema = z.object({
  route: z.string().startsWith("/").max(300),
  path: z.string().startsWith("/").max(500),
});

const noContent = () => new Response(null, { status: 204 });

/**
 * A listing page's view counter (once per visitor and day, public listings only): counted from this
 * beacon rather than by the page, which is served from the cache to visitors without a session.
 */
async function countListingView(client: Client, route: string, path: string, headers: Headers) {
  const slug = path.split("/")[2];
  const record =
    route === "/entreprises/[slug]" ? recordBusinessView : route === "/immobilier/[slug]" ? recordPropertyView : null;
  if (!record || !slug) return;
  try {
    await record(client, decodeURIComponent(slug), visitorDayMark(headers));
  } catch (error) {
    console.warn(`[analytics] view of ${path} not counted:`, errorMessage(error));
  }
}

/** Page-view analytics: route and path only, no cookie and no identifier stored; bots are not counted. */
export async function POST(request: Request) {
  if (isBot(request.headers.get("user-agent"))) return noContent();
  const text = await request.text();
  if (text.length > 2_000) return new Response(null, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400 });
  }
  const parsed = pageViewSchema.safeParse(body);
  if (!parsed.success) return new Response(null, { status: 400 });
  const { locale, path } = withoutLocale(parsed.data.path);
  try {
    const client = createAdminClient();
    if (!(await hitRateLimit(client, rateLimits.pageView, clientIpHash(request.headers))))
      return new Response(null, { status: 429 });
    await recordPageView(client, { route: parsed.data.route, path, locale });
    await countListingView(client, parsed.data.route, path, request.headers);
  } catch (error) {
    console.error("[analytics] page view not recorded:", error);
    return new Response(null, { status: 503 });
  }
  return noContent();
}
