import type { ReactNode } from "react";
import { SiteFrame } from "@/components/site/site-frame";
import { StructuredData } from "@/components/site/structured-data";
import { NewsletterNotice } from "@/components/site/newsletter-notice";
import { NewsletterPopup } from "@/components/site/newsletter-popup";
import type { Locale } from "@/lib/i18n/routing";
import { publicContactEmail } from "@/lib/site/contact";

/** The default layout: header, page, footer, newsletter popup (the site's pages and their cached copies). */
export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <SiteFrame
      after={
        <>
          <NewsletterPopup notice={<NewsletterNotice />} />
          <StructuredData locale={locale} email={publicContactEmail()} />
        </>
      }
    >
      {children}
    </SiteFrame>
  );
}
