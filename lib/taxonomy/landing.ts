import "server-only";
import { cache } from "react";
import { getCategoryBySlug } from "@/lib/taxonomy/queries/category-pages";
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
