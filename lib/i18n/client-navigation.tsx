"use client";

import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useClientLocale } from "@/lib/i18n/messages-context";
import { useMemo, type AnchorHTMLAttributes, type MouseEvent, type Ref } from "react";
import { formatHref, getPathname, isLocalizable, prefixPath, type Href } from "./pathname";
import { LOCALE_COOKIE, type Locale } from "./routing";

/**
 * A link that changes the language writes the language cookie itself: the router may show the
 * page from its cache without asking the server (which would write it).
 */
function rememberLocale(current: string, next: string | undefined) {
  if (next == null || next === current) return;
  document.cookie = `${LOCALE_COOKIE.name}=${next};sameSite=lax;max-age=${LOCALE_COOKIE.maxAge};path=/;`;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: Href;
  locale?: Locale;
  /** false: no prefetch when the pointer or the focus comes to the link. */
  prefetch?: boolean | null;
  replace?: boolean;
  /** false: keep the scroll position after the navigation. */
  scroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A click the browser handles itself: a new tab or window, a download, another site. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute("target");
  if ((target && target !== "_self") || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true;
  if (event.button !== 0 || anchor.hasAttribute("download")) return true;
  return new URL(href, window.location.href).origin !== window.location.origin;
}

/**
 * A link in the visitor's language ("/entreprises" → "/en/entreprises" in English) that navigates
 * on the client as next/link does (router.push, or replace; the scroll to the top unless
 * `scroll={false}`), written here because next/link (about 4 kB gzip) was on every page's first
 * load. A modified click, a target, a download or another site is left to the browser. Unless
 * `prefetch={false}`, the page is prefetched when the pointer or the focus comes to the link
 * (the site's pages are rendered per request: a prefetch on sight would fetch only their route).
 * With `locale`, the path always carries that language's prefix; a link to the other language is
 * not prefetched, has its `hrefLang` and writes the language cookie when followed.
 */
export function Link({
  href,
  locale,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  prefetch,
  replace,
  scroll,
  ...rest
}: LinkProps) {
  const current = useClientLocale();
  const router = useNextRouter();
  const force = locale != null || undefined;
  let target = href;
  if (typeof href === "string") {
    if (isLocalizable(href)) target = prefixPath(href, locale ?? current, force);
  } else if (isLocalizable(href.pathname)) {
    target = { ...href, pathname: prefixPath(href.pathname, locale ?? current, force) };
  }
  const url = formatHref(target);
  const otherLanguage = locale != null && locale !== current;
  const prefetches = !otherLanguage && prefetch !== false;
  const intent = () => {
    if (prefetches) router.prefetch(url);
  };
  return (
    <a
      {...(otherLanguage ? { hrefLang: locale } : {})}
      {...rest}
      href={url}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        intent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        intent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        intent();
      }}
      onClick={(event) => {
        if (otherLanguage) rememberLocale(current, locale);
        onClick?.(event);
        if (event.defaultPrevented || leftToBrowser(event, url)) return;
        event.preventDefault();
        if (replace) router.replace(url, { scroll });
        else router.push(url, { scroll });
      }}
    />
  );
}

/** The current path without the language's prefix ("/en/entreprises" → "/entreprises"). */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useClientLocale();
  return useMemo(() => {
    const prefix = `/${locale}`;
    return pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) || "/" : pathname;
  }, [locale, pathname]);
}

/** The App Router's router whose push, replace and prefetch take a path of the site (and an optional `locale`). */
export function useRouter() {
  const router = useNextRouter();
  const current = useClientLocale();
  return useMemo(() => {
    function localized<Options extends object>(navigate: (href: string, options?: Options) => void) {
      return (href: Href, options?: Options & { locale?: Locale }) => {
        const { locale, ...rest } = options ?? {};
        const path = getPathname({ href, locale: locale ?? current, forcePrefix: locale != null || undefined });
        rememberLocale(current, locale);
        if (Object.keys(rest).length > 0) navigate(path, rest as Options);
        else navigate(path);
      };
    }
    return {
      ...router,
      push: localized(router.push),
      replace: localized(router.replace),
      prefetch: localized(router.prefetch),
    };
  }, [current, router]);
}
