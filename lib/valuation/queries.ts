import type { Client, Tables, TablesInsert, TablesUpdate } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import type { Benchmark, Comparables } from "@/lib/valuation/estimate";
import type { MethodChoices } from "@/lib/valuation/full";
import type { YearFigures } from "@/lib/valuation/sde";
import type { ParsedEstimate } from "@/lib/valuation/estimate-query";
import { fromJson, oneOf } from "@/lib/supabase/db-values";

export type BenchmarkRow = Benchmark & {
  id: number;
  industryId: number | null;
  /** The sector of a benchmark that is no industry's (food manufacturing). */
  sectorName: { fr: string; en: string | null } | null;
  source: string;
  /** The source in English (the French one when none was written). */
  sourceEn: string;
  sourceUrl: string | null;
  sourceDate: string;
};

/** The multiples as read (numeric: @supabase/lite sends strings, hence the Number() below). */
type MultipleRow = Pick<
  Tables<"valuation_multiples">,
  | "id"
  | "industry_id"
  | "name_fr"
  | "name_en"
  | "sde_low"
  | "sde_probable"
  | "sde_high"
  | "ebitda_low"
  | "ebitda_high"
  | "source"
  | "source_en"
  | "source_url"
  | "source_date"
>;

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

function toBenchmark(row: MultipleRow): BenchmarkRow {
  return {
    id: row.id,
    industryId: row.industry_id,
    sectorName: row.name_fr === null ? null : { fr: row.name_fr, en: row.name_en },
    low: Number(row.sde_low),
    probable: Number(row.sde_probable),
    high: Number(row.sde_high),
    ebitdaLow: num(row.ebitda_low),
    ebitdaHigh: num(row.ebitda_high),
    source: row.source,
    sourceEn: row.source_en ?? row.source,
    sourceUrl: row.source_url,
    sourceDate: row.source_date,
  };
}

/** The SDE / EBITDA multiples that apply to a category (its own sector's, its main industry's, or the default). */
export async function getBenchmarkForCategory(client: Client, categoryId: number): Promise<BenchmarkRow | null> {
  const { data, error } = await client.rpc("valuation_multiple_for_category", { p_category_id: categoryId });
  if (error) raise(error);
  const row = data?.[0];
  return row ? toBenchmark(row) : null;
}

/** The site's comparables for a category, regional when the region has five of them. */
export async function getComparables(
  client: Client,
  categoryId: number,
  regionId: number | null,
): Promise<Comparables> {
  // No region: the argument is left out and defaults to null.
  const { data, error } = await client.rpc("valuation_comparables", {
    p_category_id: categoryId,
    p_region_id: regionId ?? undefined,
  });
  if (error) raise(error);
  const row = data?.[0];
  return {
    scope: row ? oneOf(["region", "all"], row.scope) : "all",
    count: row?.listing_count ?? 0,
    medianMultiple: row ? num(row.median_multiple) : null,
  };
}

/** Edits a benchmark (admins, by RLS); false when there is no such row or the caller may not. */
export async function updateMultiple(
  client: Client,
  id: number,
  values: TablesUpdate<"valuation_multiples">,
): Promise<boolean> {
  const { data, error } = await client.from("valuation_multiples").update(values).eq("id", id).select("id");
  if (error) raise(error);
  return data.length > 0;
}

type Name = { fr: string; en: string | null };
export type MultipleWithIndustry = BenchmarkRow & { industryName: Name | null };

/** Every benchmark with its industry's (or own sector's) name, the default first (admin editor). */
export async function listMultiples(client: Client): Promise<MultipleWithIndustry[]> {
  const { data, error } = await client
    .from("valuation_multiples")
    .select(
      "id, industry_id, name_fr, name_en, sde_low, sde_probable, sde_high, ebitda_low, ebitda_high, source, source_en, source_url, source_date, entreprise_industries(name_fr, name_en)",
    );
  if (error) raise(error);
  return (data ?? [])
    .map((r) => {
      const benchmark = toBenchmark(r);
      const industry = r.entreprise_industries;
      return {
        ...benchmark,
        industryName: industry ? { fr: industry.name_fr, en: industry.name_en } : benchmark.sectorName,
      };
    })
    .sort((a, b) =>
      a.industryName === null
        ? -1
        : b.industryName === null
          ? 1
          : a.industryName.fr.localeCompare(b.industryName.fr, "fr"),
    );
}

/** The quick estimate's answers as stored with a valuation (amounts in CAD). */
type StoredEstimate = Omit<ParsedEstimate, "category" | "region"> & { revenue: number };

export type Valuation = {
  id: string;
  owner_id: string;
  title: string;
  category_id: number | null;
  region_id: number | null;
  inputs: Partial<StoredEstimate>;
  years: YearFigures[];
  methods: Partial<MethodChoices>;
  conclusion_low: number | null;
  conclusion: number | null;
  conclusion_high: number | null;
  notes: string;
  share_token: string;
  share_enabled: boolean;
  created_at: string;
  updated_at: string;
};

