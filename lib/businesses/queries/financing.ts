import type { Locale } from "@/lib/i18n/routing";
import { raise } from "@/lib/supabase/errors";
import { containsPattern } from "@/lib/supabase/search-term";
import { toAmount } from "@/lib/supabase/numbers";
import type { Client } from "@/lib/supabase/types";

/** What a financing request may be about: a business the public sees, still for sale. */
const FOR_SALE = ["published", "under_offer"] as const;

const titleIn = (row: { title_fr: string; title_en: string | null }, locale: Locale) =>
  locale === "en" ? (row.title_en ?? row.title_fr) : row.title_fr;

/** The business of a financing request, by its page's slug: its id, title in the page's language and price. */
export async function getBusinessToFinance(
  client: Client,
  slug: string,
  locale: Locale,
): Promise<{ id: number; title: string; price: number | null } | null> {
  const { data, error } = await client
    .from("entreprises")
    .select("id, title_fr, title_en, asking_price")
    .eq("slug", slug)
    .in("status", FOR_SALE)
    .maybeSingle();
  if (error) raise(error);
  return data ? { id: data.id, title: titleIn(data, locale), price: toAmount(data.asking_price) } : null;
}

/** Up to eight businesses for sale whose title, in either language, holds the words. */
export async function findBusinessesToFinance(
  client: Client,
  words: string,
  locale: Locale,
): Promise<{ slug: string; title: string }[]> {
  const pattern = containsPattern(words);
  const { data, error } = await client
    .from("entreprises")
    .select("slug, title_fr, title_en")
    .in("status", FOR_SALE)
    .or(`title_fr.ilike.${pattern},title_en.ilike.${pattern}`)
    .limit(8);
  if (error) raise(error);
  return data.map((row) => ({ slug: row.slug, title: titleIn(row, locale) }));
}
