/** The app's taxonomy types (spec §3), independent of how the API nests its rows. */

export type Industry = {
  id: number;
  name_fr: string;
  name_en: string | null;
  notion_id: string | null;
};

/** A category as listed under an industry. */
export type CategorySummary = { id: number; name_fr: string };

/** An industry as linked to a category. */
export type IndustrySummary = { id: number; name_fr: string };

export type IndustryWithCategories = Industry & { categories: CategorySummary[] };

export type Category = {
  id: number;
  name_fr: string;
  name_en: string | null;
  created_at: string;
  updated_at: string;
  industries: IndustrySummary[];
};

/** French alphabetical order, as the lists are shown (spec §4). */
export function byFrenchName(a: { name_fr: string }, b: { name_fr: string }): number {
  return a.name_fr.localeCompare(b.name_fr, "fr");
}
