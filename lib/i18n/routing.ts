import { defineRouting } from "next-intl/routing";

/** The cookie that remembers the visitor's language (the middleware reads it; a language link writes it). */
export const LOCALE_COOKIE = { name: "i18n_redirected", maxAge: 60 * 60 * 24 * 365 } as const;

export const routing = defineRouting({
  locales: ["fr", "en"],
  defaultLocale: "fr",
  // French at the bare path, English under /en.
  localePrefix: "as-needed",
  localeCookie: LOCALE_COOKIE,
  // Each page writes its own hreflang links (`pageMetadata`, an article's own slugs); next-intl's Link
  // header would announce the same path in both languages, wrong where the slugs differ.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
