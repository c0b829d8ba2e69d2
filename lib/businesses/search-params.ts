import { z } from "zod";
import { firstValue, pageNumber, wholeAmount, type RawQuery } from "@/lib/http/query-fields";
import { REAL_ESTATE_OPTIONS } from "./schema";
import type { BusinessSearchParams, RealEstateOption, SearchLogFilters } from "./types";
import type { ListingSort } from "@/lib/listings/types";
import { findFilterOption, type FilterOption, type FilterRefs } from "@/lib/taxonomy/types";

/**
 * The /entreprises URL: what each query parameter means, how a bad value is recognised and
 * dropped (the rest of the search still runs), and the clean query that pagination keeps.
 * Reference filters use slugs so URLs read well and survive id changes.
 */

const BUSINESS_SORTS = ["relevance", "newest", "price_asc", "price_desc"] as const satisfies readonly ListingSort[];
export const MAX_SEARCH_LENGTH = 200;

/** The /entreprises query parameters. */
export type FilterParam =
  | "search"
  | "industry"
  | "category"
  | "region"
  | "province"
  | "price_min"
  | "price_max"
  | "revenue_min"
  | "revenue_max"
  | "real_estate"
  | "seller_financing"
  | "sort"
  | "page";

/** What the form shows again: the values as typed, bad ones included, so nothing is lost. */
export type BusinessFormValues = {
  search: string;
  /** Industries, categories and regions take several values (repeated parameters). */
  industry: string[];
  category: string[];
  region: string[];
  province: string;
  price_min: string;
  price_max: string;
  revenue_min: string;
  revenue_max: string;
  real_estate: string[];
  seller_financing: boolean;
  sort: string;
};

export type ParsedBusinessQuery = {
  params: BusinessSearchParams & { page: number; sort: ListingSort };
  form: BusinessFormValues;
  /** Parameters whose value was not understood and was ignored. */
  invalid: FilterParam[];
  /** The values of reference filters that name nothing known (a deleted category, a typo), by parameter. */
  unknown: Partial<Record<"industry" | "category" | "region" | "province", string[]>>;
  /** Whether an industry or category was named by an address it had before a rename. */
  renamed: boolean;
  /** Ranges given upside down, which were read the right way round. */
  swapped: ("price" | "revenue")[];
  /** The understood parameters, without the page, for links that keep the search. */
  query: Record<string, string | string[]>;
  /** The number of filters in effect (text and sort not counted). */
  activeFilters: number;
};

const all = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
const sort = z.enum(BUSINESS_SORTS);
const realEstate = z.enum(REAL_ESTATE_OPTIONS);
const yes = z.enum(["1", "true", "on", "oui", "yes"]);

