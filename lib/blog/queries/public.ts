import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import { pageOf } from "@/lib/supabase/page";
import type { Locale } from "@/lib/i18n/routing";
import type { Page } from "@/lib/http/paging";
import { readingMinutes } from "@/lib/blog/reading-time";
import type { ArticleCard, ArticlePage, BlogAuthor, BlogCategory } from "@/lib/blog/types";

/** Articles a list shows per page. */
const ARTICLES_PER_PAGE = 9;

const CATEGORY = "id, slug_fr, slug_en, name_fr, name_en";
const AUTHOR = "id, slug, name, role_fr, role_en, bio_fr, bio_en, photo_url, photo_alt_fr, photo_alt_en";
const CARD =
  `id, status, featured, published_at, cover_url, cover_alt_fr, cover_alt_en, slug_fr, title_fr, excerpt_fr, body_fr, ` +
  `slug_en, title_en, excerpt_en, body_en, author:blog_authors(name), categories:blog_categories(${CATEGORY})`;
const PAGE =
  `${CARD.replace("author:blog_authors(name)", `author:blog_authors(${AUTHOR})`)}, revised_at, seo_title_fr, ` +
  `seo_description_fr, seo_title_en, seo_description_en, industries:blog_article_industries(industry_id)`;

type CardRow = {
  id: number;
  status: ArticlePage["status"];
  featured: boolean;
  published_at: string | null;
  cover_url: string | null;
  cover_alt_fr: string | null;
  cover_alt_en: string | null;
  slug_fr: string;
  title_fr: string;
  excerpt_fr: string;
  body_fr: string;
  slug_en: string | null;
  title_en: string | null;
  excerpt_en: string | null;
  body_en: string | null;
  categories: BlogCategory[];
};

/** The public condition of the policies, said again so an administrator's client lists the same. */
function isPublic<
  Q extends { in: (c: "status", v: ("published" | "scheduled")[]) => Q; lte: (c: "published_at", v: string) => Q },
>(query: Q): Q {
  return query.in("status", ["published", "scheduled"]).lte("published_at", new Date().toISOString());
}

function toCard(row: CardRow & { author: { name: string } | null }, locale: Locale): ArticleCard {
  const en = locale === "en" && row.title_en !== null;
  const body = (en ? row.body_en : row.body_fr) ?? "";
  return {
    id: row.id,
    slug: (en ? row.slug_en : row.slug_fr) ?? row.slug_fr,
    title: (en ? row.title_en : row.title_fr) ?? row.title_fr,
    excerpt: (en ? row.excerpt_en : row.excerpt_fr) ?? "",
    coverUrl: row.cover_url,
    coverAlt: (en ? row.cover_alt_en : row.cover_alt_fr) ?? "",
    publishedAt: row.published_at ?? new Date().toISOString(),
    readingMinutes: readingMinutes(body),
    featured: row.featured,
    categories: row.categories,
    authorName: row.author?.name ?? null,
  };
}

/** Blog categories in their order. */
export async function listBlogCategories(client: Client): Promise<BlogCategory[]> {
  const { data, error } = await client.from("blog_categories").select(CATEGORY).order("position").order("id");
  if (error) raise(error);
  return data ?? [];
}

/**
 * One page of public articles in a language, newest first: the English list holds the articles
 * that have an English version. `categoryId` filters; `exclude` leaves out the featured one.
 */
export async function listPublicArticles(
  client: Client,
  { locale, categoryId, page, exclude }: { locale: Locale; categoryId?: number; page: number; exclude?: number },
): Promise<Page<ArticleCard>> {
  const select = categoryId
    ? CARD.replace(
        `categories:blog_categories(${CATEGORY})`,
        `categories:blog_categories(${CATEGORY}), filter:blog_article_categories!inner(category_id)`,
      )
    : CARD;
  const articles = (options?: { head: true }) => {
    let query = isPublic(client.from("blog_articles").select(select, { count: "exact", ...options }));
    if (locale === "en") query = query.not("title_en", "is", null);
    if (categoryId) query = query.eq("filter.category_id", categoryId);
    if (exclude) query = query.neq("id", exclude);
    return query;
  };
  const from = (page - 1) * ARTICLES_PER_PAGE;
  const result = await pageOf(
    await articles()
      .order("published_at", { ascending: false })
      .order("id", { ascending: false })
      .range(from, from + ARTICLES_PER_PAGE - 1),
    () => articles({ head: true }),
    { page, pageSize: ARTICLES_PER_PAGE },
  );
  const rows = result.rows as unknown as (CardRow & { author: { name: string } | null })[];
  return { ...result, rows: rows.map((row) => toCard(row, locale)) };
}

