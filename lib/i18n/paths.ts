import { publicEnv } from "@/lib/env";
import { getPathname } from "./pathname";
import { routing, type Locale } from "./routing";

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
