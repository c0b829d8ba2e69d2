import { localName } from "@/lib/i18n/localized-text";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { ImageLoading } from "@/components/ui/stored-image";
import type { ArticleCard as Article } from "@/lib/blog/types";
import { ArticleCover } from "./article-cover";
import { ArticleMeta } from "./article-meta";

/** An article in a list: cover, categories, title, excerpt, date and reading time; the whole card is the link. */
export function ArticleCard({
  article,
  locale,
  sizes,
  loading,
  headingLevel = 2,
}: {
  article: Article;
  locale: Locale;
  sizes: string;
  loading?: ImageLoading;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article data-testid="article-card" className="group listing-card">
      <ArticleCover article={article} sizes={sizes} loading={loading} />
      <div className="listing-card-body">
        <div>
          {article.categories.length ? (
            <p className="listing-card-category">{article.categories.map((c) => localName(c, locale)).join(" · ")}</p>
          ) : null}
          <Heading className="listing-card-title">
            <Link href={`/blog/${article.slug}`} className="listing-card-link">
              {article.title}
            </Link>
          </Heading>
        </div>
        <p className="text-neutral-700 dark:text-neutral-300">{article.excerpt}</p>
        <ArticleMeta article={article} locale={locale} className="mt-auto" />
      </div>
    </article>
  );
}
