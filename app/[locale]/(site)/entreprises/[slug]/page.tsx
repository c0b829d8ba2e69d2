import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { after } from "next/server";
import { listingPlace } from "@/components/catalogue/listing-card";
import { localName } from "@/lib/catalogue/localized-text";
import { ListingContact } from "@/components/listing/listing-contact";
import { ListingFinancingLink } from "@/components/listing/listing-financing-link";
import { ListingFacts } from "@/components/listing/listing-facts";
import { ListingFreshnessNotice } from "@/components/listing/listing-freshness-notice";
import { ListingGallery } from "@/components/listing/listing-gallery";
import { ListingOverview } from "@/components/listing/listing-overview";
import { ListingStatusBanner } from "@/components/listing/listing-status-banner";
import { ListingTexts } from "@/components/listing/listing-texts";
import { SellerCard } from "@/components/listing/seller-card";
import { SimilarListings } from "@/components/listing/similar-listings";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { JsonLd } from "@/components/ui/json-ld";
import { listingImageUrl } from "@/lib/catalogue/images";
import { listingJsonLd } from "@/lib/catalogue/listing-json-ld";
import { loadListingPage, sellerCard } from "@/lib/catalogue/listing-page";
import { localizedText } from "@/lib/catalogue/localized-text";
import { recordListingView } from "@/lib/data/listings";
import { isBot } from "@/lib/http/bots";
import { visitorDayMark } from "@/lib/http/client-ip";
import { absoluteUrl, defaultShareImage, pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/site/page-locale";
import { slugify } from "@/lib/slug";
import { createAdminClient } from "@/lib/supabase/admin";

// Drafts are previewed by their owner with the session: the page reads cookies on every
// request (so it is never cached publicly); the public data behind it is cached for a minute.
export const dynamic = "force-dynamic";

type Props = PageProps<"/[locale]/entreprises/[slug]">;

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const page = await loadListingPage(slug);
  if (!page) return {};
  const { listing, preview } = page;
  const t = await getTranslations({ locale, namespace: "listing" });
  const title = localizedText(listing.title_fr, listing.title_en, locale)!.text;
  const description = summary(localizedText(listing.description_fr, listing.description_en, locale)?.text || t("metaDescriptionFallback", { title }));
  const base = pageMetadata({ locale, path: `/entreprises/${listing.slug}`, title, description });
  const image = listing.images[0] ? listingImageUrl(listing.images[0].path) : null;
  return {
    ...base,
    ...(preview ? { robots: { index: false, follow: false } } : {}),
    openGraph: { ...base.openGraph, ...(image ? { images: [{ url: image, alt: title }] } : {}) },
    twitter: { card: "summary_large_image", title, description, images: [image ?? defaultShareImage(locale).url] },
  };
}

/** A business for sale (§2 /entreprises/{slug}); drafts only for their owner and admins. */
export default async function ListingPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const page = await loadListingPage(slug);
  if (!page) notFound();
  const { listing, preview, viewerId } = page;

  const requestHeaders = await headers();
  if (!preview && !isBot(requestHeaders.get("user-agent"))) {
    const visitor = visitorDayMark(requestHeaders);
    after(async () => {
      const { error } = await recordListingView(createAdminClient(), listing.slug, visitor);
      if (error) console.warn(`[listing] view of ${listing.slug} not counted:`, error.message);
    });
  }

  const t = await getTranslations({ locale, namespace: "listing" });
  const seller = await sellerCard(listing.owner_id);
  const title = localizedText(listing.title_fr, listing.title_en, locale)!;
  const description = localizedText(listing.description_fr, listing.description_en, locale);
  const category = localName(listing.category, locale);
  const place = listingPlace(listing, locale);
  const jsonLd = listingJsonLd(listing, {
    locale,
    url: absoluteUrl(locale, `/entreprises/${listing.slug}`),
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
          { label: category, href: `/entreprises/categories/${slugify(listing.category.name_fr)}` },
          { label: title.text, lang: title.lang },
        ]}
      />
      <ListingOverview listing={listing} title={title} category={category} place={place} locale={locale} />
      <ListingStatusBanner status={listing.status} preview={preview} locale={locale} />
      <ListingFreshnessNotice listing={listing} locale={locale} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-10">
          <ListingGallery images={listing.images} categoryNameFr={listing.category.name_fr} title={title.text} locale={locale} />
          <ListingFacts listing={listing} locale={locale} />
          <ListingTexts listing={listing} description={description} locale={locale} />
        </div>
        <div className="space-y-6 lg:self-start">
          {seller ? <SellerCard seller={seller} listedBy={listing.listed_by} locale={locale} /> : null}
          <ListingContact listing={listing} title={title.text} viewerId={viewerId} locale={locale} />
          {preview ? null : <ListingFinancingLink listing={listing} locale={locale} />}
        </div>
      </div>
      {preview ? null : <SimilarListings listing={listing} locale={locale} />}
      <JsonLd data={jsonLd} />
    </article>
  );
}
