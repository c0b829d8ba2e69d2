import { routing } from "./routing";

type QueryValue = string | number | boolean | null | undefined;

/** A page of the site: a path, or a path with a query (and a hash, which only links use). */
export type Href =
  string | { pathname: string; query?: Record<string, QueryValue | readonly QueryValue[]>; hash?: string };

/** Whether a path is one of the site's own (not an absolute URL, not relative to the current page). */
export function isLocalizable(pathname: string): boolean {
  return pathname.startsWith("/") && !/^[a-z]+:/i.test(pathname);
}

/**
 * The path with the locale's prefix where it needs one (English: /en…; French: none), or always
 * when `force` is true (a link that changes the language), as next-intl's navigation writes it.
 */
export function prefixPath(pathname: string, locale: string, force?: boolean): string {
  const prefixed = force ?? (isLocalizable(pathname) && locale !== routing.defaultLocale);
  if (!prefixed) return pathname;
  // No trailing slash: "/" → "/en", "/?q=1" → "/en?q=1".
  return `/${locale}${/^\/(\?.*)?$/.test(pathname) ? pathname.slice(1) : pathname}`;
}

/** A query value as next/link writes it: strings, numbers and booleans; anything else is empty. */
function queryText(value: QueryValue): string {
  if (typeof value === "string") return value;
  if ((typeof value === "number" && !Number.isNaN(value)) || typeof value === "boolean") return String(value);
  return "";
}

/** `href` as the address a link points to (path, query, hash), written as next/link writes it. */
export function formatHref(href: Href): string {
  if (typeof href === "string") return href;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    if (Array.isArray(value)) for (const item of value as readonly QueryValue[]) search.append(key, queryText(item));
    else search.set(key, queryText(value as QueryValue));
  }
  const query = search.toString();
  const hash = href.hash ? (href.hash.startsWith("#") ? href.hash : `#${href.hash}`) : "";
  return `${href.pathname.replace(/[?#]/g, encodeURIComponent)}${query ? `?${query.replace("#", "%23")}` : ""}${hash}`;
}

/** The path of `href` as a visitor of `locale` sees it ("/entreprises", en → "/en/entreprises"), its query included. */
export function getPathname({
  href,
  locale,
  forcePrefix,
}: {
  href: Href;
  locale: string;
  forcePrefix?: boolean;
}): string {
  let pathname: string;
  if (typeof href === "string") pathname = href;
  else {
    pathname = href.pathname;
    if (href.query) {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(href.query)) {
        if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
        else search.set(key, String(value));
      }
      pathname += `?${search.toString()}`;
    }
  }
  return prefixPath(pathname, locale, forcePrefix);
}
