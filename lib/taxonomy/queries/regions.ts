import type { Client } from "@/lib/supabase/types";
import type { Region, RegionWithCount } from "@/lib/taxonomy/types";
import { dataError, fail, ok, type Result } from "@/lib/supabase/errors";

const REGION_COLUMNS = "id, code, slug, name_fr, name_en, province_id";

/** Québec's 17 administrative regions, by official number. */
export async function listRegions(client: Client): Promise<Result<Region[]>> {
  const { data, error } = await client.from("regions").select(REGION_COLUMNS).order("code");
  if (error) return fail(dataError(error));
  return ok(data ?? []);
}

/** Every region with its number of public businesses (sold ones not counted), for /entreprises/regions. */
export async function listRegionsWithCounts(client: Client): Promise<Result<RegionWithCount[]>> {
  const [regions, counts] = await Promise.all([listRegions(client), client.rpc("entreprise_counts_by_region")]);
  if (regions.error) return regions;
  if (counts.error) return fail(dataError(counts.error));
  const byRegion = new Map((counts.data ?? []).map((c) => [c.region_id, Number(c.listing_count)]));
  return ok(regions.data.map((region) => ({ ...region, listing_count: byRegion.get(region.id) ?? 0 })));
}

/** A region by its slug (/entreprises/regions/{slug}); null for an unknown slug. */
export async function getRegionBySlug(client: Client, slug: string): Promise<Result<Region | null>> {
  const { data, error } = await client.from("regions").select(REGION_COLUMNS).eq("slug", slug).maybeSingle();
  if (error) return fail(dataError(error));
  return ok(data ?? null);
}
