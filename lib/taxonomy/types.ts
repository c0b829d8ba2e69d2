/** The app's taxonomy types (spec §3), independent of how the API nests its rows. */
import type { Tables } from "@/lib/supabase/types";

export type Industry = Pick<Tables<"entreprise_industries">, "id" | "name_fr" | "name_en" | "notion_id">;

/** A category as listed under an industry. */
type CategorySummary = { id: number; name_fr: string; name_en: string | null };

/** An industry as linked to a category. */
type IndustrySummary = { id: number; name_fr: string };

export type IndustryWithCategories = Industry & { categories: CategorySummary[] };

export type Category = Pick<
  Tables<"entreprise_categories">,
  "id" | "name_fr" | "name_en" | "created_at" | "updated_at"
> & {
  industries: IndustrySummary[];
};

/** French alphabetical order, as the lists are shown (spec §4). */
export function byFrenchName(a: { name_fr: string }, b: { name_fr: string }): number {
  return a.name_fr.localeCompare(b.name_fr, "fr");
}

/** A list with `item` in place of the row with its id (or added), kept in French order: a list after an add or an update (spec §4). */
export function upsertByFrenchName<T extends { id: number; name_fr: string }>(list: readonly T[], item: T): T[] {
  return [...list.filter((existing) => existing.id !== item.id), item].sort(byFrenchName);
}

export type Province = Pick<Tables<"provinces">, "id" | "code" | "slug" | "name_fr" | "name_en">;

export type Region = Pick<Tables<"regions">, "id" | "code" | "slug" | "name_fr" | "name_en" | "province_id">;

export type RegionWithCount = Region & { listing_count: number };

/** A business category as a landing page knows it: its slug is public.slugify(name_fr). */
export type CategoryPage = { id: number; slug: string; name_fr: string; name_en: string | null };

export type RegionRef = Pick<Region, "id" | "slug" | "name_fr" | "name_en">;

export type ProvinceRef = Pick<Province, "id" | "code" | "slug" | "name_fr" | "name_en">;

export type CategoryRef = { id: number; name_fr: string; name_en: string | null };

/**
 * A choice of a reference filter: its slug is what the URL carries; `former`, the slugs a renamed
 * industry or category had before (old links and saved searches still lead to it).
 */
export type FilterOption = { id: number; slug: string; name_fr: string; name_en: string | null; former?: string[] };

/** The choice a slug names, by its current address first, then a former one (`renamed`); null when none. */
export function findFilterOption(
  options: readonly FilterOption[],
  slug: string,
): { option: FilterOption; renamed: boolean } | null {
  const current = options.find((option) => option.slug === slug);
  if (current) return { option: current, renamed: false };
  const renamed = options.find((option) => option.former?.includes(slug));
  return renamed ? { option: renamed, renamed: true } : null;
}
export type FilterRefs = {
  industries: FilterOption[];
  categories: FilterOption[];
  regions: FilterOption[];
  provinces: FilterOption[];
};

/** A franchise category as the back office edits it. */
export type FranchiseCategoryTerm = Pick<Tables<"franchise_categories">, "id" | "slug" | "name_fr" | "name_en">;

/** The three lists of the back office's taxonomy pages, by their table (and route) name. */
export type TaxonomyKind = "entreprise_industries" | "entreprise_categories" | "franchise_categories";
