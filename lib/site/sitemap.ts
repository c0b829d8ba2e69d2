import type { Client } from "@/lib/supabase/types";
import {
  countSitemapBusinesses,
  listCatalogueSitemapEntries,
  listSitemapBusinesses,
  type SitemapEntry,
} from "@/lib/site/queries/sitemap";
import { routing, type Locale } from "@/lib/i18n/routing";
import { absoluteUrl } from "@/lib/i18n/paths";
import { publicPages } from "./pages";

/** The sitemap protocol's limit of URLs per file. */
const MAX_SITEMAP_URLS = 50_000;

type SitemapPage = SitemapEntry & { changeFrequency?: string; priority?: number };

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function urlXml(locale: Locale, page: SitemapPage): string {
  const paths: Partial<Record<Locale, string>> =
    page.paths ?? Object.fromEntries(routing.locales.map((l) => [l, page.path]));
  const own = paths[locale];
  if (own === undefined) return "";
  const alternates = [
    ...routing.locales.flatMap((l) => {
      const path = paths[l];
      return path === undefined
        ? []
        : [
            `    <xhtml:link rel="alternate" hreflang="${l === "fr" ? "fr-CA" : "en-CA"}" href="${escapeXml(absoluteUrl(l, path))}"/>`,
          ];
    }),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(routing.defaultLocale, paths[routing.defaultLocale] ?? page.path))}"/>`,
  ];
  return [
    "  <url>",
    `    <loc>${escapeXml(absoluteUrl(locale, own))}</loc>`,
    ...alternates,
    ...(page.lastModified ? [`    <lastmod>${new Date(page.lastModified).toISOString()}</lastmod>`] : []),
    ...(page.changeFrequency ? [`    <changefreq>${page.changeFrequency}</changefreq>`] : []),
    ...(page.priority !== undefined ? [`    <priority>${page.priority.toFixed(1)}</priority>`] : []),
    "  </url>",
  ].join("\n");
}

function urlsetXml(locale: Locale, pages: SitemapPage[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map((page) => urlXml(locale, page)).filter(Boolean),
    "</urlset>",
    "",
  ].join("\n");
}

/** The sitemap of one language: its URL of every fixed public page and of `catalogue`, each with its alternates. */
export function sitemapXml(locale: Locale, catalogue: SitemapEntry[] = []): string {
  return urlsetXml(locale, [...publicPages.map((page) => ({ ...page, lastModified: null })), ...catalogue]);
}

function sitemapIndexXml(locale: Locale, parts: number): string {
  const base = absoluteUrl(locale, "/sitemap.xml");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: parts },
      (_, i) => `  <sitemap>\n    <loc>${escapeXml(`${base}?part=${i + 1}`)}</loc>\n  </sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/**
 * The XML for /sitemap.xml (part null) or one of its parts. When every page fits in one file
 * it is a single urlset. Beyond `maxUrls` (the protocol's 50 000) it is an index: part 1 holds
 * the fixed pages, landings, properties and franchises; each further part up to `maxUrls`
 * business listings. Null for a part that does not exist.
 */
export async function catalogueSitemapXml(
  client: Client,
  locale: Locale,
  part: number | null,
  maxUrls = MAX_SITEMAP_URLS,
): Promise<string | null> {
  const [catalogue, businessCount] = await Promise.all([
    listCatalogueSitemapEntries(client),
    countSitemapBusinesses(client),
  ]);
  const fixed = publicPages.length + catalogue.length;
  const businesses = (offset: number, limit: number) => listSitemapBusinesses(client, { offset, limit });
  if (fixed + businessCount <= maxUrls) {
    if (part !== null && part !== 1) return null;
    return sitemapXml(locale, [...catalogue, ...(await businesses(0, businessCount))]);
  }
  const parts = 1 + Math.ceil(businessCount / maxUrls);
  if (part === null) return sitemapIndexXml(locale, parts);
  if (part === 1) return sitemapXml(locale, catalogue);
  if (part > parts) return null;
  return urlsetXml(locale, await businesses((part - 2) * maxUrls, maxUrls));
}
