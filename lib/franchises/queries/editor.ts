import type { FranchiseValues } from "@/lib/franchises/schema";
import { raise } from "@/lib/supabase/errors";
import { expertPhotoPath } from "@/lib/listings/photos";
import type { Client } from "@/lib/supabase/types";
import { withAmounts } from "@/lib/supabase/numbers";
import { listArgs, removeListingPhotos, saveItemRow, workspacePage } from "@/lib/listings/queries/items";
import type { EditMeta, WorkspaceListQuery, WorkspaceRowMeta } from "@/lib/listings/queries/items";
import { deleteListingRevision, getListingRevision, revisionPhotoPaths } from "@/lib/listings/queries/revisions";
import type { PublicationStatus } from "@/lib/listings/types";
import { withTotalPastTheEnd } from "@/lib/supabase/page";

export type WorkspaceFranchiseRow = WorkspaceRowMeta & {
  name: string;
  status: PublicationStatus;
  category_id: number;
  investment_min: number | null;
  logo_url: string | null;
};

/** One page of franchises (the franchisor's own, or every one for an admin) and how many match. */
export const listWorkspaceFranchises = withTotalPastTheEnd(async function listWorkspaceFranchises(
  client: Client,
  q: WorkspaceListQuery & { categoryId?: number },
): Promise<{ rows: WorkspaceFranchiseRow[]; total: number }> {
  const { data, error } = await client.rpc("list_workspace_franchises", {
    ...listArgs(q, false),
    p_category_id: q.categoryId ?? undefined,
  });
  if (error) raise(error);
  return workspacePage(data, (r) => withAmounts(r, ["investment_min"]));
});

const FRANCHISE_EDIT_COLUMNS =
  "id, slug, owner_id, status, featured, name, category_id, description_fr, description_en, investment_min, investment_max, franchise_fee, royalty_percent, advertising_fee_percent, units_count, year_founded, training_support_fr, training_support_en, headquarters_city, website, logo_url, updated_at, submitted_at, published_at, rejection_reason, owner:profiles!franchises_owner_id_fkey(email)";

export type FranchiseForEdit = Omit<FranchiseValues, "id"> &
  Omit<EditMeta, "status"> & { status: PublicationStatus; owner_email: string | null };

/** A franchise as saved, for its owner or an admin (null for anyone else); the editor page lays its pending changes over it. */
export async function getFranchiseForEdit(
  client: Client,
  id: number,
  userId: string,
  isAdmin: boolean,
): Promise<FranchiseForEdit | null> {
  const { data, error } = await client.from("franchises").select(FRANCHISE_EDIT_COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  if (!data || (data.owner_id !== userId && !isAdmin)) return null;
  const { owner, ...saved } = data;
  return withAmounts({ ...saved, owner_email: owner?.email ?? null }, [
    "investment_min",
    "investment_max",
    "franchise_fee",
    "royalty_percent",
    "advertising_fee_percent",
  ]);
}

/**
 * Creates (no id) or updates a franchise; returns its id and slug, and whether its changes wait
 * for review (a published franchise edited by its owner: the table's trigger keeps them aside).
 * The owner's editor sends every field with the pending changes overlaid, so they replace them
 * (withdrawn first; RLS lets only the owner withdraw, so an administrator's save leaves them
 * pending). A logo replaced or removed leaves Storage once nothing refers to it.
 */
export async function upsertFranchise(
  client: Client,
  ownerId: string,
  values: FranchiseValues,
): Promise<{ id: number; slug: string; pendingReview: boolean }> {
  const { id, ...columns } = values;
  let before: { logos: string[]; owner: string } | null = null;
  if (id) {
    const { data, error } = await client.from("franchises").select("logo_url, owner_id").eq("id", id).maybeSingle();
    if (error) raise(error);
    if (data) {
      const withdrawn = await deleteListingRevision(client, "franchise", id);
      const logo = expertPhotoPath(data.logo_url);
      before = { logos: [...(logo ? [logo] : []), ...revisionPhotoPaths(withdrawn)], owner: data.owner_id };
    }
  }
  const data = await saveItemRow<"franchises", { id: number; slug: string; logo_url: string | null }>(
    client,
    "franchises",
    ownerId,
    id,
    columns,
    "id, slug, logo_url",
  );
  const revision = await getListingRevision(client, "franchise", data.id);
  if (before) {
    const kept = new Set([expertPhotoPath(data.logo_url), ...revisionPhotoPaths(revision)]);
    const dropped = before.logos.filter((p) => !kept.has(p));
    if (dropped.length) await removeListingPhotos(client, dropped, before.owner);
  }
  // Waiting for review: the caller's own changes (an administrator's are direct; the owner's stay pending).
  return { id: data.id, slug: data.slug, pendingReview: revision?.ownerId === ownerId };
}
