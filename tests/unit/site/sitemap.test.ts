import { describe, expect, test } from "vitest";
import { publicPages } from "@/lib/site/pages";
import { sitemapXml } from "@/lib/site/sitemap";

// The sitemap reads the public environment (lib/env.ts): when this file runs without `npm test`'s stack, the local one's.
process.env.NEXT_PUBLIC_SUPABASE_URL ??= "http://127.0.0.1:54321";
process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ??= "sb_publishable_local";

const site = (process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");

describe("sitemaps", () => {
  test("the French sitemap lists every public page at its bare path, with its English alternate", () => {
    const xml = sitemapXml("fr");
    expect(xml.match(/<url>/g)).toHaveLength(publicPages.length);
    expect(xml).toContain(`<loc>${site}/a-propos</loc>`);
    expect(xml).toContain(`hreflang="en-CA" href="${site}/en/a-propos"`);
    expect(xml).toContain(`hreflang="x-default" href="${site}/a-propos"`);
  });

  test("the English sitemap lists the /en URLs", () => {
    const xml = sitemapXml("en");
    expect(xml).toContain(`<loc>${site}/en</loc>`);
    expect(sitemapXml("fr")).toContain(`<loc>${site}</loc>`);
    expect(xml).toContain(`<loc>${site}/en/politique-confidentialite</loc>`);
    expect(xml).not.toContain(`<loc>${site}/faq</loc>`);
  });

  test("the other presentations of the plans stay out: their canonical URL is /forfaits", () => {
    const xml = sitemapXml("fr");
    expect(xml).toContain(`<loc>${site}/forfaits</loc>`);
    expect(xml).not.toContain("/forfaits2");
    expect(xml).not.toContain("/forfaits3");
  });

  test("an article is listed at its own slug in each language it has, with the other as its alternate", () => {
    const both = { path: "/blog/acheter", lastModified: null, paths: { fr: "/blog/acheter", en: "/blog/buying" } };
    const frenchOnly = { path: "/blog/seulement", lastModified: null, paths: { fr: "/blog/seulement" } };
    const fr = sitemapXml("fr", [both, frenchOnly]);
    expect(fr).toContain(`<loc>${site}/blog/acheter</loc>`);
    expect(fr).toContain(`hreflang="en-CA" href="${site}/en/blog/buying"`);
    expect(fr).toContain(`<loc>${site}/blog/seulement</loc>`);
    const en = sitemapXml("en", [both, frenchOnly]);
    expect(en).toContain(`<loc>${site}/en/blog/buying</loc>`);
    expect(en).toContain(`hreflang="fr-CA" href="${site}/blog/acheter"`);
    expect(en).toContain(`hreflang="x-default" href="${site}/blog/acheter"`);
    expect(en).not.toContain("seulement");
  });
});
