import type { Client } from "@/lib/supabase/types";
import { clampPage, clampPageSize } from "@/lib/http/paging";
import type { Expert, ExpertSearchParams } from "@/lib/experts/types";
import type { Page } from "@/lib/http/paging";
import { raise } from "@/lib/supabase/errors";
import { pageOf } from "@/lib/supabase/page";
import { pgArray } from "@/lib/supabase/db-values";

const EXPERT_COLUMNS =
  "id, slug, status, featured, name, profession, company, region_ids, languages, phone, email, website, city, bio_fr, bio_en, photo_url";

/** Lower case without accents or ligatures, like public.catalogue_fold (unaccent), so words match experts.search_text. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
}

/** The words of a text filter as ILIKE patterns, with the pattern characters escaped. */
function expertTextPatterns(query: string | null | undefined): string[] {
  const words = fold(query ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/**
 * The /experts directory: published experts (featured first, then by name), by words, profession
 * (the main one or another: `professions` holds them all), region served and language.
 */
export async function listExperts(client: Client, params: ExpertSearchParams = {}): Promise<Page<Expert>> {
  const page = clampPage(params.page);
  const pageSize = clampPageSize(params.pageSize);
  const experts = (options?: { head: true }) => {
    let query = client
      .from("experts")
      .select(EXPERT_COLUMNS, { count: "exact", ...options })
      .eq("status", "published");
    for (const pattern of expertTextPatterns(params.query)) query = query.ilike("search_text", pattern);
    if (params.profession) query = query.contains("professions", pgArray([params.profession]));
    if (params.regionId) query = query.contains("region_ids", [params.regionId]);
    if (params.language) query = query.contains("languages", [params.language]);
    return query;
  };
  return pageOf(
    await experts()
      .order("featured", { ascending: false })
      .order("name")
      .range((page - 1) * pageSize, page * pageSize - 1),
    () => experts({ head: true }),
    { page, pageSize },
  );
}

/** An expert by slug, or null when the caller may not see the profile. */
export async function getExpertBySlug(client: Client, slug: string): Promise<Expert | null> {
  const { data, error } = await client.from("experts").select(EXPERT_COLUMNS).eq("slug", slug).maybeSingle();
  if (error) raise(error);
  return data ?? null;
}
