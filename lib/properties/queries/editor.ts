import { raise } from "@/lib/supabase/errors";
import type { PropertyValues } from "@/lib/properties/schema";
import type { Client } from "@/lib/supabase/types";
import { editorImages, imagesFromJson } from "@/lib/listings/photos";
import { listArgs, listingCounts, saveItemRow, workspacePage } from "@/lib/listings/queries/items";
import type { ListingForEdit, WorkspaceListQuery, ListingRowMeta } from "@/lib/listings/queries/items";
import { withTotalPastTheEnd } from "@/lib/supabase/page";

export type WorkspacePropertyRow = ListingRowMeta & {
  property_type: PropertyValues["property_type"];
  transaction_type: PropertyValues["transaction_type"];
  price: number | null;
  lease_rate: number | null;
  lease_rate_unit: "per_month" | "per_sqft_year" | null;
  stale_since: string | null;
};

const amount = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** One page of properties with their counts (views 7/30 days, inquiries), and how many match. `categoryId` is unused; `propertyType` filters. */
export const listWorkspaceProperties = withTotalPastTheEnd(async function listWorkspaceProperties(
  client: Client,
  q: WorkspaceListQuery & { propertyType?: string },
): Promise<{ rows: WorkspacePropertyRow[]; total: number }> {
  const { data, error } = await client.rpc("list_workspace_immobilier", {
    ...listArgs(q),
    p_property_type: q.propertyType ?? undefined,
  });
  if (error) raise(error);
  return workspacePage(data, (r) => ({
    ...listingCounts(r),
    images: imagesFromJson(r.images),
    price: amount(r.price),
    lease_rate: amount(r.lease_rate),
  }));
});

const PROPERTY_EDIT_COLUMNS =
  "id, slug, owner_id, status, featured, listed_by, title_fr, title_en, description_fr, description_en, property_type, transaction_type, price, lease_rate, lease_rate_unit, price_on_request, area_sqft, lot_area_sqft, year_built, zoning, address, postal_code, city, province_id, region_id, images, updated_at, submitted_at, published_at, last_confirmed_at, rejection_reason";

export type PropertyForEdit = ListingForEdit<PropertyValues>;

/** A property for its owner or an admin (RLS hides other people's drafts; a public one is not theirs to edit). */
export async function getPropertyForEdit(
  client: Client,
  id: number,
  userId: string,
  isAdmin: boolean,
): Promise<PropertyForEdit | null> {
  const { data, error } = await client.from("immobilier").select(PROPERTY_EDIT_COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  if (data.owner_id !== userId && !isAdmin) return null;
  return { ...data, images: editorImages(data.images), price: amount(data.price), lease_rate: amount(data.lease_rate) };
}

/** Creates (no id) or updates a property; returns its id and slug. */
export async function upsertProperty(
  client: Client,
  ownerId: string,
  values: PropertyValues,
): Promise<{ id: number; slug: string }> {
  const { id, ...columns } = values;
  return saveItemRow(client, "immobilier", ownerId, id, columns);
}
