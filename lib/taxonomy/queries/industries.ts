import type { Client, TablesUpdate } from "@/lib/supabase/types";
import { blankToNull } from "@/lib/taxonomy/blank";
import { QueryError, raise } from "@/lib/supabase/errors";
import { byFrenchName, type Industry, type IndustryWithCategories } from "@/lib/taxonomy/types";

const INDUSTRY_COLUMNS = "id, name_fr, name_en, notion_id";

export type IndustryInput = { name_fr: string; name_en?: string | null; notion_id?: string | null };

/** Every industry, by French name (spec §7). */
export async function listIndustries(client: Client): Promise<Industry[]> {
  const { data, error } = await client.from("entreprise_industries").select(INDUSTRY_COLUMNS).order("name_fr");
  if (error) raise(error);
  return data ?? [];
}

/** Every industry with its categories (id, name_fr, name_en), both by French name (spec §7); a failure says so (taxonomyLoadFailed, §8). */
export async function listIndustriesWithCategories(client: Client): Promise<IndustryWithCategories[]> {
  const { data, error } = await client
    .from("entreprise_industries")
    .select(`${INDUSTRY_COLUMNS}, entreprise_categories(id, name_fr, name_en)`)
    .order("name_fr")
    .order("name_fr", { referencedTable: "entreprise_categories" });
  if (error) raise(error, "taxonomyLoadFailed");
  return (data ?? []).map(({ entreprise_categories, ...industry }) => ({
    ...industry,
    categories: [...(entreprise_categories ?? [])].sort(byFrenchName),
  }));
}

/** Adds an industry and returns the stored row. */
export async function createIndustry(client: Client, input: IndustryInput): Promise<Industry> {
  const { data, error } = await client
    .from("entreprise_industries")
    .insert({
      name_fr: input.name_fr.trim(),
      name_en: blankToNull(input.name_en),
      notion_id: blankToNull(input.notion_id),
    })
    .select(INDUSTRY_COLUMNS)
    .single();
  if (error) raise(error);
  return data;
}

/** Updates the given fields of an industry and returns the stored row. */
export async function updateIndustry(client: Client, id: number, fields: Partial<IndustryInput>): Promise<Industry> {
  const changes: TablesUpdate<"entreprise_industries"> = {};
  if (fields.name_fr !== undefined) changes.name_fr = fields.name_fr.trim();
  if (fields.name_en !== undefined) changes.name_en = blankToNull(fields.name_en);
  if (fields.notion_id !== undefined) changes.notion_id = blankToNull(fields.notion_id);
  const query = client.from("entreprise_industries");
  // Nothing to change: read the row back, so the caller still gets it (or learns it is gone).
  const { data, error } =
    Object.keys(changes).length > 0
      ? await query.update(changes).eq("id", id).select(INDUSTRY_COLUMNS).maybeSingle()
      : await query.select(INDUSTRY_COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  if (!data) throw new QueryError(`No industry ${id} was updated`, { key: "updateReturnedNothing" });
  return data;
}

/**
 * Deletes an industry (its category links go with it). A delete that removes nothing (no
 * such row, or refused by row-level security, which filters silently) is a failure too.
 */
export async function deleteIndustry(client: Client, id: number): Promise<void> {
  const { data, error } = await client.from("entreprise_industries").delete().eq("id", id).select("id");
  if (error) raise(error);
  if (!data?.length) throw new QueryError(`No industry ${id} was deleted`, { key: "updateReturnedNothing" });
}

/** One industry; null when there is no such row. */
export async function getIndustry(client: Client, id: number): Promise<Industry | null> {
  const { data, error } = await client
    .from("entreprise_industries")
    .select(INDUSTRY_COLUMNS)
    .eq("id", id)
    .maybeSingle();
  if (error) raise(error);
  return data;
}
