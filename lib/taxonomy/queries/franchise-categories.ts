import type { Client, TablesUpdate } from "@/lib/supabase/types";
import { FOREIGN_KEY_VIOLATION, QueryError, raise } from "@/lib/supabase/errors";
import { blankToNull } from "@/lib/taxonomy/blank";
import type { FranchiseCategoryTerm } from "@/lib/taxonomy/types";

const COLUMNS = "id, slug, name_fr, name_en";

export type FranchiseCategoryInput = { name_fr: string; name_en?: string | null };

/** Every franchise category, by French name (French collation: the column's own). */
export async function listFranchiseCategoryTerms(client: Client): Promise<FranchiseCategoryTerm[]> {
  const { data, error } = await client.from("franchise_categories").select(COLUMNS).order("name_fr");
  if (error) raise(error, "categoriesLoadFailed");
  return data ?? [];
}

/** Adds a franchise category (its slug comes from the French name) and returns the stored row. */
export async function createFranchiseCategory(
  client: Client,
  input: FranchiseCategoryInput,
): Promise<FranchiseCategoryTerm> {
  const { data, error } = await client
    .from("franchise_categories")
    // An empty slug is made from the French name by the table's trigger (unique, kept on renames).
    .insert({ slug: "", name_fr: input.name_fr.trim(), name_en: blankToNull(input.name_en) })
    .select(COLUMNS)
    .maybeSingle();
  if (error) raise(error);
  if (!data) throw new QueryError("The insert returned no row", { key: "categoryNotReadBack" });
  return data;
}

/** Updates the given fields of a franchise category; no row back is a failure (updateReturnedNothing). */
export async function updateFranchiseCategory(
  client: Client,
  id: number,
  fields: Partial<FranchiseCategoryInput>,
): Promise<FranchiseCategoryTerm> {
  const changes: TablesUpdate<"franchise_categories"> = {};
  if (fields.name_fr !== undefined) changes.name_fr = fields.name_fr.trim();
  if (fields.name_en !== undefined) changes.name_en = blankToNull(fields.name_en);
  const { data, error } = await client
    .from("franchise_categories")
    .update(changes)
    .eq("id", id)
    .select(COLUMNS)
    .maybeSingle();
  if (error) raise(error);
  if (!data) throw new QueryError(`No franchise category ${id} was updated`, { key: "updateReturnedNothing" });
  return data;
}

/** Deletes a franchise category; one still used by franchises (23503) gives franchiseCategoryInUse. */
export async function deleteFranchiseCategory(client: Client, id: number): Promise<void> {
  const { data, error } = await client.from("franchise_categories").delete().eq("id", id).select("id");
  if (error) raise(error, error.code === FOREIGN_KEY_VIOLATION ? "franchiseCategoryInUse" : null);
  if (!data?.length) throw new QueryError(`No franchise category ${id} was deleted`, { key: "updateReturnedNothing" });
}

/** One franchise category; null when there is no such row. */
export async function getFranchiseCategory(client: Client, id: number): Promise<FranchiseCategoryTerm | null> {
  const { data, error } = await client.from("franchise_categories").select(COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  return data;
}