/** The newest featured public article in a language, or null. */
export async function getFeaturedArticle(client: Client, locale: Locale): Promise<ArticleCard | null> {
  let query = isPublic(client.from("blog_articles").select(CARD)).eq("featured", true);
  if (locale === "en") query = query.not("title_en", "is", null);
  const { data, error } = await query.order("published_at", { ascending: false }).limit(1).maybeSingle();
  if (error) raise(error);
  return data ? toCard(data as unknown as CardRow & { author: { name: string } | null }, locale) : null;
}

type PageRow = CardRow & {
  author: BlogAuthor | null;
  revised_at: string | null;
  seo_title_fr: string | null;
  seo_description_fr: string | null;
  seo_title_en: string | null;
  seo_description_en: string | null;
  industries: { industry_id: number }[];
};

function toPage(row: PageRow, locale: Locale): ArticlePage {
  const en = locale === "en" && row.title_en !== null;
  return {
    ...toCard({ ...row, author: row.author ? { name: row.author.name } : null }, locale),
    body: (en ? row.body_en : row.body_fr) ?? "",
    seoTitle: en ? row.seo_title_en : row.seo_title_fr,
    seoDescription: en ? row.seo_description_en : row.seo_description_fr,
    revisedAt: row.revised_at,
    status: row.status,
    slugs: { fr: row.slug_fr, en: row.title_en !== null ? row.slug_en : null },
    author: row.author,
    industryIds: row.industries.map((i) => i.industry_id),
  };
}

/**
 * The article at /blog/{slug} in a language, as the client may read it (the public sees only public
 * articles; an administrator's client also drafts), or null. `language` says which version the
 * slug named: the page sends a slug of the other language to its own version.
 */
export async function getArticleBySlug(
  client: Client,
  locale: Locale,
  slug: string,
): Promise<{ article: ArticlePage; language: Locale } | null> {
  if (!/^[a-z0-9_-]{1,120}$/.test(slug)) return null;
  const { data, error } = await client
    .from("blog_articles")
    .select(PAGE)
    .or(`slug_fr.eq.${slug},slug_en.eq.${slug}`)
    .limit(2);
  if (error) raise(error);
  const rows = (data ?? []) as unknown as PageRow[];
  const own = rows.find((row) => (locale === "en" ? row.slug_en : row.slug_fr) === slug);
  const row = own ?? rows[0];
  if (!row) return null;
  const language: Locale = row.slug_fr === slug && (locale === "fr" || !own) ? "fr" : "en";
  return { article: toPage(row, locale), language };
}

/** Public articles sharing a category with an article, newest first. */
export async function listRelatedArticles(
  client: Client,
  {
    locale,
    articleId,
    categoryIds,
    limit = 3,
  }: { locale: Locale; articleId: number; categoryIds: number[]; limit?: number },
): Promise<ArticleCard[]> {
  let query = isPublic(
    client
      .from("blog_articles")
      .select(`${CARD}, filter:blog_article_categories!inner(category_id)`)
      .in("filter.category_id", categoryIds.length ? categoryIds : [0]),
  ).neq("id", articleId);
  if (locale === "en") query = query.not("title_en", "is", null);
  const { data, error } = await query.order("published_at", { ascending: false }).limit(limit);
  if (error) raise(error);
  return ((data ?? []) as unknown as (CardRow & { author: { name: string } | null })[]).map((row) =>
    toCard(row, locale),
  );
}

/** The newest public articles of a language with their bodies, for its RSS feed. */
export async function listFeedArticles(client: Client, locale: Locale, limit = 20): Promise<ArticlePage[]> {
  let query = isPublic(client.from("blog_articles").select(PAGE));
  if (locale === "en") query = query.not("title_en", "is", null);
  const { data, error } = await query.order("published_at", { ascending: false }).limit(limit);
  if (error) raise(error);
  return ((data ?? []) as unknown as PageRow[]).map((row) => toPage(row, locale));
}

/** Every public article's slugs and last change, for the sitemaps. */
export async function listSitemapArticles(
  client: Client,
): Promise<{ slug_fr: string; slug_en: string | null; updated_at: string }[]> {
  const { data, error } = await isPublic(client.from("blog_articles").select("slug_fr, slug_en, updated_at"))
    .order("published_at", { ascending: false })
    .limit(5000);
  if (error) raise(error);
  return data ?? [];
}
