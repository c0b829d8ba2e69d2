import { absoluteUrl, localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

/** The slug of each language version of an article (English only when it has one). */
export type ArticleSlugs = { fr: string; en: string | null };

/** The language versions of an article that exist, with their paths (without locale). */
function articleVersions(slugs: ArticleSlugs): { locale: Locale; path: string }[] {
  return [
    { locale: "fr" as const, path: `/blog/${slugs.fr}` },
    ...(slugs.en ? [{ locale: "en" as const, path: `/blog/${slugs.en}` }] : []),
  ];
}

/** hreflang alternates of an article: each version at its own slug, French as x-default. */
export function articleAlternates(slugs: ArticleSlugs): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const v of articleVersions(slugs))
    languages[v.locale === "fr" ? "fr-CA" : "en-CA"] = localizedPath(v.locale, v.path);
  languages["x-default"] = localizedPath("fr", `/blog/${slugs.fr}`);
  return languages;
}

/** The absolute URL of an article's version in a language. */
export function articleUrl(locale: Locale, slug: string): string {
  return absoluteUrl(locale, `/blog/${slug}`);
}
