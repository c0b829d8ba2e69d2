import "server-only";
import { unstable_cache } from "next/cache";
import { TAGS } from "@/lib/cache-tags";
import { listCategoryPages } from "@/lib/taxonomy/queries/category-pages";
import { listFormerSlugs, type FormerSlug } from "@/lib/taxonomy/queries/former-slugs";
import { listIndustries } from "@/lib/taxonomy/queries/industries";
import { listProvinces } from "@/lib/taxonomy/queries/provinces";
import { listRegions } from "@/lib/taxonomy/queries/regions";
import { slugify } from "@/lib/slug";
import { createPublicClient } from "@/lib/supabase/public";
import type { FilterOption, FilterRefs } from "./types";

/** The filter choices read now (no cache): for server actions, which run outside a page render. */
export async function loadFilterRefs(): Promise<FilterRefs> {
  const client = createPublicClient();
  const [industries, categories, regions, provinces, former] = await Promise.all([
    listIndustries(client),
    listCategoryPages(client),
    listRegions(client),
    listProvinces(client),
    listFormerSlugs(client),
  ]);
  const pick = ({ id, slug, name_fr, name_en }: FilterOption) => ({ id, slug, name_fr, name_en });
  // A renamed term carries its former slugs (regions and provinces keep theirs: no one renames them).
  const withFormer = (option: FilterOption, slugs: FormerSlug[]): FilterOption => {
    const kept = slugs.filter((row) => row.id === option.id).map((row) => row.slug);
    return kept.length ? { ...pick(option), former: kept } : pick(option);
  };
  return {
    industries: industries.map((row) => withFormer({ ...row, slug: slugify(row.name_fr) }, former.industries)),
    categories: categories.map((row) => withFormer(row, former.categories)),
    regions: regions.map(pick),
    provinces: provinces.map(pick),
  };
}

/** The choices of the /entreprises filters (industries, categories, regions, provinces); they change rarely, so cached a minute. */
export const getFilterRefs = unstable_cache(loadFilterRefs, ["catalogue-filter-refs"], {
  revalidate: 60,
  tags: [TAGS.taxonomy],
});
