/**
 * The site's locale-aware navigation (French at the bare path, English under /en), with the API
 * of next-intl's createNavigation(routing): written here because next-intl's client navigation
 * (its Link wrapper, routing configuration and helpers, about 2.7 kB gzip) was on every page's
 * first load. getPathname runs anywhere; Link, usePathname and useRouter are client code.
 */
export { getPathname } from "./pathname";
export { Link, usePathname, useRouter } from "./client-navigation";
