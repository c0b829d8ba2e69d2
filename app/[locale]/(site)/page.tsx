import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BrowseCategories } from "@/components/home/browse-categories";
import { BrowseRegions } from "@/components/home/browse-regions";
import { Hero } from "@/components/home/hero";
import { NewsletterSection } from "@/components/home/newsletter-section";
import { ListingsSection } from "@/components/home/listings-section";
import { ServicesSection } from "@/components/home/services-section";
import { homeListings } from "@/lib/catalogue/cached-pages";
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
  const { featured, latest } = await homeListings();
  // A listing already featured is not repeated among the latest.
  const featuredIds = new Set(featured.map((listing) => listing.id));
  return (
    <>
      <Hero locale={locale} />
      <ListingsSection
        id="featured-listings"
        locale={locale}
        heading={t("featuredHeading")}
        intro={t("featuredIntro")}
        listings={featured}
        moreHref="/entreprises"
      />
      <ListingsSection
        id="latest-listings"
        locale={locale}
        heading={t("latestHeading")}
        intro={t("latestIntro")}
        listings={latest.filter((listing) => !featuredIds.has(listing.id)).slice(0, 6)}
        moreHref={{ pathname: "/entreprises", query: { sort: "newest" } }}
        tone="tinted"
      />
      <BrowseCategories locale={locale} />
      <BrowseRegions locale={locale} />
      <ServicesSection />
      <NewsletterSection />
    </>
  );
}
