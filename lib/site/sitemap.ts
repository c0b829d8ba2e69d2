import { routing, type Locale } from "@/lib/i18n/routing";
import { absoluteUrl } from "./metadata";
import { publicPages } from "./pages";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap of one language: its URL of every public page, each with its alternates. */
export function sitemapXml(locale: Locale): string {
  const urls = publicPages.map((page) => {
    const alternates = [
      ...routing.locales.map((l) => `    <xhtml:link rel="alternate" hreflang="${l === "fr" ? "fr-CA" : "en-CA"}" href="${escapeXml(absoluteUrl(l, page.path))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(routing.defaultLocale, page.path))}"/>`,
    ];
    return [
      "  <url>",
      `    <loc>${escapeXml(absoluteUrl(locale, page.path))}</loc>`,
      ...alternates,
      `    <changefreq>${page.changeFrequency}</changefreq>`,
      `    <priority>${page.priority.toFixed(1)}</priority>`,
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function sitemapResponse(locale: Locale): Response {
  return new Response(sitemapXml(locale), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
