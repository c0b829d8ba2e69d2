import { z } from "zod";
import { pageNumber, queryReader, readBySlug, searchText, wholeAmount, type RawQuery } from "@/lib/http/query-fields";
import type { FranchiseCategory, FranchiseSearchParams, FranchiseSort } from "./types";

export const FRANCHISE_SORTS = [
  "relevance",
  "investment_asc",
  "investment_desc",
  "units_desc",
] as const satisfies readonly FranchiseSort[];
const FRANCHISE_PARAMS = ["q", "category", "investment_min", "investment_max", "sort", "page"] as const;

/** The /franchises query string: the search to run, the form as typed, what was ignored. */
export function parseFranchiseQuery(raw: RawQuery, categories: Pick<FranchiseCategory, "id" | "slug">[]) {
  const reader = queryReader(raw, FRANCHISE_PARAMS);
  const category = readBySlug(reader, "category", categories);
  const [investmentMin, investmentMax] = reader.range("investment_min", "investment_max", wholeAmount);
  const params: FranchiseSearchParams & { page: number } = {
    query: reader.read("q", searchText),
    categoryId: category?.id ?? null,
    investmentMin,
    investmentMax,
    sort: reader.read("sort", z.enum(FRANCHISE_SORTS)) ?? "relevance",
    page: reader.read("page", pageNumber) ?? 1,
  };
  return { params, form: reader.form, invalid: reader.invalid, query: reader.query };
}
