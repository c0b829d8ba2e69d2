import type { Client } from "@/lib/supabase/types";
import { PUBLIC_STATUSES } from "@/lib/listings/kinds";
import { listCategoryPages } from "@/lib/taxonomy/queries/category-pages";
import { raise } from "@/lib/supabase/errors";

/** One page of the sitemaps: its path (without the locale) and when it last changed, if known. */
export type SitemapEntry = { path: string; lastModified: string | null };

/** PostgREST's max_rows (supabase/config.toml): the most rows one request returns. */
const BATCH = 1000;

/**
 * The catalogue pages whose number stays small: category, region and province landings,
 * every public property and every published franchise.
 */
export async function listCatalogueSitemapEntries(client: Client): Promise<SitemapEntry[]> {
  const [categories, regions, provinces, properties, franchises] = await Promise.all([
    listCategoryPages(client),
    client.from("regions").select("slug").order("code"),
    client.from("provinces").select("slug").order("id"),
    client
      .from("immobilier")
      .select("slug, updated_at")
      .in("status", PUBLIC_STATUSES)
      .order("id")
      .limit(BATCH * 10),
    client
      .from("franchises")
      .select("id, updated_at")
      .eq("status", "published")
      .order("id")
      .limit(BATCH * 10),
  ]);
  for (const response of [regions, provinces, properties, franchises]) if (response.error) raise(response.error);
  return [
    ...categories.map((c) => ({ path: `/entreprises/categories/${c.slug}`, lastModified: null })),
    ...(regions.data ?? []).map((r) => ({ path: `/entreprises/regions/${r.slug}`, lastModified: null })),
    ...(provinces.data ?? []).map((p) => ({ path: `/entreprises/provinces/${p.slug}`, lastModified: null })),
    ...(properties.data ?? []).map((p) => ({ path: `/immobilier/${p.slug}`, lastModified: p.updated_at })),
    ...(franchises.data ?? []).map((f) => ({ path: `/franchises/${f.id}`, lastModified: f.updated_at })),
  ];
}

/** How many business listings have a public page (published, under offer or sold). */
export async function countSitemapBusinesses(client: Client): Promise<number> {
  const { count, error } = await client
    .from("entreprises")
    .select("id", { count: "exact", head: true })
    .in("status", PUBLIC_STATUSES);
  if (error) raise(error);
  return count ?? 0;
}

/** Public business listings by id from `offset`, at most `limit`, read in batches the API allows. */
export async function listSitemapBusinesses(
  client: Client,
  { offset, limit }: { offset: number; limit: number },
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  while (entries.length < limit) {
    const from = offset + entries.length;
    const size = Math.min(BATCH, limit - entries.length);
    const { data, error } = await client
      .from("entreprises")
      .select("slug, updated_at")
      .in("status", PUBLIC_STATUSES)
      .order("id")
      .range(from, from + size - 1);
    // A range past the end is an empty page (PGRST103), not a failure.
    if (error?.code === "PGRST103") break;
    if (error) raise(error);
    const rows = data ?? [];
    entries.push(...rows.map((row) => ({ path: `/entreprises/${row.slug}`, lastModified: row.updated_at })));
    if (rows.length < size) break;
  }
  return entries;
}
