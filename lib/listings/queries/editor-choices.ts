import type { Locale } from "@/lib/i18n/routing";
import { raise } from "@/lib/supabase/errors";
import type { Client } from "@/lib/supabase/types";

const name = (row: { name_fr: string; name_en: string | null }, locale: Locale) =>
  locale === "en" && row.name_en ? row.name_en : row.name_fr;

/**
 * The lists the listing editors choose from, in the visitor's language: categories grouped by
 * industry (a category of several industries shows under each), provinces, and regions with
 * their province.
 */
export async function loadListingChoices(client: Client, locale: Locale) {
  const [industries, provinces, regions] = await Promise.all([
    client
      .from("entreprise_industries")
      .select("id, name_fr, name_en, entreprise_categories(id, name_fr, name_en)")
      .order("name_fr"),
    client.from("provinces").select("id, name_fr, name_en").order("id"),
    client.from("regions").select("id, name_fr, name_en, province_id").order("code"),
  ]);
  for (const r of [industries, provinces, regions]) if (r.error) raise(r.error);
  const collator = new Intl.Collator(locale === "en" ? "en-CA" : "fr-CA");
  return {
    categoryGroups: (industries.data ?? [])
      .map((i) => ({
        label: name(i, locale),
        options: (i.entreprise_categories ?? [])
          .map((c) => ({ value: String(c.id), label: name(c, locale) }))
          .sort((a, b) => collator.compare(a.label, b.label)),
      }))
      .filter((g) => g.options.length > 0)
      .sort((a, b) => collator.compare(a.label, b.label)),
    // By name in the visitor's language, as every list of the site (not by code or number).
    provinces: (provinces.data ?? [])
      .map((p) => ({ value: String(p.id), label: name(p, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    regions: (regions.data ?? [])
      .map((r) => ({
        value: String(r.id),
        label: name(r, locale),
        provinceId: r.province_id,
      }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  };
}
