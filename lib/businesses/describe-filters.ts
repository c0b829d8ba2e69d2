import "server-only";
import { createTranslator } from "use-intl/core";
import { formatPrice } from "@/lib/i18n/format";
import { localName } from "@/lib/i18n/localized-text";
import type { Locale } from "@/lib/i18n/routing";
import { findFilterOption, type FilterRefs } from "@/lib/taxonomy/types";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

const REFERENCES = {
  industry: "industries",
  category: "categories",
  region: "regions",
  province: "provinces",
} as const;
const AMOUNTS = ["price_min", "price_max", "revenue_min", "revenue_max"] as const;
const SORTS = ["relevance", "newest", "price_asc", "price_desc"] as const;

/** One filter of a search in words: its name and its value, in the page's language. */
export type FilterInWords = { name: string; value: string };

const list = (value: unknown): string[] => [value].flat().map(String);

/**
 * One /entreprises filter in words ("Région", "Estrie"; "Prix maximum", "1 000 000 $"): references
 * by their name in the page's language (a renamed one by its new name, one that no longer exists
 * said so), amounts as money, options by their label. Null for what a person does not need to read
 * (the page, an unknown parameter). Synchronous and request-free, so the digest job can use it.
 */
export function filterInWords(key: string, value: unknown, refs: FilterRefs, locale: Locale): FilterInWords | null {
  const messages = locale === "en" ? en : fr;
  const t = createTranslator({ locale, messages, namespace: "search" });
  const tSaved = createTranslator({ locale, messages, namespace: "savedSearches.filters" });
  if (key in REFERENCES) {
    const options = refs[REFERENCES[key as keyof typeof REFERENCES]];
    const names = list(value).map((slug) => {
      const found = findFilterOption(options, slug);
      return found ? localName(found.option, locale) : tSaved("unknown", { value: slug });
    });
    return { name: t(`fields.${key as keyof typeof REFERENCES}`), value: names.join(", ") };
  }
  if ((AMOUNTS as readonly string[]).includes(key)) {
    const amount = Number(list(value)[0]);
    return {
      name: t(`fields.${key as (typeof AMOUNTS)[number]}`),
      value: Number.isFinite(amount) ? formatPrice(amount, locale) : String(value),
    };
  }
  if (key === "real_estate") {
    const tCatalogue = createTranslator({ locale, messages, namespace: "catalogue.realEstate" });
    const labels = list(value).map((option) =>
      tCatalogue.has(option as "none") ? tCatalogue(option as "none") : option,
    );
    return { name: t("fields.real_estate"), value: labels.join(", ") };
  }
  if (key === "seller_financing") return { name: t("fields.seller_financing"), value: tSaved("yes") };
  if (key === "sort") {
    const sort = list(value)[0] as (typeof SORTS)[number];
    return (SORTS as readonly string[]).includes(sort) ? { name: t("fields.sort"), value: t(`sorts.${sort}`) } : null;
  }
  if (key === "search") return { name: t("fields.search"), value: t("quoted", { value: String(value) }) };
  return null;
}

/**
 * A search's filters in words, in the page's language ("Secteur d'activité : Commerce de détail ·
 * Prix maximum : 500 000 $"); null when it has none (every business). The order of the search is
 * left out unless `withSort`.
 */
export function describeFilters(
  filters: Record<string, unknown>,
  refs: FilterRefs,
  locale: Locale,
  { withSort = false }: { withSort?: boolean } = {},
): string | null {
  const t = createTranslator({ locale, messages: locale === "en" ? en : fr, namespace: "savedSearches.filters" });
  const parts = Object.entries(filters)
    .filter(([key]) => withSort || key !== "sort")
    .map(([key, value]) => {
      if (key === "search") return t("words", { value: String(value) });
      const words = filterInWords(key, value, refs, locale);
      // "Seller financing offered" says it all; the others read "name: value".
      return words && (key === "seller_financing" ? words.name : t("line", words));
    })
    .filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(" · ") : null;
}
