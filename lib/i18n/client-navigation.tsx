"use client";

import NextLink from "next/link";
import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { useMemo, type ComponentProps } from "react";
import { getPathname, isLocalizable, prefixPath, type Href } from "./pathname";
import { LOCALE_COOKIE, type Locale } from "./routing";

/**
 * A link that changes the language writes the language cookie itself: the router may show the
 * page from its cache without asking the server (which would write it).
 */
function rememberLocale(current: string, next: string | undefined) {
  if (next == null || next === current) return;
  document.cookie = `${LOCALE_COOKIE.name}=${next};sameSite=lax;max-age=${LOCALE_COOKIE.maxAge};path=/;`;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, "locale"> & { locale?: Locale };

/**
 * next/link with the path in the visitor's language ("/entreprises" → "/en/entreprises" in
 * English). With `locale`, the path always carries that language's prefix; a link to the other
 * language is not prefetched, has its `hrefLang` and writes the language cookie when followed.
 */
export function Link({ href, locale, onClick, prefetch, ...rest }: LinkProps) {
  const current = useLocale();
  const force = locale != null || undefined;
  let target = href;
  if (typeof href === "string") {
    if (isLocalizable(href)) target = prefixPath(href, locale ?? current, force);
  } else if (href.pathname != null && isLocalizable(href.pathname) && href.host == null && href.hostname == null) {
    target = { ...href, pathname: prefixPath(href.pathname, locale ?? current, force) };
  }
  if (locale != null && locale !== current) {
    return (
      <NextLink
        hrefLang={locale}
        {...rest}
        href={target}
        prefetch={false}
        onClick={(event) => {
          rememberLocale(current, locale);
          onClick?.(event);
        }}
      />
    );
  }
  return <NextLink {...rest} href={target} prefetch={prefetch} onClick={onClick} />;
}

/** The current path without the language's prefix ("/en/entreprises" → "/entreprises"). */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useLocale();
  return useMemo(() => {
    const prefix = `/${locale}`;
    return pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) || "/" : pathname;
  }, [locale, pathname]);
}

/** The App Router's router whose push, replace and prefetch take a path of the site (and an optional `locale`). */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
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
