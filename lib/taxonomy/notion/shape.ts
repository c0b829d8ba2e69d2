/**
 * The Notion database the sync reads (docs/notion.md): one row per industry or category.
 * - the title property (whatever its name): the French name;
 * - "Nom anglais" (text): the English name, may be empty;
 * - "Secteurs" (relation to the same database): empty for an industry; for a category, its industries
 *   (the first is its own sector, whose valuation benchmark applies).
 */
export const NOTION_PROPERTIES = { nameFr: "Nom", nameEn: "Nom anglais", sectors: "Secteurs" } as const;

/** A category belongs to at most this many industries (the category form's limit). */
export const MAX_SECTORS = 20;

/** One row of the Notion database as the sync reads it. */
export type NotionRow = {
  /** The page's id: what `notion_id` stores. */
  notionId: string;
  nameFr: string;
  nameEn: string | null;
  /** The related pages of "Secteurs", in Notion's order. */
  sectorIds: string[];
  /** Notion listed only the first 25 related pages. */
  sectorsTruncated: boolean;
};
