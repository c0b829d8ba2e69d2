import { z } from "zod";
import { pageNumber, queryReader, readBySlug, searchText, wholeAmount, type RawQuery } from "@/lib/http/query-fields";
import type { ListingSort } from "@/lib/listings/types";
import { PROPERTY_TYPES, TRANSACTION_TYPES } from "./schema";
import type { PropertySearchParams } from "./types";
import type { Region } from "@/lib/taxonomy/types";

export const PROPERTY_SORTS = [
  "newest",
  "price_asc",
  "price_desc",
  "relevance",
] as const satisfies readonly ListingSort[];

const PROPERTY_PARAMS = [
  "q",
  "type",
  "transaction",
  "region",
  "price_min",
  "price_max",
  "area_min",
  "area_max",
  "sort",
  "page",
] as const;

/** The /immobilier query string: the search to run, the form as typed, what was ignored. */
export function parsePropertyQuery(raw: RawQuery, regions: Pick<Region, "id" | "slug">[]) {
  const reader = queryReader(raw, PROPERTY_PARAMS);
  const region = readBySlug(reader, "region", regions);
  const query = reader.read("q", searchText);
  const [priceMin, priceMax] = reader.range("price_min", "price_max", wholeAmount);
  const [areaMin, areaMax] = reader.range("area_min", "area_max", wholeAmount);
  const sort = reader.read("sort", z.enum(PROPERTY_SORTS));
  const params: PropertySearchParams & { page: number } = {
    query,
    propertyType: reader.read("type", z.enum(PROPERTY_TYPES)),
    transactionType: reader.read("transaction", z.enum(TRANSACTION_TYPES)),
    regionId: region?.id ?? null,
    priceMin,
    priceMax,
    areaMin,
    areaMax,
    // Without words there is nothing to rank: relevance means newest first.
    sort: sort === "relevance" && !query ? "newest" : (sort ?? (query ? "relevance" : "newest")),
    page: reader.read("page", pageNumber) ?? 1,
  };
  return { params, form: reader.form, invalid: reader.invalid, query: reader.query };
}
