import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";

/** A former address of a renamed term: the slug it had, and the term's id. */
export type FormerSlug = { slug: string; id: number };

/** The slugs industries and business categories had before a rename (old links lead to them). */
export async function listFormerSlugs(client: Client): Promise<{ industries: FormerSlug[]; categories: FormerSlug[] }> {
  const [industries, categories] = await Promise.all([
    client.from("entreprise_industry_former_slugs").select("slug, industry_id"),
    client.from("entreprise_category_former_slugs").select("slug, category_id"),
  ]);
  if (industries.error) raise(industries.error);
  if (categories.error) raise(categories.error);
  return {
    industries: (industries.data ?? []).map((row) => ({ slug: row.slug, id: Number(row.industry_id) })),
    categories: (categories.data ?? []).map((row) => ({ slug: row.slug, id: Number(row.category_id) })),
  };
}

/** The business category a former slug leads to, or null. */
export async function categoryIdByFormerSlug(client: Client, slug: string): Promise<number | null> {
  const { data, error } = await client
    .from("entreprise_category_former_slugs")
    .select("category_id")
    .eq("slug", slug)
    .maybeSingle();
  if (error) raise(error);
  return data ? Number(data.category_id) : null;
}
