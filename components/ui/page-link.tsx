import type { AnchorHTMLAttributes } from "react";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

/**
 * A plain link to a page of the site in a language (/x or /en/x) that loads the page the usual
 * way. For the long lists of links of the footer and the home page: a router Link is a client
 * component that every page load hydrates and watches for prefetching, one per link, which costs
 * more on each visit than the client-side navigation saves on the rare click.
 */
export function PageLink({
  href,
  locale,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string; locale: Locale }) {
  return <a href={localizedPath(locale, href)} {...props} />;
}
