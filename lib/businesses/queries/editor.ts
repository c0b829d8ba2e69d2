import { raise } from "@/lib/supabase/errors";
import type { BusinessValues } from "@/lib/businesses/schema";
import type { Client } from "@/lib/supabase/types";
import { editorImages, imagesFromJson } from "@/lib/listings/photos";
import { BUSINESS_AMOUNTS } from "@/lib/businesses/internal/card-select";
import { listArgs, listingCounts, saveItemRow, workspacePage } from "@/lib/listings/queries/items";
import type { ListingForEdit, WorkspaceListQuery, ListingRowMeta } from "@/lib/listings/queries/items";
import { withTotalPastTheEnd } from "@/lib/supabase/page";

export type WorkspaceBusinessRow = ListingRowMeta & {
  asking_price: number | null;
  category_id: number;
  total_count: number;
};

/** One page of businesses with their counts (views 7/30 days, inquiries), and how many match. */
export const listWorkspaceBusinesses = withTotalPastTheEnd(async function listWorkspaceBusinesses(
  client: Client,
  q: WorkspaceListQuery,
): Promise<{ rows: WorkspaceBusinessRow[]; total: number }> {
  const { data, error } = await client.rpc("list_workspace_entreprises", {
    ...listArgs(q),
    p_category_id: q.categoryId ?? undefined,
  });
  if (error) raise(error);
  return workspacePage(data, (r) => ({
    ...listingCounts(r),
    images: imagesFromJson(r.images),
    asking_price: r.asking_price === null ? null : Number(r.asking_price),
  }));
});

const BUSINESS_EDIT_COLUMNS =
  "id, slug, status, featured, listed_by, title_fr, title_en, description_fr, description_en, category_id, province_id, region_id, confidential, asking_price, price_on_request, gross_revenue, cash_flow, ebitda, year_established, employees, real_estate, rent_monthly, inventory_value, equipment_value, sale_structure, home_based, relocatable, franchise_resale, seller_financing, reason_for_selling_fr, reason_for_selling_en, support_training_fr, support_training_en, images, updated_at, submitted_at, published_at, last_confirmed_at, rejection_reason";

export type BusinessForEdit = ListingForEdit<BusinessValues>;

/** A business with its confidential fields, for its owner or an admin (null for anyone else). */
export async function getBusinessForEdit(client: Client, id: number): Promise<BusinessForEdit | null> {
  const { data, error } = await client.from("entreprises").select(BUSINESS_EDIT_COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  const { data: privateRows, error: privateError } = await client.rpc("get_entreprise_private", { p_id: id });
  if (privateError) raise(privateError);
  const privateFields = privateRows?.[0];
  // Only the owner and admins get the confidential fields: anyone else has no business editing.
  if (!privateFields) return null;
  const row = { ...data, images: editorImages(data.images) };
  for (const key of BUSINESS_AMOUNTS) row[key] = row[key] === null ? null : Number(row[key]);
  return { ...row, ...privateFields };
}

/** Creates (no id) or updates a business; returns its id and slug. */
export async function upsertBusiness(
  client: Client,
  ownerId: string,
  values: BusinessValues,
): Promise<{ id: number; slug: string }> {
  const { id, ...columns } = values;
  return saveItemRow(client, "entreprises", ownerId, id, columns);
}
