import "server-only";
import type { InvitationRow } from "@/lib/accounts/queries/invitations";
import { fromJson, localeOf } from "@/lib/supabase/db-values";
import { raise } from "@/lib/supabase/errors";
import type { Client, TablesInsert, TablesUpdate } from "@/lib/supabase/types";

/** Keys per lookup: a list in the URL stays well under its limit. */
const LOOKUP_CHUNK = 200;
/** Keys per call of a function that takes an array. */
const EXISTING_CHUNK = 1000;

/** A row an import finds already there: its id and the columns it compares (the engine's `Existing`). */
type Found = Record<string, unknown> & { id: number; import_ref: string | null };

/** Reads `keys` a chunk at a time and joins what each chunk found. */
async function inChunks<K, T>(keys: readonly K[], size: number, read: (chunk: K[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += size) found.push(...(await read(keys.slice(i, i + size))));
  return found;
}

/** The accounts of these e-mail addresses. */
export function listAccountsByEmail(client: Client, emails: readonly string[]) {
  return inChunks(emails, LOOKUP_CHUNK, async (chunk) => {
    const { data, error } = await client.from("profiles").select("id, email").in("email", chunk);
    if (error) raise(error);
    return data;
  });
}

/** The regions, by every name a file may give them. */
export async function listImportRegions(client: Client) {
  const { data, error } = await client.from("regions").select("id, code, slug, name_fr, name_en");
  if (error) raise(error);
  return data;
}

/** A list of names a file refers to (categories, industries). */
export async function listImportNames(client: Client, table: "entreprise_categories" | "entreprise_industries") {
  const { data, error } = await client.from(table).select("id, name_fr, name_en");
  if (error) raise(error);
  return data;
}

/** The businesses these import references already name (import_existing_entreprises). */
export function listExistingBusinesses(client: Client, refs: readonly string[]) {
  return inChunks(refs, EXISTING_CHUNK, async (chunk) => {
    const { data, error } = await client.rpc("import_existing_entreprises", { p_refs: chunk });
    if (error) raise(error);
    return fromJson<Found[]>(data);
  });
}

/** The properties these keys name, by import reference or slug (import_existing_immobilier). */
export function listExistingProperties(client: Client, keys: readonly string[]) {
  return inChunks(keys, EXISTING_CHUNK, async (chunk) => {
    const { data, error } = await client.rpc("import_existing_immobilier", { p_keys: chunk });
    if (error) raise(error);
    return fromJson<(Found & { slug: string })[]>(data);
  });
}

/** Writes new listings of a file: submitted for review (an empty slug is made by the table's trigger). */
export async function insertImportedListings(
  client: Client,
  rows:
    | { table: "entreprises"; rows: Omit<TablesInsert<"entreprises">, "slug" | "status">[] }
    | { table: "immobilier"; rows: Omit<TablesInsert<"immobilier">, "slug" | "status">[] },
): Promise<void> {
  const submitted = { slug: "", status: "submitted" as const };
  const { error } =
    rows.table === "entreprises"
      ? await client.from("entreprises").insert(rows.rows.map((row) => ({ ...row, ...submitted })))
      : await client.from("immobilier").insert(rows.rows.map((row) => ({ ...row, ...submitted })));
  if (error) raise(error);
}

/** Updates a listing a file names again. */
export async function updateImportedListing(
  client: Client,
  id: number,
  row:
    | { table: "entreprises"; values: TablesUpdate<"entreprises"> }
    | { table: "immobilier"; values: TablesUpdate<"immobilier"> },
): Promise<void> {
  const { error } =
    row.table === "entreprises"
      ? await client.from("entreprises").update(row.values).eq("id", id)
      : await client.from("immobilier").update(row.values).eq("id", id);
  if (error) raise(error);
}

/** The plan of each owner given, its active listings and their limit (import_plan_room). */
export function listPlanRooms(client: Client, owners: readonly string[]) {
  return inChunks(owners, EXISTING_CHUNK, async (chunk) => {
    const { data, error } = await client.rpc("import_plan_room", { p_owners: chunk });
    if (error) raise(error);
    return data;
  });
}

const INVITATION_COLUMNS = "id, email, first_name, last_name, phone, locale, industry_ids, is_admin";
type ImportedInvitation = Pick<
  InvitationRow,
  "email" | "first_name" | "last_name" | "phone" | "locale" | "industry_ids" | "is_admin"
>;

/** The invitations of these e-mail addresses. */
export function listInvitationsByEmail(client: Client, emails: readonly string[]) {
  return inChunks(emails, LOOKUP_CHUNK, async (chunk) => {
    const { data, error } = await client.from("invitations").select(INVITATION_COLUMNS).in("email", chunk);
    if (error) raise(error);
    return data;
  });
}

/** Writes new invitations; returns what sending their e-mail needs. */
export async function insertInvitations(client: Client, rows: ImportedInvitation[]) {
  const { data, error } = await client
    .from("invitations")
    .insert(rows)
    .select("id, email, first_name, locale, expires_at, send_count");
  if (error) raise(error);
  return data.map((row) => ({ ...row, locale: localeOf(row.locale) }));
}

/** Updates an invitation (the e-mail is its key: everything else may change). */
export async function updateInvitation(
  client: Client,
  id: number,
  values: Omit<ImportedInvitation, "email">,
): Promise<void> {
  const { error } = await client.from("invitations").update(values).eq("id", id);
  if (error) raise(error);
}
