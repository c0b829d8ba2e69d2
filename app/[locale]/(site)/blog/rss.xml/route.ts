import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import { blogFeedXml } from "@/lib/blog/feed";
import { routing } from "@/lib/i18n/routing";
import { createPublicClient } from "@/lib/supabase/public";

// Read on each request (a scheduled article enters the feed at its time); readers may keep it five minutes.
export const dynamic = "force-dynamic";

/** /blog/rss.xml and /en/blog/rss.xml: the blog's RSS feed in the page's language. */
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/blog/rss.xml">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return new Response(await blogFeedXml(createPublicClient(), locale), {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
