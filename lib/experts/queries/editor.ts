import type { ExpertValues } from "@/lib/experts/schema";
import { raise } from "@/lib/supabase/errors";
import { EXPERT_LANGUAGES } from "@/lib/experts/schema";
import { expertPhotoPath } from "@/lib/listings/photos";
import type { Client } from "@/lib/supabase/types";
import { oneOf, pgArray } from "@/lib/supabase/db-values";
import { listArgs, removeListingPhotos, saveItemRow, workspacePage } from "@/lib/listings/queries/items";
import type { EditMeta, WorkspaceListQuery, WorkspaceRowMeta } from "@/lib/listings/queries/items";
import { withTotalPastTheEnd } from "@/lib/supabase/page";

export type WorkspaceExpertRow = WorkspaceRowMeta & {
  name: string;
  company: string | null;
  status: "draft" | "submitted" | "rejected" | "published" | "archived";
  profession: ExpertValues["profession"];
  professions: ExpertValues["professions"];
  region_ids: number[];
  city: string | null;
  photo_url: string | null;
};

/** One page of expert profiles and how many match. `profession` filters any of an expert's professions. */
export const listWorkspaceExperts = withTotalPastTheEnd(async function listWorkspaceExperts(
  client: Client,
  q: WorkspaceListQuery & { profession?: string },
): Promise<{ rows: WorkspaceExpertRow[]; total: number }> {
  const { data, error } = await client.rpc("list_workspace_experts", {
    ...listArgs(q),
    p_profession: q.profession ?? undefined,
  });
  if (error) raise(error);
  return workspacePage(data, (r) => r);
});

const EXPERT_EDIT_COLUMNS =
  "id, slug, owner_id, status, featured, name, profession, professions, company, region_ids, languages, phone, email, website, city, licence_body, licence_number, bio_fr, bio_en, photo_url, updated_at, submitted_at, published_at, rejection_reason";

export type ExpertForEdit = ExpertValues & Omit<EditMeta, "status"> & { status: WorkspaceExpertRow["status"] };

/** An expert profile for its owner or an admin (null for anyone else). */
export async function getExpertForEdit(
  client: Client,
  id: number,
  userId: string,
  isAdmin: boolean,
): Promise<ExpertForEdit | null> {
  const { data, error } = await client.from("experts").select(EXPERT_EDIT_COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  if (!data) return null;
  if (data.owner_id !== userId && !isAdmin) return null;
  // languages is text[], restricted to EXPERT_LANGUAGES by the table's check constraint.
  return { ...data, languages: data.languages.map((language) => oneOf(EXPERT_LANGUAGES, language)) };
}

/**
 * Creates (no id) or updates an expert profile; returns its id and slug. A photo replaced or
 * removed leaves Storage once the profile no longer refers to it.
 */
export async function upsertExpert(
  client: Client,
  ownerId: string,
  values: ExpertValues,
): Promise<{ id: number; slug: string }> {
  const { id, professions, ...rest } = values;
  // A PostgreSQL array literal for the enum array: @supabase/lite mangles a JSON array there (see pgArray).
  const columns = { ...rest, professions: pgArray(professions) };
  let before: { path: string | null; owner: string } | null = null;
  if (id) {
    const { data, error } = await client.from("experts").select("photo_url, owner_id").eq("id", id).maybeSingle();
    if (error) raise(error);
    if (data) before = { path: expertPhotoPath(data.photo_url), owner: data.owner_id };
  }
  const data = await saveItemRow(client, "experts", ownerId, id, columns);
  if (before?.path && before.path !== expertPhotoPath(values.photo_url))
    await removeListingPhotos(client, [before.path], before.owner);
  return data;
}
