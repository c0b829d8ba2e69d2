import type { Locale } from "@/lib/i18n/routing";
import { createPublicClient } from "@/lib/supabase/public";
import { catalogueSitemapXml } from "./sitemap";

/** The response of /sitemap.xml and /en/sitemap.xml (?part=N for the parts of an index); an unknown part is 404. */
export async function sitemapResponse(locale: Locale, request: Request): Promise<Response> {
  const raw = new URL(request.url).searchParams.get("part");
  const part = raw === null ? null : /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 0;
  const xml = part === 0 ? null : await catalogueSitemapXml(createPublicClient(), locale, part);
  if (xml === null)
    return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
