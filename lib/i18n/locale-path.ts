import { routing, type Locale } from "@/lib/i18n/routing";

/**
 * Splits a URL path into its locale and the path without the locale prefix
 * ("/en/admin" → en, "/admin"; "/admin" → fr, "/admin"). French has no prefix (§1).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of routing.locales) {
    if (locale === routing.defaultLocale) continue;
    if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) {
      return { locale, path: pathname.slice(locale.length + 1) || "/" };
    }
  }
  return { locale: routing.defaultLocale, path: pathname || "/" };
}

/** The path as the visitor sees it in a locale ("/login", en → "/en/login"). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === routing.defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (routing.locales as readonly string[]).includes(value);
}
