import { sitemapResponse } from "@/lib/site/sitemap-response";

// Read from the database on each request (the CDN may keep it an hour): never built at build time.
export const dynamic = "force-dynamic";

/** The French sitemap, at the bare path like every French page. */
export function GET(request: Request) {
  return sitemapResponse("fr", request);
}
