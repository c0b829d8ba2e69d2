import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BrowseIndustries } from "@/components/site/browse-industries";
import { BrowseRegions } from "@/components/site/browse-regions";
import { Hero } from "@/components/site/hero";
import { NewsletterSection } from "@/components/site/newsletter-section";
import { BusinessesSection } from "@/components/site/businesses-section";
import { ServicesSection } from "@/components/site/services-section";
import { homeBusinesses } from "@/lib/businesses/cached-home";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/site/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: "meta" });
  return { ...pageMetadata({ locale, path: "/", description: t("description") }), title: { absolute: t("homeTitle") } };
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("home");
  const { featured, latest } = await homeBusinesses();
  // A business already featured is not repeated among the latest.
  const featuredIds = new Set(featured.map((business) => business.id));
  return (
    <>
      <Hero locale={locale} />
      <BusinessesSection
        id="featured-listings"
        locale={locale}
        heading={t("featuredHeading")}
        intro={t("featuredIntro")}
        businesses={featured}
        moreHref="/entreprises"
      />
      <BusinessesSection
        id="latest-listings"
        locale={locale}
        heading={t("latestHeading")}
        intro={t("latestIntro")}
        businesses={latest.filter((business) => !featuredIds.has(business.id)).slice(0, 6)}
        moreHref={{ pathname: "/entreprises", query: { sort: "newest" } }}
        tone="tinted"
      />
      <BrowseIndustries locale={locale} />
      <BrowseRegions locale={locale} />
      <ServicesSection />
      <NewsletterSection />
    </>
  );
}
