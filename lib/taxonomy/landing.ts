import "server-only";
import { cache } from "react";
import { getCategoryBySlug, listCategoryPages } from "@/lib/taxonomy/queries/category-pages";
import { categoryIdByFormerSlug } from "@/lib/taxonomy/queries/former-slugs";
import { getProvinceBySlug } from "@/lib/taxonomy/queries/provinces";
import { getRegionBySlug } from "@/lib/taxonomy/queries/regions";
import { SLUG_PATTERN } from "@/lib/slug";
import { createPublicClient } from "@/lib/supabase/public";

/** A landing page's subject by slug, once per request (metadata and page share it); null for a malformed or unknown slug. */
function bySlug<T>(load: (client: ReturnType<typeof createPublicClient>, slug: string) => Promise<T | null>) {
  return cache(async (slug: string): Promise<T | null> => {
    if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null;
    return load(createPublicClient(), slug);
  });
}

export const loadRegion = bySlug(getRegionBySlug);
export const loadProvince = bySlug(getProvinceBySlug);
export const loadCategory = bySlug(getCategoryBySlug);

/** The current slug of the category a former address names (renamed since), or null. */
export async function renamedCategorySlug(slug: string): Promise<string | null> {
  if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null;
  const client = createPublicClient();
  const id = await categoryIdByFormerSlug(client, slug);
  if (id === null) return null;
  return (await listCategoryPages(client)).find((category) => category.id === id)?.slug ?? null;
}
