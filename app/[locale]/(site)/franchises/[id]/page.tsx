import { PHOTO_SIZES } from "@/lib/image-sizes";
import { elision } from "@/lib/i18n/elision";
import { DetailAside, DetailFacts, DetailTextSection } from "@/components/content/detail-sections";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { localName } from "@/lib/i18n/localized-text";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { JsonLd } from "@/components/ui/json-ld";
import { FranchiseLogo } from "@/components/franchises/franchise-logo";
import { franchiseFigures } from "@/components/franchises/franchise-texts";
import { buttonClasses } from "@/components/ui/button";
import { formatPercent } from "@/lib/i18n/format";
import { getFranchise } from "@/lib/franchises/queries/public";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { absoluteUrl } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/site/metadata";
import { pageItem } from "@/lib/i18n/page-locale";
import { createPublicClient } from "@/lib/supabase/public";

/** Only a plain positive integer is a franchise id (/franchises/abc and /franchises/01 are 404). */
const loadFranchise = cache(async (id: string) => {
  if (!/^[1-9]\d{0,15}$/.test(id)) return null;
  const data = await getFranchise(createPublicClient(), Number(id));
  return data?.status === "published" ? data : null;
});

const text = (locale: Locale, fr: string | null, en: string | null) => (locale === "en" && en) || fr;

export async function generateMetadata({ params }: PageProps<"/[locale]/franchises/[id]">): Promise<Metadata> {
  const [locale, franchise] = await pageItem(params, ({ id }) => loadFranchise(id));
  if (!franchise) return {};
  const description = text(locale, franchise.description_fr, franchise.description_en)?.slice(0, 160) || undefined;
  const metadata = pageMetadata({ locale, path: `/franchises/${franchise.id}`, title: franchise.name, description });
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, ...(franchise.logo_url ? { images: [franchise.logo_url] } : {}) },
  };
}

/** /franchises/{id}: one published franchise with its figures, training and support, and website. */
export default async function FranchisePage({ params }: PageProps<"/[locale]/franchises/[id]">) {
  const [locale, franchise] = await pageItem(params, ({ id }) => loadFranchise(id));
  if (!franchise) notFound();
  const t = await getTranslations("franchises");
  const figures = await franchiseFigures(franchise, locale);
  const notGiven = t("notGiven");
  const description = text(locale, franchise.description_fr, franchise.description_en) ?? "";
  const trainingText = text(locale, franchise.training_support_fr, franchise.training_support_en);
  const training = {
    text: trainingText ?? t("detail.noTraining"),
    inFrench: Boolean(trainingText) && locale === "en" && !franchise.training_support_en,
  };
  const facts = [
    { label: t("investment"), value: figures.investment },
    { label: t("franchiseFee"), value: figures.fee },
    { label: t("royalties"), value: figures.royalties },
    {
      label: t("advertisingFee"),
      value:
        franchise.advertising_fee_percent !== null
          ? t("percentOfSales", { percent: formatPercent(franchise.advertising_fee_percent, locale) })
          : notGiven,
    },
    { label: t("units"), value: figures.units },
    { label: t("yearFounded"), value: franchise.year_founded !== null ? String(franchise.year_founded) : notGiven },
    { label: t("headquarters"), value: franchise.headquarters_city ?? notGiven },
  ];
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: franchise.name,
    url: absoluteUrl(locale, `/franchises/${franchise.id}`),
    description: description.slice(0, 500),
    ...(franchise.logo_url ? { logo: franchise.logo_url } : {}),
    ...(franchise.year_founded ? { foundingDate: String(franchise.year_founded) } : {}),
    ...(franchise.website ? { sameAs: [franchise.website] } : {}),
    ...(franchise.headquarters_city
      ? { address: { "@type": "PostalAddress", addressLocality: franchise.headquarters_city, addressCountry: "CA" } }
      : {}),
  };
  const subject = t("detail.contactSubject", { name: franchise.name });
  const frenchOnly = locale === "en" && !franchise.description_en;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <JsonLd data={jsonLd} />
      <Breadcrumbs
        locale={locale}
        label={t("detail.breadcrumb")}
        items={[
          { href: "/", label: t("detail.home") },
          { href: "/franchises", label: t("eyebrow") },
          { label: franchise.name },
        ]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <article>
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
            <FranchiseLogo
              logoUrl={franchise.logo_url}
              alt={t("detail.logo", { name: franchise.name, elision: elision(franchise.name) })}
              categoryNameFr={franchise.category.name_fr}
              sizes={PHOTO_SIZES.franchiseLogo}
              className="aspect-[16/10] w-full shrink-0 rounded-lg sm:w-48"
            />
            <div>
              <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
                {localName(franchise.category, locale)}
              </p>
              <h1 className="mt-1 text-3xl font-bold tracking-tight text-neutral-950 sm:text-4xl dark:text-white">
                {franchise.name}
              </h1>
            </div>
          </div>
          <DetailFacts id="franchise-facts" title={t("detail.facts")} facts={facts} />
          <DetailTextSection id="franchise-about" title={t("detail.about")} text={description} inFrench={frenchOnly} />
          <DetailTextSection id="franchise-training" title={t("detail.training")} {...training} />
        </article>
        <DetailAside aria-labelledby="franchise-contact" back={{ href: "/franchises", label: t("detail.back") }}>
          <h2 id="franchise-contact" className="text-lg font-semibold">
            {t("detail.contactTitle")}
          </h2>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("detail.contactText")}</p>
          <Link
            href={{ pathname: "/contact", query: { subject } }}
            className={buttonClasses({ className: "w-full text-center" })}
          >
            {t("detail.contactCta")}
          </Link>
          {franchise.website ? (
            <a
              href={franchise.website}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: "outline", className: "w-full text-center" })}
            >
              {t("detail.website")}
              <span className="sr-only"> {t("detail.websiteNote")}</span>
            </a>
          ) : null}
        </DetailAside>
      </div>
    </div>
  );
}
