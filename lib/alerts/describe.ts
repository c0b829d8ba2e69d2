import "server-only";
import { getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/i18n/format";
import { localName } from "@/lib/i18n/localized-text";
import type { Locale } from "@/lib/i18n/routing";
import type { FilterRefs } from "@/lib/taxonomy/types";

const REFERENCES = {
  industry: "industries",
  category: "categories",
  region: "regions",
  province: "provinces",
} as const;
const AMOUNTS = ["price_min", "price_max", "revenue_min", "revenue_max"] as const;

/**
 * A saved search's filters in words, in the page's language ("Secteur d'activité : Commerce de
 * détail · Prix maximum : 500 000 $"); null when it has none (every business). A slug that no
 * longer exists shows as it is stored.
 */
export async function describeFilters(
  filters: Record<string, string | string[]>,
  refs: FilterRefs,
  locale: Locale,
): Promise<string | null> {
  const [t, tSearch, tCatalogue] = await Promise.all([
    getTranslations({ locale, namespace: "savedSearches.filters" }),
    getTranslations({ locale, namespace: "search" }),
    getTranslations({ locale, namespace: "catalogue" }),
  ]);
  const list = (value: string | string[]) => [value].flat();
  const parts: string[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (key === "search") parts.push(t("words", { value: String(value) }));
    else if (key in REFERENCES) {
      const options = refs[REFERENCES[key as keyof typeof REFERENCES]];
      const names = list(value).map((slug) => {
        const found = options.find((option) => option.slug === slug);
        return found ? localName(found, locale) : slug;
      });
      parts.push(t("line", { name: tSearch(`fields.${key as "industry"}`), value: names.join(", ") }));
    } else if ((AMOUNTS as readonly string[]).includes(key))
      parts.push(
        t("line", { name: tSearch(`fields.${key as "price_min"}`), value: formatPrice(Number(value), locale) }),
      );
    else if (key === "real_estate")
      parts.push(
        t("line", {
          name: tSearch("fields.real_estate"),
          value: list(value)
            .map((option) => tCatalogue(`realEstate.${option as "none"}`))
            .join(", "),
        }),
      );
    else if (key === "seller_financing") parts.push(tSearch("fields.seller_financing"));
  }
  return parts.length ? parts.join(" · ") : null;
}
