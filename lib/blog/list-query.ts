import type { BlogCategory } from "@/lib/blog/types";
import { pageFromQuery } from "@/lib/http/paging";
import type { Locale } from "@/lib/i18n/routing";

type RawQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The /blog list's query: `category` (a category's slug in the page's language) and `page`. An
 * unknown category or page is dropped (the list shows everything, page 1), and named as such.
 */
export function parseBlogQuery(raw: RawQuery, categories: BlogCategory[], locale: Locale) {
  const slug = first(raw.category)?.trim();
  const category = slug ? categories.find((c) => (locale === "en" ? c.slug_en : c.slug_fr) === slug) : undefined;
  const pageText = first(raw.page);
  const page = pageFromQuery(pageText);
  const invalid: ("category" | "page")[] = [
    ...(slug && !category ? (["category"] as const) : []),
    ...(pageText && page === 1 && pageText !== "1" ? (["page"] as const) : []),
  ];
  const query: Record<string, string> = category ? { category: slug! } : {};
  return { category, page, query, invalid };
}