const EVALUATION_COLUMNS =
  "id, owner_id, title, category_id, region_id, inputs, years, methods, conclusion_low, conclusion, conclusion_high, notes, share_token, share_enabled, created_at, updated_at";

type ValuationRow = Pick<Tables<"evaluations">, keyof Valuation>;

/** What getSharedValuation reads (shared_evaluation): a valuation without its owner and token. */
export type SharedValuation = Omit<Valuation, "owner_id" | "share_token" | "share_enabled">;

/** The one place the jsonb columns (written by the editor) become their shapes, and the numeric ones numbers. */
function toSharedValuation(row: Omit<ValuationRow, "owner_id" | "share_token" | "share_enabled">): SharedValuation {
  const money = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...row,
    inputs: fromJson<Partial<StoredEstimate>>(row.inputs),
    years: fromJson<YearFigures[]>(row.years),
    methods: fromJson<Partial<MethodChoices>>(row.methods),
    conclusion_low: money(row.conclusion_low),
    conclusion: money(row.conclusion),
    conclusion_high: money(row.conclusion_high),
  };
}

function toValuation(row: ValuationRow): Valuation {
  return { ...row, ...toSharedValuation(row) };
}

export type ValuationWrite = Pick<
  Valuation,
  "title" | "category_id" | "region_id" | "inputs" | "years" | "methods" | "notes"
> &
  Partial<Pick<Valuation, "conclusion_low" | "conclusion" | "conclusion_high" | "share_enabled">>;

/** Saves a new valuation for the signed-in caller (the database sets the owner and the token). */
export async function createValuation(client: Client, values: ValuationWrite): Promise<Valuation> {
  // No owner_id: the evaluations trigger sets it to the caller. The generated Insert type knows no
  // triggers and requires it, so the row is checked against the rest, then given that type.
  const row: Omit<TablesInsert<"evaluations">, "owner_id"> = values;
  const { data, error } = await client
    .from("evaluations")
    .insert(row as TablesInsert<"evaluations">)
    .select(EVALUATION_COLUMNS)
    .single();
  if (error) raise(error);
  return toValuation(data);
}

/** Updates a valuation the caller may write; null when there is none (absent or not theirs). */
export async function updateValuation(
  client: Client,
  id: string,
  values: Partial<ValuationWrite>,
): Promise<Valuation | null> {
  const { data, error } = await client
    .from("evaluations")
    .update(values)
    .eq("id", id)
    .select(EVALUATION_COLUMNS)
    .maybeSingle();
  if (error) raise(error);
  return data ? toValuation(data) : null;
}

/** One valuation the caller may read (their own, or any for an admin). */
export async function getValuation(client: Client, id: string): Promise<Valuation | null> {
  const { data, error } = await client.from("evaluations").select(EVALUATION_COLUMNS).eq("id", id).maybeSingle();
  if (error) raise(error);
  return data ? toValuation(data) : null;
}

/** The caller's valuations, newest first; every valuation when `all` (admins). */
export async function listValuations(
  client: Client,
  opts: { ownerId?: string; limit?: number } = {},
): Promise<Valuation[]> {
  let query = client
    .from("evaluations")
    .select(EVALUATION_COLUMNS)
    .order("updated_at", { ascending: false })
    .limit(opts.limit ?? 200);
  if (opts.ownerId) query = query.eq("owner_id", opts.ownerId);
  const { data, error } = await query;
  if (error) raise(error);
  return (data ?? []).map(toValuation);
}

export async function deleteValuation(client: Client, id: string): Promise<boolean> {
  const { data, error } = await client.from("evaluations").delete().eq("id", id).select("id");
  if (error) raise(error);
  return (data ?? []).length > 0;
}

/** A new share token: the old link stops working. Null when the caller has no such valuation (P0002). */
export async function rotateShareToken(client: Client, id: string): Promise<string | null> {
  const { data, error } = await client.rpc("rotate_evaluation_token", { p_id: id });
  if (error?.code === "P0002") return null;
  if (error) raise(error);
  return data;
}

/** The shared report: the valuation when the token matches and sharing is on, else null. */
export async function getSharedValuation(client: Client, id: string, token: string): Promise<SharedValuation | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const { data, error } = await client.rpc("shared_evaluation", { p_id: id, p_token: token });
  if (error) raise(error);
  const row = data?.[0];
  return row ? toSharedValuation(row) : null;
}

/** Opens a business draft for the caller with a valuation's figures; returns its id. */
export async function createBusinessDraft(
  client: Client,
  values: Omit<TablesInsert<"entreprises">, "slug" | "status">,
): Promise<number> {
  // An empty slug is made from the French title by the table's trigger.
  const { data, error } = await client
    .from("entreprises")
    .insert({ ...values, status: "draft", slug: "" })
    .select("id")
    .single();
  if (error) raise(error);
  return data.id;
}
