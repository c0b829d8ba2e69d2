import "server-only";
import type { Client } from "@/lib/supabase/types";
import { raise } from "@/lib/supabase/errors";
import { BUSINESS_FIELDS } from "./businesses";
import { rowSchema, type ImportProblem, type Mapping } from "./fields";
import { headerKey } from "./values";
import type { Table } from "./parse";

/** Rows written per request: well under the Data API's 65 534 parameters with every column. */
export const BATCH_ROWS = 1000;
/** The problems a dry run shows (all of them are in the downloadable report). */
const SHOWN_PROBLEMS = 200;
const LOOKUP_CHUNK = 200;

type Values = Record<string, unknown>;
type Refs = { categories: Map<string, number>; regions: Map<string, number>; owners: Map<string, string> };
/** A row of the file once read: its line, its key, the values to write (null when refused) and its problems. */
export type ImportRow<V> = { line: number; key: string | null; values: V | null; problems: ImportProblem[] };
type Row = ImportRow<Values>;

/** What each request of the import page answers: the file's headers, the mapping used, and the step's result. */
export type ImportStep = {
  headers: string[];
  mapping: Mapping;
  rows: number;
  summary: ImportSummary | null;
  report: string | null;
};

/** What an import did or would do: counts, and the problems by row and column. */
export type ImportSummary = {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  failedBatches: number[];
  problems: ImportProblem[];
  problemCount: number;
  batches: number;
};

async function loadRefs(client: Client, emails: string[]): Promise<Refs> {
  const [categories, regions] = await Promise.all([
    client.from("entreprise_categories").select("id, name_fr, name_en"),
    client.from("regions").select("id, code, slug, name_fr, name_en"),
  ]);
  if (categories.error) raise(categories.error);
  if (regions.error) raise(regions.error);
  const owners = new Map<string, string>();
  for (let i = 0; i < emails.length; i += LOOKUP_CHUNK) {
    const { data, error } = await client
      .from("profiles")
      .select("id, email")
      .in("email", emails.slice(i, i + LOOKUP_CHUNK));
    if (error) raise(error);
    for (const p of data ?? []) if (p.email) owners.set(p.email.toLowerCase(), p.id);
  }
  const index = <T extends { id: number }>(rows: T[], names: (r: T) => (string | null)[]) =>
    new Map(rows.flatMap((r) => names(r).flatMap((n) => (n ? [[headerKey(n), r.id] as const] : []))));
  return {
    categories: index(categories.data, (c) => [c.name_fr, c.name_en]),
    regions: index(regions.data, (r) => [r.code, r.slug, r.name_fr, r.name_en]),
    owners,
  };
}

export const columnName = (table: Table, mapping: Mapping, field: string) => {
  const index = mapping[field];
  return index === null || index === undefined ? field : (table.headers[index] ?? field);
};

/**
 * Every row of the file read and checked, the same way for the dry run and the import: cells by
 * the mapping, through the row schema, then the references (category, region, owner) and the
 * key (a reference met twice in the file is refused the second time).
 */
async function readRows(client: Client, table: Table, mapping: Mapping, defaultOwnerId: string | null) {
  const schema = rowSchema(BUSINESS_FIELDS);
  const ownerColumn = mapping.owner_email;
  const emails = [
    ...new Set(
      ownerColumn === null || ownerColumn === undefined
        ? []
        : table.rows.map((r) => (r[ownerColumn] ?? "").trim().toLowerCase()).filter(Boolean),
    ),
  ];
  const refs = await loadRefs(client, emails);
  const seen = new Set<string>();
  return table.rows.map((cells, i): Row => {
    const line = i + 2;
    const raw = Object.fromEntries(
      BUSINESS_FIELDS.map((f) => {
        const index = mapping[f.key];
        return [f.key, index === null || index === undefined ? "" : (cells[index] ?? "")];
      }),
    );
    const problems: ImportProblem[] = [];
    const problem = (field: string, code: string) =>
      problems.push({ line, column: columnName(table, mapping, field), code, value: String(raw[field] ?? "") });
    const parsed = schema.safeParse(raw);
    if (!parsed.success) for (const issue of parsed.error.issues) problem(String(issue.path[0]), issue.message);
    const v = (parsed.success ? parsed.data : {}) as Values;
    const key = typeof raw.reference === "string" && raw.reference.trim() ? raw.reference.trim() : null;
    if (parsed.success) {
      const category = refs.categories.get(headerKey(String(v.category)));
      if (category === undefined) problem("category", "unknownCategory");
      const region = v.region === null ? null : refs.regions.get(headerKey(String(v.region)));
      if (region === undefined) problem("region", "unknownRegion");
      const owner = v.owner_email ? refs.owners.get(String(v.owner_email)) : defaultOwnerId;
      if (!owner) problem("owner_email", v.owner_email ? "unknownOwner" : "ownerRequired");
      if (v.postal_code && !/^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/.test(String(v.postal_code)))
        problem("postal_code", "postalCode");
      if (v.price_on_request === true && v.asking_price !== null) problem("asking_price", "priceAndRequest");
      v.category_id = category;
      v.region_id = region;
      v.owner_id = owner;
    }
    if (key && seen.has(key)) problem("reference", "duplicateKey");
    if (key) seen.add(key);
    return { line, key, values: problems.length ? null : v, problems };
  });
}

