import "server-only";
import type { Client } from "@/lib/supabase/types";
import { BUSINESS_FIELDS } from "./businesses";
import type { Dataset, Existing, Values } from "./engine";
import { checkListing, listingRecord, loadListingRefs, nameIndex, type ListingRefs } from "./listing-dataset";
import { insertImportedListings, listExistingBusinesses, listImportNames, updateImportedListing } from "./queries";
import { headerKey } from "./values";

type Refs = ListingRefs & { categories: Map<string, number> };

async function loadRefs(client: Client, rows: Values[]): Promise<Refs> {
  const [categories, listing] = await Promise.all([
    listImportNames(client, "entreprise_categories"),
    loadListingRefs(client, rows),
  ]);
  return { ...listing, categories: nameIndex(categories, (c) => [c.name_fr, c.name_en]) };
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
    for (const row of await listExistingBusinesses(client, refs)) if (row.import_ref) found.set(row.import_ref, row);
    return found;
  },
  insert: (client, rows) => insertImportedListings(client, { table: "entreprises", rows: rows as Entreprise[] }),
  update: (client, id, row) => updateImportedListing(client, id, { table: "entreprises", values: row as Entreprise }),
};