/** Reads the /entreprises query: unknown or malformed values are listed in `invalid` and ignored. */
export function parseBusinessQuery(raw: RawQuery, refs: FilterRefs): ParsedBusinessQuery {
  const invalid: FilterParam[] = [];
  const unknown: ParsedBusinessQuery["unknown"] = {};
  let renamed = false;
  const swapped: ParsedBusinessQuery["swapped"] = [];
  const query: Record<string, string | string[]> = {};
  const form: BusinessFormValues = {
    search: firstValue(raw.search).slice(0, MAX_SEARCH_LENGTH),
    industry: all(raw.industry),
    category: all(raw.category),
    region: all(raw.region),
    province: firstValue(raw.province),
    price_min: firstValue(raw.price_min),
    price_max: firstValue(raw.price_max),
    revenue_min: firstValue(raw.revenue_min),
    revenue_max: firstValue(raw.revenue_max),
    real_estate: all(raw.real_estate),
    seller_financing: false,
    sort: firstValue(raw.sort),
  };
  const params: ParsedBusinessQuery["params"] = { page: 1, sort: "relevance" };

  if (form.search) {
    params.query = form.search;
    query.search = form.search;
  }

  const lookUp = (key: keyof ParsedBusinessQuery["unknown"], options: FilterOption[], slugs: string[]) => {
    const found: FilterOption[] = [];
    for (const slug of slugs) {
      const match = findFilterOption(options, slug);
      if (match) {
        renamed ||= match.renamed;
        if (!found.includes(match.option)) found.push(match.option);
      } else (unknown[key] ??= []).push(slug);
    }
    if (unknown[key]) invalid.push(key);
    return found;
  };
  const references = (key: "industry" | "category" | "region", options: FilterOption[]) => {
    const found = lookUp(key, options, [...new Set(form[key])]);
    if (!found.length) return null;
    query[key] = found.map((option) => option.slug);
    return found.map((option) => option.id);
  };
  params.industryIds = references("industry", refs.industries);
  params.categoryIds = references("category", refs.categories);
  params.regionIds = references("region", refs.regions);
  if (form.province) {
    const [province] = lookUp("province", refs.provinces, [form.province]);
    if (province) query.province = province.slug;
    params.provinceId = province?.id ?? null;
  } else params.provinceId = null;

  const range = (name: "price" | "revenue") => {
    const read = (key: `${typeof name}_min` | `${typeof name}_max`) => {
      if (!form[key]) return null;
      const parsed = wholeAmount.safeParse(form[key]);
      if (!parsed.success) invalid.push(key);
      return parsed.success ? parsed.data : null;
    };
    let min = read(`${name}_min`);
    let max = read(`${name}_max`);
    if (min !== null && max !== null && min > max) {
      [min, max] = [max, min];
      swapped.push(name);
    }
    if (min !== null) query[`${name}_min`] = String(min);
    if (max !== null) query[`${name}_max`] = String(max);
    return [min, max] as const;
  };
  [params.priceMin, params.priceMax] = range("price");
  [params.revenueMin, params.revenueMax] = range("revenue");

  if (form.real_estate.length) {
    const options = [...new Set(form.real_estate)];
    const valid = options.filter((option) => realEstate.safeParse(option).success) as RealEstateOption[];
    if (valid.length < options.length) invalid.push("real_estate");
    if (valid.length) {
      params.realEstate = valid;
      query.real_estate = valid;
    }
  }

  const financing = firstValue(raw.seller_financing);
  if (financing) {
    if (yes.safeParse(financing.toLowerCase()).success) {
      params.sellerFinancing = true;
      form.seller_financing = true;
      query.seller_financing = "1";
    } else invalid.push("seller_financing");
  }

  if (form.sort) {
    const parsed = sort.safeParse(form.sort);
    if (parsed.success) {
      params.sort = parsed.data;
      query.sort = parsed.data;
    } else invalid.push("sort");
  }
  // Without words there is nothing to rank: "relevance" then means newest first.
  if (!params.query && params.sort === "relevance") params.sort = "newest";

  const rawPage = firstValue(raw.page);
  if (rawPage) {
    const parsed = pageNumber.safeParse(rawPage);
    if (parsed.success) params.page = parsed.data;
    else invalid.push("page");
  }

  const activeFilters = (
    [
      "industry",
      "category",
      "region",
      "province",
      "price_min",
      "price_max",
      "revenue_min",
      "revenue_max",
      "real_estate",
      "seller_financing",
    ] as const
  ).filter((key) => key in query).length;

  return { params, form, invalid, unknown, renamed, swapped, query, activeFilters };
}

/**
 * The same query with each industry and category named by its current address, for the redirect
 * of an old link (a bookmark from before a rename); every other parameter is kept as it came.
 */
export function withCurrentSlugs(raw: RawQuery, refs: FilterRefs): URLSearchParams {
  const current = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    const options = key === "industry" ? refs.industries : key === "category" ? refs.categories : null;
    for (const one of [value ?? []].flat())
      current.append(
        key,
        options
          ? one
              .split(",")
              .map((slug) => findFilterOption(options, slug.trim())?.option.slug ?? slug)
              .join(",")
          : one,
      );
  }
  return current;
}

/** The filters of a search as logged in search_queries (slugs and amounts, nothing personal). */
export function loggedFilters(parsed: ParsedBusinessQuery): SearchLogFilters {
  const filters: SearchLogFilters = { ...parsed.query, sort: parsed.params.sort, page: parsed.params.page };
  delete filters.search;
  return filters;
}

/**
 * The sort menu. Until the visitor picks a sort, the sort in effect is offered with a blank
 * value (left out of the URL), so a keyword typed next sorts by relevance; a sort the visitor
 * chose is kept.
 */
export function sortChoices(parsed: ParsedBusinessQuery): {
  selected: string;
  options: { value: string; sort: ListingSort }[];
} {
  const chosen = "sort" in parsed.query;
  const options = BUSINESS_SORTS.filter((sort) => sort !== "relevance" || parsed.params.query).map((sort) => ({
    value: !chosen && sort === parsed.params.sort ? "" : sort,
    sort,
  }));
  return { selected: chosen ? parsed.params.sort : "", options };
}
