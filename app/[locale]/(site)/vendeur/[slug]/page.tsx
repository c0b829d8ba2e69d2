import { PHOTO_SIZES } from "@/lib/image-sizes";
import { DetailText } from "@/components/content/detail-sections";
import { TitledSection } from "@/components/content/titled-section";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { BusinessCard } from "@/components/businesses/business-card";
import { Avatar } from "@/components/ui/avatar";
import { Pagination } from "@/components/ui/pagination";
import { pageCount, pageFromQuery } from "@/lib/http/paging";
import { listSellerBusinesses } from "@/lib/businesses/queries/public";
import { getPublicProfile } from "@/lib/accounts/queries/profiles";
import type { Locale } from "@/lib/i18n/routing";
import { SLUG_PATTERN } from "@/lib/slug";
import { createPublicClient } from "@/lib/supabase/public";

const loadSeller = cache(async (slug: string) => {
  if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null;
  const data = await getPublicProfile(createPublicClient(), slug);
  return data;
});

function publicName(seller: { first_name: string | null; last_name: string | null }, fallback: string) {
  return [seller.first_name, seller.last_name].filter(Boolean).join(" ") || fallback;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/vendeur/[slug]">): Promise<Metadata> {
  const { locale, slug } = await params;
  const seller = await loadSeller(slug);
  if (!seller) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: "profile.sellerPage" });
  const tDash = await getTranslations({ locale: locale as Locale, namespace: "dashboard" });
  return {
    title: t("metaTitle", { name: publicName(seller, tDash("userFallback")) }),
    description: seller.public_bio?.slice(0, 160) ?? undefined,
  };
}

/** A seller's public page (§2 /vendeur/{slug}): only when they turned it on; otherwise 404. */
export default async function SellerPage({ params, searchParams }: PageProps<"/[locale]/vendeur/[slug]">) {
  const { locale, slug } = await params;
  const pageText = (await searchParams).page;
  const page = pageFromQuery(typeof pageText === "string" ? pageText : undefined);
  setRequestLocale(locale as Locale);
  const seller = await loadSeller(slug);
  if (!seller) notFound();
  const t = await getTranslations("profile.sellerPage");
  const name = publicName(seller, (await getTranslations("dashboard"))("userFallback"));
  const tCatalogue = await getTranslations("catalogue.seller");
  const { rows: businesses, total, pageSize } = await listSellerBusinesses(createPublicClient(), seller.id, page);
  // A page past the last one (an old link, a typed number) is not a page of this seller's.
  if (page > 1 && businesses.length === 0) notFound();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <Avatar src={seller.avatar_url} name={name} size="3xl" drawnPx={96} className="size-24 text-3xl" />
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
            {t("badge")}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
        </div>
      </div>
      <TitledSection id="seller-about" title={t("about")} className="mt-10">
        {seller.public_bio ? (
          // A bio is written once, in the site's own language.
          <DetailText text={seller.public_bio} inFrench={locale === "en"} />
        ) : (
          <p className="mt-3 text-neutral-600 dark:text-neutral-400">{t("noBio")}</p>
        )}
      </TitledSection>
      <TitledSection id="seller-listings" title={tCatalogue("heading")} className="mt-12">
        {total > 0 ? (
          <ul className="mt-5 grid gap-6 sm:grid-cols-2">
            {businesses.map((business) => (
              <li key={business.id}>
                <BusinessCard business={business} locale={locale as Locale} sizes={PHOTO_SIZES.sellerCards} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-neutral-600 dark:text-neutral-400">{tCatalogue("empty")}</p>
        )}
        <Pagination
          pathname={`/vendeur/${slug}`}
          query={{}}
          page={page}
          pageCount={pageCount(total, pageSize)}
          locale={locale as Locale}
        />
      </TitledSection>
    </div>
  );
}
