import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import type { BlogCategoryValues } from "@/lib/blog/schema";

/** A blog category as the back office lists it, with how many articles use it. */
export type BlogCategoryRow = {
  id: number;
  name_fr: string;
  name_en: string;
  slug_fr: string;
  slug_en: string;
  article_count: number;
};

/** Every blog category with its use (a blog has tens of them: read whole, searched and paged by the page). */
export async function listBlogCategoriesWithUsage(client: Client): Promise<BlogCategoryRow[]> {
  const { data, error } = await client
    .from("blog_categories")
    .select("id, name_fr, name_en, slug_fr, slug_en, articles:blog_article_categories(count)")
    .order("position")
    .order("name_fr");
  if (error) raise(error, "categoriesLoadFailed");
  return (data ?? []).map(({ articles, ...row }) => ({ ...row, article_count: articles[0]?.count ?? 0 }));
}

/** One blog category, or null. */
export async function getBlogCategory(client: Client, id: number) {
  const { data, error } = await client
    .from("blog_categories")
    .select("id, name_fr, name_en, slug_fr, slug_en")
    .eq("id", id)
    .maybeSingle();
  if (error) raise(error);
  return data;
}

/** Adds a category (after the others in the filter's order) or updates one; its id, null when there is no such category. */
export async function saveBlogCategory(
  client: Client,
  id: number | null,
  values: Omit<BlogCategoryValues, "id">,
): Promise<number | null> {
  if (id) {
    const { data, error } = await client.from("blog_categories").update(values).eq("id", id).select("id").maybeSingle();
    if (error) raise(error);
    return data?.id ?? null;
  }
  const { data: last, error: lastError } = await client
    .from("blog_categories")
    .select("position")
    .order("position", { ascending: false })
    .limit(1)
    .maybeSingle();
  if (lastError) raise(lastError);
  const { data, error } = await client
    .from("blog_categories")
    .insert({ ...values, position: Math.min((last?.position ?? 0) + 1, 32767) })
    .select("id")
    .single();
  if (error) raise(error);
  return data.id;
}

/** Deletes a category; one that articles use is refused by the database (23503). False when there was none. */
export async function deleteBlogCategory(client: Client, id: number): Promise<boolean> {
  const { data, error } = await client.from("blog_categories").delete().eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}
