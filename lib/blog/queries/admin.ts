import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import { pageOf } from "@/lib/supabase/page";
import type { Page } from "@/lib/http/paging";
import type { ArticleValues } from "@/lib/blog/schema";
import type { ArticleStatus, BlogAuthor } from "@/lib/blog/types";

/** An article as the back office's table lists it. */
export type ArticleRow = {
  id: number;
  status: ArticleStatus;
  title_fr: string;
  slug_fr: string;
  title_en: string | null;
  slug_en: string | null;
  published_at: string | null;
  updated_at: string;
  featured: boolean;
  author: { name: string } | null;
};

export const ARTICLE_SORTS = ["updated_at", "published_at", "title_fr", "status"] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

const PAGE_SIZE = 25;

/** One page of every article (administrators read them all), sorted and filtered by status and words. */
export async function listArticlesForAdmin(
  client: Client,
  {
    sort,
    dir,
    page,
    status,
    q,
  }: { sort: ArticleSort; dir: "asc" | "desc"; page: number; status?: ArticleStatus; q?: string },
): Promise<Page<ArticleRow>> {
  const words = q?.replace(/[%_,()"\\]/g, " ").trim();
  const articles = (options?: { head: true }) => {
    let query = client
      .from("blog_articles")
      .select(
        "id, status, title_fr, slug_fr, title_en, slug_en, published_at, updated_at, featured, author:blog_authors(name)",
        { count: "exact", ...options },
      );
    if (status) query = query.eq("status", status);
    if (words) query = query.or(`title_fr.ilike.%${words}%,title_en.ilike.%${words}%`);
    return query;
  };
  const from = (page - 1) * PAGE_SIZE;
  return pageOf(
    await articles()
      .order(sort, { ascending: dir === "asc", nullsFirst: false })
      .order("id", { ascending: false })
      .range(from, from + PAGE_SIZE - 1),
    () => articles({ head: true }),
    { page, pageSize: PAGE_SIZE },
  );
}

/** Every author, by name (the editor's choice). */
export async function listBlogAuthors(client: Client): Promise<BlogAuthor[]> {
  const { data, error } = await client
    .from("blog_authors")
    .select("id, slug, name, role_fr, role_en, bio_fr, bio_en, photo_url, photo_alt_fr, photo_alt_en")
    .order("name");
  if (error) raise(error);
  return data ?? [];
}

/** An article with everything its editor shows, or null. */
export async function getArticleForEdit(client: Client, id: number) {
  const { data, error } = await client
    .from("blog_articles")
    .select("*, categories:blog_article_categories(category_id), industries:blog_article_industries(industry_id)")
    .eq("id", id)
    .maybeSingle();
  if (error) raise(error);
  return data;
}

export type ArticleForEdit = NonNullable<Awaited<ReturnType<typeof getArticleForEdit>>>;

/** Creates or updates an article with its categories and sectors (public.save_blog_article, one transaction). */
export async function upsertArticle(
  client: Client,
  values: Omit<ArticleValues, "category_ids" | "industry_ids" | "id"> & { import_key?: string | null },
  { id, categoryIds, industryIds }: { id: number | null; categoryIds: number[]; industryIds: number[] },
): Promise<{
  id: number;
  slug_fr: string;
  slug_en: string | null;
  status: ArticleStatus;
  published_at: string | null;
}> {
  const { data, error } = await client.rpc("save_blog_article", {
    // null creates (the generated type cannot say that a bigint argument takes null).
    p_id: id as number,
    p_article: values,
    p_category_ids: categoryIds,
    p_industry_ids: industryIds,
  });
  if (error) raise(error);
  const { data: saved, error: readError } = await client
    .from("blog_articles")
    .select("id, slug_fr, slug_en, status, published_at")
    .eq("id", Number(data))
    .single();
  if (readError) raise(readError);
  return saved;
}

/** Sets an article's status (the database refuses what its rules forbid). */
export async function setArticleStatus(client: Client, id: number, status: ArticleStatus): Promise<boolean> {
  const { data, error } = await client.from("blog_articles").update({ status }).eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}

/** Deletes an article (its links go with it). */
export async function deleteArticle(client: Client, id: number): Promise<boolean> {
  const { data, error } = await client.from("blog_articles").delete().eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}
