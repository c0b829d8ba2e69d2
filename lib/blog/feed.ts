import "server-only";
import { getTranslations } from "next-intl/server";
import { articleUrl } from "@/lib/blog/article-urls";
import { articleHtml } from "@/lib/blog/markdown";
import { listFeedArticles } from "@/lib/blog/queries/public";
import { absoluteUrl } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import type { Client } from "@/lib/supabase/types";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Site-relative links and images of a body made absolute, so feed readers follow them. */
const absoluteLinks = (html: string, locale: Locale) =>
  html.replace(/(href|src)="\/(?!\/)([^"]*)"/g, (_, attr: string, rest: string) => {
    const url = new URL(`/${rest}`, absoluteUrl(locale, "/"));
    return `${attr}="${url.href}"`;
  });

/** The RSS 2.0 feed of a language: its newest public articles, each with its whole body (sanitised HTML). */
export async function blogFeedXml(client: Client, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: "blog" });
  const articles = await listFeedArticles(client, locale);
  const self = absoluteUrl(locale, "/blog/rss.xml");
  const items = articles.map((article) => {
    const url = articleUrl(locale, article.slug);
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>`,
      ...(article.author ? [`      <dc:creator>${escapeXml(article.author.name)}</dc:creator>`] : []),
      ...article.categories.map(
        (c) => `      <category>${escapeXml(locale === "en" ? c.name_en : c.name_fr)}</category>`,
      ),
      `      <description>${escapeXml(article.excerpt)}</description>`,
      `      <content:encoded>${escapeXml(absoluteLinks(articleHtml(article.body), locale))}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(t("feedTitle"))}</title>`,
    `    <link>${escapeXml(absoluteUrl(locale, "/blog"))}</link>`,
    `    <description>${escapeXml(t("metaDescription"))}</description>`,
    `    <language>${locale === "fr" ? "fr-CA" : "en-CA"}</language>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...(articles[0] ? [`    <lastBuildDate>${new Date(articles[0].publishedAt).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
