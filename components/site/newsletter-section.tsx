import { getTranslations } from "next-intl/server";
import { NewsletterBox } from "@/components/site/newsletter-box";
import { NewsletterNotice } from "@/components/site/newsletter-notice";

export async function NewsletterSection() {
  const t = await getTranslations("home.newsletter");
  return (
    <section aria-labelledby="home-newsletter" className="render-near-screen mx-auto max-w-7xl px-4 pb-4 sm:px-6">
      <div className="grid gap-8 rounded-2xl border border-secondary-200 bg-secondary-50 p-6 sm:p-10 lg:grid-cols-2 dark:border-secondary-900 dark:bg-secondary-950/40">
        <div>
          <h2 id="home-newsletter" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("heading")}
          </h2>
          <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t("body")}</p>
        </div>
        <NewsletterBox source="home" notice={<NewsletterNotice />} />
      </div>
    </section>
  );
}
