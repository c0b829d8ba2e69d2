import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BrowseCategories } from "@/components/home/browse-categories";
import { BrowseRegions } from "@/components/home/browse-regions";
import { Hero } from "@/components/home/hero";
import { NewsletterSection } from "@/components/home/newsletter-section";
import { ServicesSection } from "@/components/home/services-section";
import { routing } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/site/metadata";

// The taxonomy changes rarely: serve it from cache and refresh it every minute.
export const revalidate = 60;

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
  return (
    <>
      <Hero locale={locale} />
      <BrowseCategories locale={locale} />
      <BrowseRegions />
      <ServicesSection />
      <NewsletterSection />
    </>
  );
}
