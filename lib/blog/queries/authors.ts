import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import type { BlogAuthorValues } from "@/lib/blog/schema";

/** A blog author as the back office lists it, with how many articles name them. */
export type BlogAuthorRow = {
  id: number;
  name: string;
  slug: string;
  role_fr: string | null;
  role_en: string | null;
  photo_url: string | null;
  article_count: number;
};

/** Every blog author with their article count (a blog has a handful: read whole, searched and paged by the page). */
export async function listBlogAuthorsWithUsage(client: Client): Promise<BlogAuthorRow[]> {
  const { data, error } = await client
    .from("blog_authors")
    .select("id, name, slug, role_fr, role_en, photo_url, articles:blog_articles(count)")
    .order("name");
  if (error) raise(error);
  return (data ?? []).map(({ articles, ...row }) => ({ ...row, article_count: articles[0]?.count ?? 0 }));
}

/** One blog author with everything the form shows, or null. */
export async function getBlogAuthor(client: Client, id: number) {
  const { data, error } = await client
    .from("blog_authors")
    .select("id, name, slug, role_fr, role_en, bio_fr, bio_en, photo_url, photo_alt_fr, photo_alt_en")
    .eq("id", id)
    .maybeSingle();
  if (error) raise(error);
  return data;
}

/** Adds an author or updates one; its id, null when there is no such author. */
export async function saveBlogAuthor(
  client: Client,
  id: number | null,
  values: Omit<BlogAuthorValues, "id">,
): Promise<number | null> {
  const query = id
    ? client.from("blog_authors").update(values).eq("id", id).select("id").maybeSingle()
    : client.from("blog_authors").insert(values).select("id").single();
  const { data, error } = await query;
  if (error) raise(error);
  return data?.id ?? null;
}

/** Deletes an author; one that articles name is refused by the database (23503). False when there was none. */
export async function deleteBlogAuthor(client: Client, id: number): Promise<boolean> {
  const { data, error } = await client.from("blog_authors").delete().eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}
