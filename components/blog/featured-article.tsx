import { getTranslations } from "next-intl/server";
import { localName } from "@/lib/i18n/localized-text";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { PHOTO_SIZES } from "@/lib/image-sizes";
import type { ArticleCard } from "@/lib/blog/types";
import { ArticleCover } from "./article-cover";
import { ArticleMeta } from "./article-meta";

/** The article /blog leads with: a large card, cover beside the text from lg. */
export async function FeaturedArticle({ article, locale }: { article: ArticleCard; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "blog" });
  return (
    <section aria-labelledby="featured-article" className="mt-8">
      <article className="group listing-card lg:grid lg:grid-cols-2">
        <ArticleCover article={article} sizes={PHOTO_SIZES.featuredArticle} loading="preload" className="lg:h-full" />
        <div className="flex flex-col gap-4 p-6 lg:p-10">
          <p className="listing-card-category">
            {t("featured")}
            {article.categories.length ? ` · ${article.categories.map((c) => localName(c, locale)).join(" · ")}` : ""}
          </p>
          <h2
            id="featured-article"
            className="text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl dark:text-white"
          >
            <Link href={`/blog/${article.slug}`} className="listing-card-link">
              {article.title}
            </Link>
          </h2>
          <p className="text-lg text-neutral-700 dark:text-neutral-300">{article.excerpt}</p>
          <ArticleMeta article={article} locale={locale} className="mt-auto" />
        </div>
      </article>
    </section>
  );
}
