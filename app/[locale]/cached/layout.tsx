import { SiteShell } from "@/components/site/site-shell";
import { pageLocale } from "@/lib/i18n/page-locale";

/**
 * Cached copies of public pages for visitors without a session (lib/http/cached-pages.ts): the site's
 * layout, rendered once and kept until a write revalidates its tags. Nothing here reads the request.
 */
export default async function CachedSiteLayout({ children, params }: LayoutProps<"/[locale]">) {
  return <SiteShell locale={await pageLocale(params)}>{children}</SiteShell>;
}
