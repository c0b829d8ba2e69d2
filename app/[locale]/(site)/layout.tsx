import { connection } from "next/server";
import { SiteShell } from "@/components/site/site-shell";
import { pageLocale } from "@/lib/i18n/page-locale";

/**
 * The site's pages, rendered for each request: the middleware gives each response its own nonce,
 * which Next.js puts on the page's scripts. Their cached copies (app/[locale]/cached) are the exception.
 */
export default async function SiteLayout({ children, params }: LayoutProps<"/[locale]">) {
  await connection();
  return <SiteShell locale={await pageLocale(params)}>{children}</SiteShell>;
}
