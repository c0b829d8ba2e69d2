import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/page-header";
import { ArticleCard } from "@/components/blog/article-card";
import { CategoryFilter } from "@/components/blog/category-filter";
import { FeaturedArticle } from "@/components/blog/featured-article";
import { InvalidFiltersNotice } from "@/components/ui/list-notices";
import { ListResults } from "@/components/ui/list-results";
import { parseBlogQuery } from "@/lib/blog/list-query";
import { getFeaturedArticle, listBlogCategories, listPublicArticles } from "@/lib/blog/queries/public";
import { PHOTO_SIZES } from "@/lib/image-sizes";
import { pageCount } from "@/lib/http/paging";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizedPath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/site/metadata";
import { createPublicClient } from "@/lib/supabase/public";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "blog" });
  const metadata = pageMetadata({ locale, path: "/blog", title: t("metaTitle"), description: t("metaDescription") });
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { "application/rss+xml": localizedPath(locale, "/blog/rss.xml") } },
  };
}

/** /blog: the featured article, then the others newest first, by category, in pages; the RSS feed. */
export default async function BlogPage({ params, searchParams }: PageProps<"/[locale]/blog">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("blog");
  const client = createPublicClient();
  const categories = await listBlogCategories(client);
  const parsed = parseBlogQuery(await searchParams, categories, locale);
  // The featured article leads page 1 and stays out of the list on every page, so pages do not shift.
  const lead = parsed.category ? null : await getFeaturedArticle(client, locale);
  const featured = parsed.page === 1 ? lead : null;
  const result = await listPublicArticles(client, {
    locale,
    categoryId: parsed.category?.id,
    page: parsed.page,
    exclude: lead?.id,
  });
  const invalid = parsed.invalid.length
    ? t("invalidFilters", { fields: parsed.invalid.map((key) => t(`filters.${key}`)).join(", ") })
    : null;
  return (
    <>
      <PageHeader
        width="wide"
        eyebrow={t("eyebrow")}
        title={t("title")}
        intro={
          <>
            <p>{t("intro")}</p>
            <p className="mt-3 text-base">
              <a
                href={localizedPath(locale, "/blog/rss.xml")}
                type="application/rss+xml"
                className="text-secondary-800 underline dark:text-secondary-300"
              >
                {t("rss")}
              </a>
            </p>
          </>
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <CategoryFilter categories={categories} current={parsed.category?.id ?? null} locale={locale} />
        <InvalidFiltersNotice text={invalid} />
        {featured ? <FeaturedArticle article={featured} locale={locale} /> : null}
        <ListResults
          count={t("resultCount", { count: result.total })}
          empty={
            result.rows.length === 0 && !featured
              ? { title: t("empty.title"), text: t("empty.text"), reset: t("empty.reset") }
              : null
          }
          pathname="/blog"
          query={parsed.query}
          page={parsed.page}
          pageCount={pageCount(result.total, result.pageSize)}
          locale={locale}
        >
          {result.rows.map((article, index) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                locale={locale}
                sizes={PHOTO_SIZES.wideCards}
                loading={!featured && index < 2 ? "eager" : "lazy"}
                headingLevel={3}
              />
            </li>
          ))}
        </ListResults>
      </div>
    </>
  );
}
