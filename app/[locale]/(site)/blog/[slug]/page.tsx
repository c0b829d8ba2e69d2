import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { ArticleBody } from "@/components/blog/article-body";
import { ArticleCard } from "@/components/blog/article-card";
import { ArticleCover } from "@/components/blog/article-cover";
import { ArticleMeta } from "@/components/blog/article-meta";
import { AuthorCard } from "@/components/blog/author-card";
import { SectorListings } from "@/components/blog/sector-listings";
import { ShareLinks } from "@/components/blog/share-links";
import { TableOfContents } from "@/components/blog/table-of-contents";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { JsonLd } from "@/components/ui/json-ld";
import { articleAlternates, articleUrl } from "@/lib/blog/article-urls";
import { articleTree, tableOfContents } from "@/lib/blog/markdown";
import { getArticleBySlug, listRelatedArticles } from "@/lib/blog/queries/public";
import { requireAdmin } from "@/lib/auth/guards";
import { PHOTO_SIZES } from "@/lib/image-sizes";
import { localName } from "@/lib/i18n/localized-text";
import { pageLocale } from "@/lib/i18n/page-locale";
import { absoluteUrl, localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { defaultShareImage, pageMetadata } from "@/lib/site/metadata";
import { createPublicClient } from "@/lib/supabase/public";
import { createClient } from "@/lib/supabase/server";
import { publicEnv } from "@/lib/env";
import { RelatedSection } from "@/components/content/titled-section";

type Props = PageProps<"/[locale]/blog/[slug]">;

/**
 * The article a request names. `?apercu=1` is an administrator's preview: read with their session,
 * so drafts and scheduled articles show. (The cached copy never has a query, so never reads a session.)
 */
const loadArticle = cache(async (locale: Locale, slug: string, preview: boolean) => {
  if (preview) await requireAdmin();
  const client = preview ? await createClient() : createPublicClient();
  return getArticleBySlug(client, locale, slug);
});

async function readProps({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const preview = (await searchParams).apercu === "1";
  return { locale, slug, preview, found: await loadArticle(locale, slug, preview) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, preview, found } = await readProps(props);
  if (!found) return {};
  const { article } = found;
  const title = article.seoTitle || article.title;
  const description = article.seoDescription || article.excerpt;
  const base = pageMetadata({ locale, path: `/blog/${article.slug}`, title, description });
  return {
    ...base,
    alternates: {
      canonical: localizedPath(locale, `/blog/${article.slug}`),
      languages: articleAlternates(article.slugs),
    },
    openGraph: {
      ...base.openGraph,
      type: "article",
      publishedTime: article.publishedAt,
      ...(article.revisedAt ? { modifiedTime: article.revisedAt } : {}),
      ...(article.authorName ? { authors: [article.authorName] } : {}),
      images: article.coverUrl
        ? [{ url: article.coverUrl, alt: article.coverAlt || title }]
        : [{ ...defaultShareImage(locale), alt: title }],
    },
    ...(preview ? { robots: { index: false, follow: false } } : {}),
  };
}

/** /blog/{slug}: a public article in the page's language (an administrator previews any with ?apercu=1). */
export default async function ArticlePage(props: Props) {
  const { locale, slug, preview, found } = await readProps(props);
  if (!found) notFound();
  const { article, language } = found;
  // A slug of the other language, or an English page of an article that has none: its own address.
  const ownSlug = locale === "en" ? article.slugs.en : article.slugs.fr;
  if (!ownSlug) permanentRedirect(localizedPath("fr", `/blog/${article.slugs.fr}`));
  if (language !== locale || ownSlug !== slug)
    permanentRedirect(`${localizedPath(locale, `/blog/${ownSlug}`)}${preview ? "?apercu=1" : ""}`);
  const t = await getTranslations("blog");
  const tree = articleTree(article.body);
  const toc = tableOfContents(tree);
  const client = createPublicClient();
  const related = await listRelatedArticles(client, {
    locale,
    articleId: article.id,
    categoryIds: article.categories.map((c) => c.id),
  });
  const url = articleUrl(locale, article.slug);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.seoDescription || article.excerpt,
    datePublished: article.publishedAt,
    dateModified: article.revisedAt ?? article.publishedAt,
    inLanguage: locale === "fr" ? "fr-CA" : "en-CA",
    mainEntityOfPage: url,
    url,
    image: article.coverUrl ?? new URL(defaultShareImage(locale).url, publicEnv().NEXT_PUBLIC_SITE_URL).toString(),
    ...(article.author ? { author: { "@type": "Person", name: article.author.name } } : {}),
    publisher: { "@type": "Organization", name: t("publisher"), url: absoluteUrl(locale, "/") },
    wordCount: article.body.split(/\s+/).filter(Boolean).length,
    ...(article.categories.length ? { articleSection: article.categories.map((c) => localName(c, locale)) } : {}),
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <JsonLd data={jsonLd} />
      {preview && article.status !== "published" ? (
        <p
          role="status"
          className="mb-6 rounded-md border border-warning-300 bg-warning-50 px-4 py-3 text-sm text-warning-950 dark:border-warning-700 dark:bg-warning-950 dark:text-warning-50"
        >
          {t("previewNotice", { status: article.status })}
        </p>
      ) : null}
      <Breadcrumbs
        locale={locale}
        label={t("breadcrumb")}
        items={[{ href: "/", label: t("home") }, { href: "/blog", label: t("eyebrow") }, { label: article.title }]}
      />
      <article className="mt-6">
        <header className="max-w-4xl">
          {article.categories.length ? (
            <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-300">
              {article.categories.map((c) => localName(c, locale)).join(" · ")}
            </p>
          ) : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-neutral-950 sm:text-4xl dark:text-white">
            {article.title}
          </h1>
          <p className="mt-4 text-xl text-neutral-700 dark:text-neutral-300">{article.excerpt}</p>
          <ArticleMeta article={article} locale={locale} className="mt-4" />
        </header>
        <ArticleCover
          article={article}
          sizes={PHOTO_SIZES.articleCover}
          loading="preload"
          className="mt-8 max-w-4xl rounded-lg"
        />
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="min-w-0">
            <ArticleBody tree={tree} />
            <div className="mt-12 max-w-prose space-y-8">
              <ShareLinks url={url} title={article.title} locale={locale} />
              {article.author ? <AuthorCard author={article.author} locale={locale} /> : null}
            </div>
          </div>
          <aside className="order-first lg:order-none">
            <div className="lg:sticky lg:top-24">
              <TableOfContents entries={toc} title={t("toc")} />
            </div>
          </aside>
        </div>
      </article>
      {related.length ? (
        <RelatedSection id="article-related" title={t("related")}>
          {related.map((other) => (
            <li key={other.id}>
              <ArticleCard article={other} locale={locale} sizes={PHOTO_SIZES.similarCards} headingLevel={3} />
            </li>
          ))}
        </RelatedSection>
      ) : null}
      <SectorListings client={client} industryIds={article.industryIds} locale={locale} />
    </div>
  );
}
