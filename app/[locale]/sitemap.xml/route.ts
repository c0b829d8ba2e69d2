import { hasLocale } from "next-intl";
import { redirect } from "next/navigation";
import { notFound } from "next/navigation";
import { routing } from "@/lib/i18n/routing";
import { sitemapResponse } from "@/lib/site/sitemap-response";

export const dynamic = "force-dynamic";

/** /en/sitemap.xml; /fr/sitemap.xml goes to the bare path, as every French URL does. */
export async function GET(request: Request, { params }: RouteContext<"/[locale]/sitemap.xml">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  if (locale === routing.defaultLocale) redirect("/sitemap.xml");
  return sitemapResponse(locale, request);
}
