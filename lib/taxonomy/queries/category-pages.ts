import type { Client } from "@/lib/supabase/types";
import type { CategoryPage } from "@/lib/taxonomy/types";
import { slugify } from "@/lib/slug";
import { raise } from "@/lib/supabase/errors";

/** Every business category with the slug of its French name (spec §2 footer links, /entreprises/categories/{slug}). */
export async function listCategoryPages(client: Client): Promise<CategoryPage[]> {
  const { data, error } = await client.from("entreprise_categories").select("id, name_fr, name_en").order("name_fr");
  if (error) raise(error);
  return (data ?? []).map((c) => ({ ...c, slug: slugify(c.name_fr) }));
}

/** A business category by the slug of its French name; null for an unknown slug. */
export async function getCategoryBySlug(client: Client, slug: string): Promise<CategoryPage | null> {
  return (await listCategoryPages(client)).find((category) => category.slug === slug) ?? null;
}
