import { z } from "zod";
import { pageNumber, queryReader, readBySlug, searchText, type RawQuery } from "@/lib/http/query-fields";
import { EXPERT_LANGUAGES, EXPERT_PROFESSIONS } from "./schema";
import type { ExpertSearchParams } from "./types";
import type { Region } from "@/lib/taxonomy/types";

const EXPERT_PARAMS = ["q", "profession", "region", "language", "page"] as const;

/** The /experts query string: the search to run, the form as typed, what was ignored. */
export function parseExpertQuery(raw: RawQuery, regions: Pick<Region, "id" | "slug">[]) {
  const reader = queryReader(raw, EXPERT_PARAMS);
  const region = readBySlug(reader, "region", regions);
  const params: ExpertSearchParams & { page: number } = {
    query: reader.read("q", searchText),
    profession: reader.read("profession", z.enum(EXPERT_PROFESSIONS)),
    regionId: region?.id ?? null,
    language: reader.read("language", z.enum(EXPERT_LANGUAGES)),
    page: reader.read("page", pageNumber) ?? 1,
  };
  return { params, form: reader.form, invalid: reader.invalid, query: reader.query };
}
