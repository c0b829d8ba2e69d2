import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound, redirect } from "next/navigation";
import { localName } from "@/lib/i18n/localized-text";
import { BusinessLanding } from "@/components/businesses/business-landing";
import { localizedPath } from "@/lib/i18n/paths";
import { loadCategory, renamedCategorySlug } from "@/lib/taxonomy/landing";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/entreprises/categories/[slug]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const category = await loadCategory((await params).slug);
  if (!category) return {};
  const t = await getTranslations({ locale, namespace: "landing.category" });
  const name = localName(category, locale);
  return pageMetadata({
    locale,
    path: `/entreprises/categories/${category.slug}`,
    title: t("title", { name }),
    description: t("intro", { name }),
  });
}

/** /entreprises/categories/{slug}: the businesses for sale in one category (slug of its French name). */
export default async function CategoryPage({
  params,
  searchParams,
}: PageProps<"/[locale]/entreprises/categories/[slug]">) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const category = await loadCategory(slug);
  const query = await searchParams;
  if (!category) {
    // An address from before a rename leads to the category's page at its new address.
    const renamed = await renamedCategorySlug(slug);
    if (!renamed) notFound();
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) for (const one of [value ?? []].flat()) search.append(key, one);
    redirect(`${localizedPath(locale, `/entreprises/categories/${renamed}`)}${search.size ? `?${search}` : ""}`);
  }
  const t = await getTranslations("landing");
  const name = localName(category, locale);
  return (
    <BusinessLanding
      locale={locale}
      pathname={`/entreprises/categories/${category.slug}`}
      searchParams={query}
      filter={{ categoryIds: [category.id] }}
      refine={{ category: category.slug }}
      eyebrow={t("category.eyebrow")}
      title={t("category.title", { name })}
      intro={t("category.intro", { name })}
    />
  );
}
