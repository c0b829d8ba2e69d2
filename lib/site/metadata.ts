import type { Metadata } from "next";
import { publicEnv } from "@/lib/env";
import { getPathname } from "@/lib/i18n/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";

/** A path of the site in one language: /a-propos (fr) or /en/a-propos (en). */
export function localizedPath(locale: Locale, path: string): string {
  return getPathname({ locale, href: path });
}

/** The absolute URL, written as Next.js writes canonical links: the root has no trailing slash. */
export function absoluteUrl(locale: Locale, path: string): string {
  return new URL(localizedPath(locale, path), publicEnv().NEXT_PUBLIC_SITE_URL).toString().replace(/\/$/, "");
}

/** Both language versions of a path, plus x-default (French, the main language). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[locale === "fr" ? "fr-CA" : "en-CA"] = localizedPath(locale, path);
  languages["x-default"] = localizedPath(routing.defaultLocale, path);
  return languages;
}

/** The picture shown when a page without one of its own is shared (scripts/share-images.ts draws it). */
export function defaultShareImage(locale: Locale) {
  return { url: `/og/${locale}.png`, width: 1200, height: 630 };
}

/** Title, description, canonical URL, hreflang alternates and the default share picture of a page. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
}: {
  locale: Locale;
  path: string;
  title?: string;
  description?: string;
}): Metadata {
  const canonical = localizedPath(locale, path);
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: { canonical, languages: languageAlternates(path) },
    openGraph: {
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      url: canonical,
      locale: locale === "fr" ? "fr_CA" : "en_CA",
      type: "website",
      images: [{ ...defaultShareImage(locale), ...(title ? { alt: title } : {}) }],
    },
  };
}
