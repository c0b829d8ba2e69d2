import type { Client } from "@/lib/supabase/types";
import type { Province } from "@/lib/taxonomy/types";
import { raise } from "@/lib/supabase/errors";

const PROVINCE_COLUMNS = "id, code, slug, name_fr, name_en";

/** Canada's 13 provinces and territories, Québec first. */
export async function listProvinces(client: Client): Promise<Province[]> {
  const { data, error } = await client.from("provinces").select(PROVINCE_COLUMNS).order("id");
  if (error) raise(error);
  return data ?? [];
}

/** A province by its slug (/entreprises/provinces/{slug}); null for an unknown slug. */
export async function getProvinceBySlug(client: Client, slug: string): Promise<Province | null> {
  const { data, error } = await client.from("provinces").select(PROVINCE_COLUMNS).eq("slug", slug).maybeSingle();
  if (error) raise(error);
  return data ?? null;
}
