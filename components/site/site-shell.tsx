import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { StructuredData } from "@/components/site/structured-data";
import { NewsletterNotice } from "@/components/site/newsletter-notice";
import { NewsletterPopup } from "@/components/site/newsletter-popup";
import type { Locale } from "@/lib/i18n/routing";
import { publicContactEmail } from "@/lib/site/contact";

/** The default layout: header, page, footer, newsletter popup (the site's pages and their cached copies). */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
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
      <StructuredData locale={locale} email={publicContactEmail()} />
    </>
  );
}
