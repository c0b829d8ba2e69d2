import "server-only";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { LEASE_RATE_UNITS, PROPERTY_TYPES, TRANSACTION_TYPES } from "@/lib/properties/schema";
import type { Database } from "@/lib/supabase/database.types";
import type { Dataset, Existing, Values } from "./engine";
import { checkListing, listingRecord, loadListingRefs, type ListingRefs } from "./listing-dataset";
import { PROPERTY_FIELDS } from "./properties";
import { insertImportedListings, listExistingProperties, updateImportedListing } from "./queries";
import { headerKey } from "./values";

/** A cell's words (compared as headers are) → the value they name: the value itself, the site's labels in French and English, and a few synonyms. */
function choices<T extends string>(values: readonly T[], labels: (v: T) => string[]): Map<string, T> {
  return new Map(values.flatMap((v) => [v, ...labels(v)].map((name) => [headerKey(name), v] as const)));
}

const TYPES = choices(PROPERTY_TYPES, (v) => [
  fr.realEstate.types[v],
  en.realEstate.types[v],
  ...({
    retail: ["commerce", "commercial", "local commercial"],
    office: ["bureau", "offices"],
    industrial: ["industrie", "entrepôt", "warehouse"],
    multi_residential: ["multirésidentiel", "immeuble à revenus", "income property", "multi residential"],
    land: ["terrain vacant", "lot"],
    mixed_use: ["mixte", "mixed"],
    hospitality: ["hôtellerie", "hôtel", "hotel", "hébergement"],
  }[v] ?? []),
]);
const TRANSACTIONS = choices(TRANSACTION_TYPES, (v) => [
  fr.realEstate.transactions[v],
  en.realEstate.transactions[v],
  ...(v === "sale" ? ["vente", "vendre", "sell"] : ["location", "louer", "rent", "for rent"]),
]);
const UNITS = choices(LEASE_RATE_UNITS, (v) =>
  v === "per_month"
    ? ["par mois", "mois", "$/mois", "mensuel", "per month", "month", "monthly"]
    : ["par pi²/an", "$/pi²/an", "pi²/an", "pi2/an", "par pied carré par année", "per sq ft per year", "$/sq ft/yr"],
);

type Immobilier = Database["public"]["Tables"]["immobilier"]["Insert"];

/** The row as written to public.immobilier (import_ref is the key); only the figure of its transaction is kept. */
const record = (v: Values) => {
  const lease = v.transaction_type === "lease";
  const onRequest = v.price_on_request === true;
  const leaseRate = lease && !onRequest ? ((v.lease_rate as number | null) ?? null) : null;
  return {
    ...listingRecord(v),
    property_type: v.property_type_id as Immobilier["property_type"],
    transaction_type: v.transaction_type as NonNullable<Immobilier["transaction_type"]>,
    price: !lease && !onRequest ? ((v.price as number | null) ?? null) : null,
    lease_rate: leaseRate,
    lease_rate_unit: leaseRate === null ? null : (v.lease_rate_unit_id as Immobilier["lease_rate_unit"]),
    area_sqft: (v.area_sqft as number | null) ?? null,
    lot_area_sqft: (v.lot_area_sqft as number | null) ?? null,
    year_built: (v.year_built as number | null) ?? null,
    zoning: (v.zoning as string | null) ?? null,
    address: (v.address as string | null) ?? null,
  };
};

/**
 * The commercial property import: public.immobilier by import_ref (or an existing listing's slug),
 * new listings submitted for review (never published), each counted in its owner's plan.
 */
export const PROPERTY_DATASET: Dataset<ListingRefs> = {
  name: "properties",
  fields: PROPERTY_FIELDS,
  key: "reference",
  planLimited: true,
  loadRefs: loadListingRefs,
  check(v, refs, problem, ownerId) {
    const type = TYPES.get(headerKey(String(v.property_type)));
    if (!type) problem("property_type", "unknownPropertyType");
    const transaction = v.transaction_type === null ? "sale" : TRANSACTIONS.get(headerKey(String(v.transaction_type)));
    if (!transaction) problem("transaction_type", "unknownTransaction");
    const unit = v.lease_rate_unit === null ? null : UNITS.get(headerKey(String(v.lease_rate_unit)));
    if (unit === undefined) problem("lease_rate_unit", "unknownLeaseUnit");
    checkListing(v, refs, problem, ownerId);
    if (v.price_on_request === true) {
      if (v.price !== null || v.lease_rate !== null) problem("price", "priceAndRequest");
    } else if (transaction === "sale" && v.price === null) problem("price", "priceRequired");
    else if (transaction === "lease" && v.lease_rate === null) problem("lease_rate", "leaseRateRequired");
    if (transaction === "lease" && v.lease_rate !== null && v.lease_rate_unit === null)
      problem("lease_rate_unit", "leaseUnitRequired");
    v.property_type_id = type;
    v.transaction_type = transaction;
    v.lease_rate_unit_id = unit;
  },
  record,
  async existing(client, keys) {
    const wanted = new Set(keys);
    const rows = await listExistingProperties(client, keys);
    // A key is first a reference; a slug only when no listing has that reference.
    const found = new Map<string, Existing>();
    for (const row of rows) if (row.import_ref && wanted.has(row.import_ref)) found.set(row.import_ref, row);
    for (const row of rows) if (wanted.has(row.slug) && !found.has(row.slug)) found.set(row.slug, row);
    return found;
  },
  insert: (client, rows) =>
    insertImportedListings(client, { table: "immobilier", rows: rows as ReturnType<typeof record>[] }),
  update: (client, id, row) =>
    updateImportedListing(client, id, { table: "immobilier", values: row as ReturnType<typeof record> }),
};
