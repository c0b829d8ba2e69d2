import { getTranslations } from "next-intl/server";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { StructuredData } from "@/components/layout/structured-data";
import { NewsletterNotice } from "@/components/newsletter/newsletter-notice";
import { NewsletterPopup } from "@/components/newsletter/newsletter-popup";
import { hasLocale } from "next-intl";
import { routing } from "@/lib/i18n/routing";
import { publicContactEmail } from "@/lib/site/contact";

/** The default layout: header, page, footer, newsletter popup. */
export default async function SiteLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  const t = await getTranslations("shell");
  return (
    <>
      <SkipLink label={t("skipToContent")} />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <NewsletterPopup notice={<NewsletterNotice />} />
      {hasLocale(routing.locales, locale) ? <StructuredData locale={locale} email={publicContactEmail()} /> : null}
    </>
  );
}