/** The row as written to public.entreprises (import_ref is the key). */
const record = (v: Values) => ({
  import_ref: v.reference as string,
  title_fr: v.title_fr as string,
  title_en: (v.title_en as string | null) ?? null,
  category_id: v.category_id as number,
  region_id: (v.region_id as number | null) ?? null,
  city: (v.city as string | null) ?? null,
  postal_code: v.postal_code ? String(v.postal_code).toUpperCase() : null,
  business_name: (v.business_name as string | null) ?? null,
  asking_price: (v.asking_price as number | null) ?? null,
  price_on_request: v.price_on_request === true,
  gross_revenue: (v.gross_revenue as number | null) ?? null,
  cash_flow: (v.cash_flow as number | null) ?? null,
  ebitda: (v.ebitda as number | null) ?? null,
  year_established: (v.year_established as number | null) ?? null,
  employees: (v.employees as number | null) ?? null,
  description_fr: (v.description_fr as string | null) ?? "",
  description_en: (v.description_en as string | null) ?? null,
  owner_id: v.owner_id as string,
  ...(v.confirmed_on ? { last_confirmed_at: `${String(v.confirmed_on)}T12:00:00Z` } : {}),
});

type Record_ = ReturnType<typeof record>;
type Existing = Record<string, unknown> & { id: number; import_ref: string | null };

const same = (a: unknown, b: unknown) => {
  if ((a === null || a === "") && (b === null || b === "")) return true;
  if (typeof b === "number") return a !== null && Number(a) === b;
  return a === b;
};

/** Whether the stored listing already says everything the file does. */
function unchanged(row: Record_, existing: Existing): boolean {
  return Object.entries(row).every(([k, value]) =>
    k === "last_confirmed_at"
      ? String(existing.last_confirmed_at ?? "").slice(0, 10) === String(value).slice(0, 10)
      : same(existing[k], value),
  );
}

async function existingByRef(client: Client, refs: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  for (let i = 0; i < refs.length; i += BATCH_ROWS) {
    const { data, error } = await client.rpc("import_existing_entreprises", { p_refs: refs.slice(i, i + BATCH_ROWS) });
    if (error) raise(error);
    for (const row of (data ?? []) as Existing[]) if (row.import_ref) found.set(row.import_ref, row);
  }
  return found;
}

export function summarize(
  rows: ImportRow<unknown>[],
): Omit<ImportSummary, "created" | "updated" | "unchanged" | "failedBatches"> {
  const problems = rows.flatMap((r) => r.problems);
  return {
    rows: rows.length,
    refused: rows.filter((r) => r.values === null).length,
    problems: problems.slice(0, SHOWN_PROBLEMS),
    problemCount: problems.length,
    batches: Math.ceil(rows.length / BATCH_ROWS),
  };
}

/** Every problem of the file, for the downloadable report. */
export async function allProblems(client: Client, table: Table, mapping: Mapping, ownerId: string | null) {
  return (await readRows(client, table, mapping, ownerId)).flatMap((r) => r.problems);
}

/** The dry run: what importing the file would create, update, leave alone and refuse, and why. */
export async function planBusinessImport(
  client: Client,
  table: Table,
  mapping: Mapping,
  ownerId: string | null,
): Promise<ImportSummary> {
  const rows = await readRows(client, table, mapping, ownerId);
  const valid = rows.filter((r) => r.values);
  const existing = await existingByRef(
    client,
    valid.map((r) => r.key!),
  );
  let created = 0;
  let updated = 0;
  let same_ = 0;
  for (const r of valid) {
    const found = existing.get(r.key!);
    if (!found) created++;
    else if (unchanged(record(r.values!), found)) same_++;
    else updated++;
  }
  return { ...summarize(rows), created, updated, unchanged: same_, failedBatches: [] };
}

/**
 * Imports one batch of the file (rows batch × BATCH_ROWS …): new listings are created submitted
 * for review (never published; the moderation trigger has the last word), changed ones updated
 * (their status left as moderation set it), unchanged ones left alone. A batch whose write fails
 * is reported as failed; the caller goes on with the next.
 */
export async function runBusinessImportBatch(
  client: Client,
  table: Table,
  mapping: Mapping,
  ownerId: string | null,
  batch: number,
): Promise<ImportSummary> {
  const all = await readRows(client, table, mapping, ownerId);
  const rows = all.slice(batch * BATCH_ROWS, (batch + 1) * BATCH_ROWS);
  const valid = rows.filter((r) => r.values);
  const summary = { ...summarize(rows), batches: Math.ceil(all.length / BATCH_ROWS) };
  try {
    const existing = await existingByRef(
      client,
      valid.map((r) => r.key!),
    );
    const inserts: Record_[] = [];
    const updates: { id: number; row: Record_ }[] = [];
    let same_ = 0;
    for (const r of valid) {
      const row = record(r.values!);
      const found = existing.get(r.key!);
      if (!found) inserts.push(row);
      else if (unchanged(row, found)) same_++;
      else updates.push({ id: found.id, row });
    }
    if (inserts.length) {
      const { error } = await client
        .from("entreprises")
        .insert(inserts.map((row) => ({ ...row, slug: "", status: "submitted" as const })));
      if (error) raise(error);
    }
    for (let i = 0; i < updates.length; i += 8)
      await Promise.all(
        updates.slice(i, i + 8).map(async ({ id, row }) => {
          const { error } = await client.from("entreprises").update(row).eq("id", id);
          if (error) raise(error);
        }),
      );
    return { ...summary, created: inserts.length, updated: updates.length, unchanged: same_, failedBatches: [] };
  } catch (error) {
    console.error(`[imports.businesses] batch ${batch} failed:`, error);
    return { ...summary, created: 0, updated: 0, unchanged: 0, refused: rows.length, failedBatches: [batch] };
  }
}
