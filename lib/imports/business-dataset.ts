import "server-only";
import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import { BUSINESS_FIELDS } from "./businesses";
import type { Dataset, Existing, Values } from "./engine";
import { headerKey } from "./values";

const LOOKUP_CHUNK = 200;
const EXISTING_CHUNK = 1000;

type Refs = { categories: Map<string, number>; regions: Map<string, number>; owners: Map<string, string> };

async function loadRefs(client: Client, rows: Values[]): Promise<Refs> {
  const emails = [...new Set(rows.map((v) => v.owner_email).filter((e): e is string => typeof e === "string" && !!e))];
  const [categories, regions] = await Promise.all([
    client.from("entreprise_categories").select("id, name_fr, name_en"),
    client.from("regions").select("id, code, slug, name_fr, name_en"),
  ]);
  if (categories.error) raise(categories.error);
  if (regions.error) raise(regions.error);
  const owners = new Map<string, string>();
  for (let i = 0; i < emails.length; i += LOOKUP_CHUNK) {
    const { data, error } = await client
      .from("profiles")
      .select("id, email")
      .in("email", emails.slice(i, i + LOOKUP_CHUNK));
    if (error) raise(error);
    for (const p of data ?? []) if (p.email) owners.set(p.email.toLowerCase(), p.id);
  }
  const index = <T extends { id: number }>(rows: T[], names: (r: T) => (string | null)[]) =>
    new Map(rows.flatMap((r) => names(r).flatMap((n) => (n ? [[headerKey(n), r.id] as const] : []))));
  return {
    categories: index(categories.data, (c) => [c.name_fr, c.name_en]),
    regions: index(regions.data, (r) => [r.code, r.slug, r.name_fr, r.name_en]),
    owners,
  };
}

/** The row as written to public.entreprises (import_ref is the key). */
const record = (v: Values) => ({
  import_ref: v.reference as string,
  title_fr: v.title_fr as string,
  title_en: (v.title_en as string | null) ?? null,
  category_id: v.category_id as number,
  region_id: (v.region_id as number | null) ?? null,
  city: (v.city as string | null) ?? null,
  postal_code: v.postal_code ? String(v.postal_code).toUpperCase() : null,
  business_name: (v.business_name as string | null) ?? null,
  asking_price: (v.asking_price as number | null) ?? null,
  price_on_request: v.price_on_request === true,
  gross_revenue: (v.gross_revenue as number | null) ?? null,
  cash_flow: (v.cash_flow as number | null) ?? null,
  ebitda: (v.ebitda as number | null) ?? null,
  year_established: (v.year_established as number | null) ?? null,
  employees: (v.employees as number | null) ?? null,
  description_fr: (v.description_fr as string | null) ?? "",
  description_en: (v.description_en as string | null) ?? null,
  owner_id: v.owner_id as string,
  ...(v.confirmed_on ? { last_confirmed_at: `${String(v.confirmed_on)}T12:00:00Z` } : {}),
});

type Entreprise = ReturnType<typeof record>;

/** The business import: public.entreprises by import_ref, new listings submitted for review. */
export const BUSINESS_DATASET: Dataset<Refs> = {
  name: "businesses",
  fields: BUSINESS_FIELDS,
  key: "reference",
  planLimited: true,
  loadRefs,
  check(v, refs, problem, ownerId) {
    const category = refs.categories.get(headerKey(String(v.category)));
    if (category === undefined) problem("category", "unknownCategory");
    const region = v.region === null ? null : refs.regions.get(headerKey(String(v.region)));
    if (region === undefined) problem("region", "unknownRegion");
    const owner = v.owner_email ? refs.owners.get(String(v.owner_email)) : ownerId;
    if (!owner) problem("owner_email", v.owner_email ? "unknownOwner" : "ownerRequired");
    if (v.postal_code && !/^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/.test(String(v.postal_code)))
      problem("postal_code", "postalCode");
    if (v.price_on_request === true && v.asking_price !== null) problem("asking_price", "priceAndRequest");
    v.category_id = category;
    v.region_id = region;
    v.owner_id = owner;
  },
  record,
  async existing(client, refs) {
    const found = new Map<string, Existing>();
    for (let i = 0; i < refs.length; i += EXISTING_CHUNK) {
      const { data, error } = await client.rpc("import_existing_entreprises", {
        p_refs: refs.slice(i, i + EXISTING_CHUNK),
      });
      if (error) raise(error);
      for (const row of (data ?? []) as (Existing & { import_ref: string | null })[])
        if (row.import_ref) found.set(row.import_ref, row);
    }
    return found;
  },
  async insert(client, rows) {
    const { error } = await client
      .from("entreprises")
      .insert((rows as Entreprise[]).map((row) => ({ ...row, slug: "", status: "submitted" as const })));
    if (error) raise(error);
  },
  async update(client, id, row) {
    const { error } = await client
      .from("entreprises")
      .update(row as Entreprise)
      .eq("id", id);
    if (error) raise(error);
  },
};
