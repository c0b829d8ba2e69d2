import type { ArticleForEdit } from "@/lib/blog/queries/admin";
import type { ArticleInput } from "@/lib/blog/schema";
import { montrealWallClock } from "@/lib/i18n/format";

/** The editor's values of a saved article, or of a new one (a draft, nothing filled in). */
export function articleEditorValues(article: ArticleForEdit | null): ArticleInput {
  return {
    id: article?.id ?? null,
    status: article?.status ?? "draft",
    published_at: article?.published_at ? montrealWallClock(article.published_at) : "",
    featured: article?.featured ?? false,
    author_id: article?.author_id ? String(article.author_id) : "",
    category_ids: (article?.categories ?? []).map((c) => String(c.category_id)),
    industry_ids: (article?.industries ?? []).map((i) => String(i.industry_id)),
    cover_url: article?.cover_url ?? null,
    cover_alt_fr: article?.cover_alt_fr ?? "",
    cover_alt_en: article?.cover_alt_en ?? "",
    slug_fr: article?.slug_fr ?? "",
    title_fr: article?.title_fr ?? "",
    excerpt_fr: article?.excerpt_fr ?? "",
    body_fr: article?.body_fr ?? "",
    seo_title_fr: article?.seo_title_fr ?? "",
    seo_description_fr: article?.seo_description_fr ?? "",
    slug_en: article?.slug_en ?? "",
    title_en: article?.title_en ?? "",
    excerpt_en: article?.excerpt_en ?? "",
    body_en: article?.body_en ?? "",
    seo_title_en: article?.seo_title_en ?? "",
    seo_description_en: article?.seo_description_en ?? "",
  };
}
