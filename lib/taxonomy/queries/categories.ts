import type { Client, TablesUpdate } from "@/lib/supabase/types";
import { FOREIGN_KEY_VIOLATION, QueryError, raise } from "@/lib/supabase/errors";
import { blankToNull } from "@/lib/taxonomy/blank";
import { byFrenchName, type Category } from "@/lib/taxonomy/types";

/** A category with its links and the linked industries (spec §7). */
const CATEGORY_SELECT =
  "id, name_fr, name_en, created_at, updated_at, entreprise_category_industry_map(industry_id), entreprise_industries(id, name_fr)";

type CategoryRow = Omit<Category, "industries"> & {
  entreprise_category_industry_map?: { industry_id: number }[] | null;
  entreprise_industries: { id: number; name_fr: string }[] | null;
};

export type CategoryInput = {
  name_fr: string;
  name_en?: string | null;
  industry_ids: number[];
  notion_id?: string | null;
};
export type CategoryChanges = {
  name_fr?: string;
  name_en?: string | null;
  industry_ids?: number[];
  notion_id?: string | null;
};

function toCategory(row: CategoryRow): Category {
  const { id, name_fr, name_en, created_at, updated_at } = row;
  return {
    id,
    name_fr,
    name_en,
    created_at,
    updated_at,
    industries: [...(row.entreprise_industries ?? [])].sort(byFrenchName),
  };
}

async function readCategory(client: Client, id: number) {
  return client.from("entreprise_categories").select(CATEGORY_SELECT).eq("id", id).maybeSingle();
}

/**
 * Links a category to each industry (spec §7: one link row per industry id); the first is its
 * own sector (the one whose valuation benchmark applies).
 */
async function insertLinks(client: Client, categoryId: number, industryIds: number[]) {
  const unique = [...new Set(industryIds)];
  if (unique.length === 0) return { error: null };
  return client
    .from("entreprise_category_industry_map")
    .insert(unique.map((industry_id, i) => ({ category_id: categoryId, industry_id, is_primary: i === 0 })));
}

/** Every category with its linked industries, by French name (spec §7); a failure says so (categoriesLoadFailed, §8). */
export async function listCategories(client: Client): Promise<Category[]> {
  const { data, error } = await client.from("entreprise_categories").select(CATEGORY_SELECT).order("name_fr");
  if (error) raise(error, "categoriesLoadFailed");
  return (data ?? []).map(toCategory);
}

/**
 * Adds a category, then its industry links (spec §7). Fails with categoryNotReadBack when
 * the insert reports no error but gives no row back (spec §5). If the links cannot be
 * written, the new category is removed again so that no half-made category stays behind.
 */
export async function createCategory(client: Client, input: CategoryInput): Promise<Category> {
  const { data: created, error } = await client
    .from("entreprise_categories")
    .insert({
      name_fr: input.name_fr.trim(),
      name_en: blankToNull(input.name_en),
      notion_id: blankToNull(input.notion_id),
    })
    .select("id")
    .maybeSingle();
  if (error) raise(error);
  if (!created) throw new QueryError("The insert returned no row", { key: "categoryNotReadBack" });

  const links = await insertLinks(client, created.id, input.industry_ids);
  if (links.error) {
    const undone = await client.from("entreprise_categories").delete().eq("id", created.id);
    if (undone.error) console.error(`[taxonomy] category ${created.id} not removed:`, undone.error.message);
    raise(links.error);
  }

  const { data: row, error: readError } = await readCategory(client, created.id);
  if (readError) raise(readError, "categoryNotReadBack");
  if (!row) throw new QueryError(`Category ${created.id} not found after insert`, { key: "categoryNotReadBack" });
  return toCategory(row);
}

/**
 * Updates a category (spec §5, §7): only the fields that are defined are sent; when
 * industry_ids is given, every link is replaced (delete by category_id, then insert).
 * Fails with updateReturnedNothing when no row comes back (no such category, or not allowed).
 */
export async function updateCategory(client: Client, id: number, changes: CategoryChanges): Promise<Category> {
  const fields: TablesUpdate<"entreprise_categories"> = {};
  if (changes.name_fr !== undefined) fields.name_fr = changes.name_fr.trim();
  if (changes.name_en !== undefined) fields.name_en = blankToNull(changes.name_en);
  if (changes.notion_id !== undefined) fields.notion_id = blankToNull(changes.notion_id);

  const table = client.from("entreprise_categories");
  const { data: updated, error } =
    Object.keys(fields).length > 0
      ? await table.update(fields).eq("id", id).select("id").maybeSingle()
      : await table.select("id").eq("id", id).maybeSingle();
  if (error) raise(error);
  if (!updated) throw new QueryError(`No category ${id} was updated`, { key: "updateReturnedNothing" });

  if (changes.industry_ids !== undefined) {
    const removed = await client.from("entreprise_category_industry_map").delete().eq("category_id", id);
    if (removed.error) raise(removed.error);
    const links = await insertLinks(client, id, changes.industry_ids);
    if (links.error) raise(links.error);
  }

  const { data: row, error: readError } = await readCategory(client, id);
  if (readError) raise(readError);
  if (!row) throw new QueryError(`Category ${id} not found after update`, { key: "updateReturnedNothing" });
  return toCategory(row);
}

/**
 * Deletes a category. A category still used by businesses (PostgreSQL 23503, foreign key
 * violation) gives categoryInUse (spec §8); a delete that removes nothing fails too.
 */
export async function deleteCategory(client: Client, id: number): Promise<void> {
  const { data, error } = await client.from("entreprise_categories").delete().eq("id", id).select("id");
  if (error) raise(error, error.code === FOREIGN_KEY_VIOLATION ? "categoryInUse" : null);
  if (!data?.length) throw new QueryError(`No category ${id} was deleted`, { key: "updateReturnedNothing" });
}

/** A category as its edit form starts: its industries' ids, its own sector (is_primary) first. */
export type CategoryDetail = Category & { industry_ids: number[] };

/** One category with its linked industries; null when there is no such row. */
export async function getCategory(client: Client, id: number): Promise<CategoryDetail | null> {
  const [{ data, error }, links] = await Promise.all([
    readCategory(client, id),
    client.from("entreprise_category_industry_map").select("industry_id, is_primary").eq("category_id", id),
  ]);
  if (error) raise(error, "categoriesLoadFailed");
  if (links.error) raise(links.error, "categoriesLoadFailed");
  if (!data) return null;
  const category = toCategory(data);
  const primary = links.data.find((l) => l.is_primary)?.industry_id;
  const ids = category.industries.map((i) => i.id);
  return { ...category, industry_ids: primary ? [primary, ...ids.filter((i) => i !== primary)] : ids };
}

/** A category as the Notion sync compares it: its Notion page and its industries' ids, its own sector first. */
export type SyncedCategory = {
  id: number;
  name_fr: string;
  name_en: string | null;
  notion_id: string | null;
  industry_ids: number[];
};

/** Every category with its Notion id and industry links (own sector first), by French name. */
export async function listCategoriesForSync(client: Client): Promise<SyncedCategory[]> {
  const { data, error } = await client
    .from("entreprise_categories")
    .select("id, name_fr, name_en, notion_id, entreprise_category_industry_map(industry_id, is_primary)")
    .order("name_fr");
  if (error) raise(error, "categoriesLoadFailed");
  return data.map(({ entreprise_category_industry_map: links, ...category }) => ({
    ...category,
    industry_ids: [...links]
      .sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.industry_id - b.industry_id)
      .map((l) => l.industry_id),
  }));
}
