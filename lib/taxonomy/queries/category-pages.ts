import type { Client } from "@/lib/supabase/types";
import type { CategoryPage } from "@/lib/taxonomy/types";
import { slugify } from "@/lib/slug";
import { dataError, fail, ok, type Result } from "@/lib/supabase/errors";

/** Every business category with the slug of its French name (spec §2 footer links, /entreprises/categories/{slug}). */
export async function listCategoryPages(client: Client): Promise<Result<CategoryPage[]>> {
  const { data, error } = await client.from("entreprise_categories").select("id, name_fr, name_en").order("name_fr");
  if (error) return fail(dataError(error));
  return ok((data ?? []).map((c) => ({ ...c, slug: slugify(c.name_fr) })));
}

/** A business category by the slug of its French name; null for an unknown slug. */
export async function getCategoryBySlug(client: Client, slug: string): Promise<Result<CategoryPage | null>> {
  const all = await listCategoryPages(client);
  if (all.error) return all;
  return ok(all.data.find((category) => category.slug === slug) ?? null);
}
