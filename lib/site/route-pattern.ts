import { routing } from "@/lib/i18n/routing";

type Params = Record<string, string | string[] | undefined>;

/** Strips the locale prefix: analytics group both languages of a page under one path. */
export function withoutLocale(pathname: string): { locale: string; path: string } {
  const [, first, ...rest] = pathname.split("/");
  if (first && (routing.locales as readonly string[]).includes(first)) {
    return { locale: first, path: `/${rest.join("/")}`.replace(/\/$/, "") || "/" };
  }
  return { locale: routing.defaultLocale, path: pathname || "/" };
}

/** The route a path matched, e.g. /en/entreprises/boulangerie-x → /entreprises/[slug]. */
export function routePattern(pathname: string, params: Params): string {
  const { path } = withoutLocale(pathname);
  if (path === "/") return "/";
  const segments = path.split("/").slice(1);
  const byValue = new Map<string, string>();
  const catchAll: Array<[string, string[]]> = [];
  for (const [key, value] of Object.entries(params)) {
    if (key === "locale" || value === undefined) continue;
    if (Array.isArray(value)) catchAll.push([key, value]);
    else byValue.set(decodeURIComponent(value), `[${key}]`);
  }
  for (const [key, values] of catchAll) {
    const start = segments.length - values.length;
    if (start >= 0) segments.splice(start, values.length, `[...${key}]`);
  }
  return `/${segments.map((s) => byValue.get(decodeURIComponent(s)) ?? s).join("/")}`;
}
