import "server-only";
import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import { BUSINESS_FIELDS } from "./businesses";
import type { Dataset, Existing, Values } from "./engine";
import { checkListing, listingRecord, loadListingRefs, nameIndex, type ListingRefs } from "./listing-dataset";
import { headerKey } from "./values";

const EXISTING_CHUNK = 1000;

type Refs = ListingRefs & { categories: Map<string, number> };

async function loadRefs(client: Client, rows: Values[]): Promise<Refs> {
  const [categories, listing] = await Promise.all([
    client.from("entreprise_categories").select("id, name_fr, name_en"),
    loadListingRefs(client, rows),
  ]);
  if (categories.error) raise(categories.error);
  return { ...listing, categories: nameIndex(categories.data, (c) => [c.name_fr, c.name_en]) };
}

/** The row as written to public.entreprises (import_ref is the key). */
const record = (v: Values) => ({
  ...listingRecord(v),
  category_id: v.category_id as number,
  business_name: (v.business_name as string | null) ?? null,
  asking_price: (v.asking_price as number | null) ?? null,
  gross_revenue: (v.gross_revenue as number | null) ?? null,
  cash_flow: (v.cash_flow as number | null) ?? null,
  ebitda: (v.ebitda as number | null) ?? null,
  year_established: (v.year_established as number | null) ?? null,
  employees: (v.employees as number | null) ?? null,
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
    checkListing(v, refs, problem, ownerId);
    if (v.price_on_request === true && v.asking_price !== null) problem("asking_price", "priceAndRequest");
    v.category_id = category;
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
