import "server-only";
import { LISTING_IMAGES_BUCKET } from "@/lib/listings/photos";
import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

/** What an import matches an article's names against: categories, industries, authors, and the slugs taken. */
export async function loadImportChoices(client: Client) {
  const [categories, industries, authors, slugs] = await Promise.all([
    client.from("blog_categories").select("id, slug_fr, slug_en, name_fr, name_en"),
    client.from("entreprise_industries").select("id, name_fr, name_en"),
    client.from("blog_authors").select("id, slug, name"),
    client.from("blog_articles").select("id, slug_fr, slug_en"),
  ]);
  for (const r of [categories, industries, authors, slugs]) if (r.error) raise(r.error);
  return {
    categories: categories.data ?? [],
    industries: industries.data ?? [],
    authors: authors.data ?? [],
    slugs: slugs.data ?? [],
  };
}

/** The articles an earlier import made, by their import keys, with their categories and industries. */
export async function listImportedArticles(client: Client, importKeys: string[]) {
  if (importKeys.length === 0) return [];
  const { data, error } = await client
    .from("blog_articles")
    .select("*, categories:blog_article_categories(category_id), industries:blog_article_industries(industry_id)")
    .in("import_key", importKeys);
  if (error) raise(error);
  return data;
}

/** Stores an imported image (WebP) at its path; the same bytes already there are fine. */
export async function storeImportedImage(client: Client, path: string, webp: Buffer): Promise<void> {
  const { error } = await client.storage
    .from(LISTING_IMAGES_BUCKET)
    .upload(path, webp, { contentType: "image/webp", upsert: true });
  if (error && !/exists|duplicate/i.test(error.message)) raise(error);
}
