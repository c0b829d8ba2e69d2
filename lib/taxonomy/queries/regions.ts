import type { Client } from "@/lib/supabase/types";
import type { Region, RegionWithCount } from "@/lib/taxonomy/types";
import { raise } from "@/lib/supabase/errors";

const REGION_COLUMNS = "id, code, slug, name_fr, name_en, province_id";

/** Québec's 17 administrative regions, by official number. */
export async function listRegions(client: Client): Promise<Region[]> {
  const { data, error } = await client.from("regions").select(REGION_COLUMNS).order("code");
  if (error) raise(error);
  return data ?? [];
}

/** Every region with its number of public businesses (sold ones not counted), for /entreprises/regions. */
export async function listRegionsWithCounts(client: Client): Promise<RegionWithCount[]> {
  const [regions, counts] = await Promise.all([listRegions(client), client.rpc("entreprise_counts_by_region")]);
  if (counts.error) raise(counts.error);
  const byRegion = new Map((counts.data ?? []).map((c) => [c.region_id, Number(c.listing_count)]));
  return regions.map((region) => ({ ...region, listing_count: byRegion.get(region.id) ?? 0 }));
}

/** A region by its slug (/entreprises/regions/{slug}); null for an unknown slug. */
export async function getRegionBySlug(client: Client, slug: string): Promise<Region | null> {
  const { data, error } = await client.from("regions").select(REGION_COLUMNS).eq("slug", slug).maybeSingle();
  if (error) raise(error);
  return data ?? null;
}
