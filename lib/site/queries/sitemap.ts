import type { Client } from "@/lib/supabase/types";
import { PUBLIC_STATUSES } from "@/lib/listings/kinds";
import { listCategoryPages } from "@/lib/taxonomy/queries/category-pages";
import { raise } from "@/lib/supabase/errors";
import { listSitemapArticles } from "@/lib/blog/queries/public";
import type { Locale } from "@/lib/i18n/routing";

/**
 * One page of the sitemaps: its path (without the locale) and when it last changed, if known. A page
 * whose path differs by language (an article's slugs) gives `paths`: only the languages it has.
 */
export type SitemapEntry = { path: string; lastModified: string | null; paths?: Partial<Record<Locale, string>> };

/** PostgREST's max_rows (supabase/config.toml): the most rows one request returns. */
const BATCH = 1000;

/**
 * The catalogue pages whose number stays small: category, region and province landings,
 * every public property, every published franchise and every public blog article.
 */
export async function listCatalogueSitemapEntries(client: Client): Promise<SitemapEntry[]> {
  const [categories, regions, provinces, properties, franchises, articles] = await Promise.all([
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
    listSitemapArticles(client),
  ]);
  for (const response of [regions, provinces, properties, franchises]) if (response.error) raise(response.error);
  return [
    ...categories.map((c) => ({ path: `/entreprises/categories/${c.slug}`, lastModified: null })),
    ...(regions.data ?? []).map((r) => ({ path: `/entreprises/regions/${r.slug}`, lastModified: null })),
    ...(provinces.data ?? []).map((p) => ({ path: `/entreprises/provinces/${p.slug}`, lastModified: null })),
    ...(properties.data ?? []).map((p) => ({ path: `/immobilier/${p.slug}`, lastModified: p.updated_at })),
    ...(franchises.data ?? []).map((f) => ({ path: `/franchises/${f.id}`, lastModified: f.updated_at })),
    ...articles.map((a) => ({
      path: `/blog/${a.slug_fr}`,
      lastModified: a.updated_at,
      paths: { fr: `/blog/${a.slug_fr}`, ...(a.slug_en ? { en: `/blog/${a.slug_en}` } : {}) },
    })),
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
