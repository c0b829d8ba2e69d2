import { sitemapResponse } from "@/lib/site/sitemap";

/** The French sitemap, at the bare path like every French page. */
export function GET() {
  return sitemapResponse("fr");
}
