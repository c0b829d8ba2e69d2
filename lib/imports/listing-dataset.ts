import "server-only";
import type { Client } from "@/lib/supabase/types";
import type { Values } from "./engine";
import { canadianPostalCode } from "@/lib/postal-code";
import { listAccountsByEmail, listImportRegions } from "./queries";
import { headerKey } from "./values";

/** What every listing row refers to: regions by code, slug or name, owners by e-mail. */
export type ListingRefs = { regions: Map<string, number>; owners: Map<string, string> };

/** Names (compared as headers are: no accents, case or punctuation) → id. */
export const nameIndex = <T extends { id: number }>(rows: T[], names: (r: T) => (string | null)[]) =>
  new Map(rows.flatMap((r) => names(r).flatMap((n) => (n ? [[headerKey(n), r.id] as const] : []))));

/** The regions, and the accounts of the owners' e-mails of the file. */
export async function loadListingRefs(client: Client, rows: Values[]): Promise<ListingRefs> {
  const emails = [...new Set(rows.map((v) => v.owner_email).filter((e): e is string => typeof e === "string" && !!e))];
  const [regions, accounts] = await Promise.all([listImportRegions(client), listAccountsByEmail(client, emails)]);
  const owners = new Map<string, string>();
  for (const p of accounts) if (p.email) owners.set(p.email.toLowerCase(), p.id);
  return { regions: nameIndex(regions, (r) => [r.code, r.slug, r.name_fr, r.name_en]), owners };
}

/** The checks of every listing row: its region, its owner (the row's e-mail or the default owner), its postal code. */
export function checkListing(
  v: Values,
  refs: ListingRefs,
  problem: (field: string, code: string) => void,
  ownerId: string | null,
) {
  const region = v.region === null ? null : refs.regions.get(headerKey(String(v.region)));
  if (region === undefined) problem("region", "unknownRegion");
  const owner = v.owner_email ? refs.owners.get(String(v.owner_email)) : ownerId;
  if (!owner) problem("owner_email", v.owner_email ? "unknownOwner" : "ownerRequired");
  if (v.postal_code && canadianPostalCode(String(v.postal_code)) === null) problem("postal_code", "postalCode");
  v.region_id = region;
  v.owner_id = owner;
}

/** The columns every listing row writes (import_ref is the key). */
export const listingRecord = (v: Values) => ({
  import_ref: v.reference as string,
  title_fr: v.title_fr as string,
  title_en: (v.title_en as string | null) ?? null,
  region_id: (v.region_id as number | null) ?? null,
  city: (v.city as string | null) ?? null,
  postal_code: v.postal_code ? canadianPostalCode(String(v.postal_code)) : null,
  price_on_request: v.price_on_request === true,
  description_fr: (v.description_fr as string | null) ?? "",
  description_en: (v.description_en as string | null) ?? null,
  owner_id: v.owner_id as string,
  ...(v.confirmed_on ? { last_confirmed_at: `${String(v.confirmed_on)}T12:00:00Z` } : {}),
});
