import { z } from "zod";
import { withoutLocale } from "@/lib/site/route-pattern";
import { recordPageView } from "@/lib/site/queries/page-views";
import { hitRateLimit, rateLimits } from "@/lib/http/rate-limits";
import { isBot } from "@/lib/http/bots";
import { clientIpHash } from "@/lib/http/client-ip";
import { createAdminClient } from "@/lib/supabase/admin";

const pageViewSchema = z.object({
  route: z.string().startsWith("/").max(300),
  path: z.string().startsWith("/").max(500),
});

const noContent = () => new Response(null, { status: 204 });

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
  } catch (error) {
    console.error("[analytics] page view not recorded:", error);
    return new Response(null, { status: 503 });
  }
  return noContent();
}
