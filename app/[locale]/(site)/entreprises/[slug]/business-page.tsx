import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { listingPlace } from "@/lib/listings/place";
import { localName } from "@/lib/i18n/localized-text";
import { BusinessContact } from "@/components/businesses/business-contact";
import { BusinessFinancingLink } from "@/components/businesses/business-financing-link";
import { BusinessFacts } from "@/components/businesses/business-facts";
import { ListingFreshnessNotice } from "@/components/listings/listing-freshness-notice";
import { BusinessGallery } from "@/components/businesses/business-gallery";
import { BusinessOverview } from "@/components/businesses/business-overview";
import { BusinessStatusBanner } from "@/components/businesses/business-status-banner";
import { BusinessTexts } from "@/components/businesses/business-texts";
import { SellerCard } from "@/components/accounts/seller-card";
import { SimilarBusinesses } from "@/components/businesses/similar-businesses";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { DealroomTeaser } from "@/components/dealroom/dealroom-teaser";
import { JsonLd } from "@/components/ui/json-ld";
import { listingShareImageUrl } from "@/lib/listings/photos";
import { businessJsonLd } from "@/lib/businesses/json-ld";
import { loadBusinessPage, sellerCard } from "@/lib/businesses/page";
import { localizedText } from "@/lib/i18n/localized-text";
import { absoluteUrl } from "@/lib/i18n/paths";
import { pageMetadata, shareImage } from "@/lib/site/metadata";
import { pageItem } from "@/lib/i18n/page-locale";
import { slugify } from "@/lib/slug";

type Props = Pick<PageProps<"/[locale]/entreprises/[slug]">, "params">;

/**
 * Who the page is for: `live` renders for this request, with the visitor's session (drafts are
 * previewed by their owner and admins, the owner sees their own contact box); the cached copy
 * (app/[locale]/cached) is the public business, the same for every visitor without a session.
 */
type Audience = { live: boolean };

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

export async function businessMetadata({ params }: Props, { live }: Audience): Promise<Metadata> {
  const [locale, page] = await pageItem(params, ({ slug }) => loadBusinessPage(slug, live));
  if (!page) return {};
  const { business, preview } = page;
  const t = await getTranslations({ locale, namespace: "listing" });
  const title = localizedText(business.title_fr, business.title_en, locale)!.text;
  const description = summary(
    localizedText(business.description_fr, business.description_en, locale)?.text ||
      t("metaDescriptionFallback", { title }),
  );
  const base = pageMetadata({ locale, path: `/entreprises/${business.slug}`, title, description });
  const image = shareImage(business.images[0] && listingShareImageUrl(business.images[0].path), title, locale);
  return {
    ...base,
    ...(preview ? { robots: { index: false, follow: false } } : {}),
    openGraph: { ...base.openGraph, images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

/** A business for sale (§2 /entreprises/{slug}); drafts only for their owner and admins. */
export async function BusinessPage({ params, live }: Props & Audience) {
  const [locale, page] = await pageItem(params, ({ slug }) => loadBusinessPage(slug, live));
  if (!page) notFound();
  const { business, preview, own } = page;

  const t = await getTranslations({ locale, namespace: "listing" });
  const seller = business.seller_id ? await sellerCard(business.seller_id) : null;
  const title = localizedText(business.title_fr, business.title_en, locale)!;
  const description = localizedText(business.description_fr, business.description_en, locale);
  const category = localName(business.category, locale);
  const place = listingPlace(business, locale);
  const jsonLd = businessJsonLd(business, {
    locale,
    url: absoluteUrl(locale, `/entreprises/${business.slug}`),
    title: title.text,
    description: summary(description?.text ?? title.text, 500),
    category,
    place,
  });

  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <Breadcrumbs
        locale={locale}
        label={t("breadcrumbs.label")}
        items={[
          { label: t("breadcrumbs.home"), href: "/" },
          { label: t("breadcrumbs.list"), href: "/entreprises" },
          { label: category, href: `/entreprises/categories/${slugify(business.category.name_fr)}` },
          { label: title.text, lang: title.lang },
        ]}
      />
      <BusinessOverview business={business} title={title} category={category} place={place} locale={locale} />
      <BusinessStatusBanner status={business.status} preview={preview} locale={locale} />
      <ListingFreshnessNotice listing={business} locale={locale} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-10">
          <BusinessGallery
            images={business.images}
            categoryNameFr={business.category.name_fr}
            title={title.text}
            locale={locale}
          />
          <BusinessFacts business={business} locale={locale} />
          <BusinessTexts business={business} description={description} locale={locale} />
        </div>
        <div className="space-y-6 lg:self-start">
          {seller ? <SellerCard seller={seller} listedBy={business.listed_by} locale={locale} /> : null}
          <BusinessContact business={business} title={title.text} own={own} locale={locale} />
          <DealroomTeaser
            kind="entreprise"
            id={business.id}
            slug={business.slug}
            status={business.status}
            own={own}
            locale={locale}
          />
          {preview ? null : <BusinessFinancingLink business={business} locale={locale} />}
        </div>
      </div>
      {preview ? null : <SimilarBusinesses business={business} locale={locale} />}
      <JsonLd data={jsonLd} />
    </article>
  );
}
