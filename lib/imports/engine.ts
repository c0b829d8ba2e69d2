import "server-only";
import type { Client } from "@/lib/supabase/types";
import { rowSchema, type FieldDef, type ImportProblem, type Mapping } from "./fields";
import type { Table } from "./parse";

/** Rows written per request: well under the Data API's 65 534 parameters with every column. */
export const BATCH_ROWS = 1000;
/** The problems a dry run shows (all of them are in the downloadable report). */
const SHOWN_PROBLEMS = 200;
/** A row of the file once read: its line, its key, the values to write (null when refused) and its problems. */
export type ImportRow<V> = { line: number; key: string | null; values: V | null; problems: ImportProblem[] };

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

/** A row's values as the row schema read them (and the references its dataset added). */
export type Values = Record<string, unknown>;
/** A stored row as the dataset's lookup returns it: its id, and the columns it writes. */
export type Existing = Record<string, unknown> & { id: number };

/**
 * One kind of row an import writes (businesses, properties, …): its columns, the key column that
 * makes a second import change nothing, the references its rows need (looked up once per file),
 * the per-row checks and the record written, and how a batch finds, inserts and updates rows.
 */
export type Dataset<Refs = unknown> = {
  /** For the server log. */
  name: string;
  fields: readonly FieldDef[];
  /** The field whose value identifies a row (a value met twice in the file is refused the second time). */
  key: string;
  loadRefs: (client: Client, rows: Values[]) => Promise<Refs>;
  /** Adds what the row refers to into `v`, or reports a problem (field, code). */
  check: (v: Values, refs: Refs, problem: (field: string, code: string) => void, ownerId: string | null) => void;
  record: (v: Values) => Values;
  existing: (client: Client, keys: string[]) => Promise<Map<string, Existing>>;
  insert: (client: Client, rows: Values[]) => Promise<void>;
  update: (client: Client, id: number, row: Values) => Promise<void>;
};

type Row = ImportRow<Values>;

export const columnName = (table: Table, mapping: Mapping, field: string) => {
  const index = mapping[field];
  return index === null || index === undefined ? field : (table.headers[index] ?? field);
};

/**
 * Every row of the file read and checked, the same way for the dry run and the import: cells by
 * the mapping, through the row schema, then the dataset's references and checks, and the key.
 */
async function readRows<R>(
  dataset: Dataset<R>,
  client: Client,
  table: Table,
  mapping: Mapping,
  defaultOwnerId: string | null,
) {
  const schema = rowSchema(dataset.fields);
  const parsed = table.rows.map((cells) => {
    const raw = Object.fromEntries(
      dataset.fields.map((f) => {
        const index = mapping[f.key];
        return [f.key, index === null || index === undefined ? "" : (cells[index] ?? "")];
      }),
    );
    return { raw, result: schema.safeParse(raw) };
  });
  const refs = await dataset.loadRefs(
    client,
    parsed.flatMap((p) => (p.result.success ? [p.result.data as Values] : [])),
  );
  const seen = new Set<string>();
  return parsed.map(({ raw, result }, i): Row => {
    const line = i + 2;
    const problems: ImportProblem[] = [];
    const problem = (field: string, code: string) =>
      problems.push({ line, column: columnName(table, mapping, field), code, value: String(raw[field] ?? "") });
    if (!result.success) for (const issue of result.error.issues) problem(String(issue.path[0]), issue.message);
    const v = (result.success ? result.data : {}) as Values;
    const rawKey = raw[dataset.key];
    const key = typeof rawKey === "string" && rawKey.trim() ? rawKey.trim() : null;
    if (result.success) dataset.check(v, refs, problem, defaultOwnerId);
    if (key && seen.has(key)) problem(dataset.key, "duplicateKey");
    if (key) seen.add(key);
    return { line, key, values: problems.length ? null : v, problems };
  });
}

const same = (a: unknown, b: unknown) => {
  if ((a === null || a === "") && (b === null || b === "")) return true;
  if (typeof b === "number") return a !== null && Number(a) === b;
  return a === b;
};

/** Whether the stored row already says everything the file does. */
function unchanged(row: Values, existing: Existing): boolean {
  return Object.entries(row).every(([k, value]) =>
    k === "last_confirmed_at"
      ? String(existing.last_confirmed_at ?? "").slice(0, 10) === String(value).slice(0, 10)
      : same(existing[k], value),
  );
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
export async function allProblems<R>(
  dataset: Dataset<R>,
  client: Client,
  table: Table,
  mapping: Mapping,
  ownerId: string | null,
) {
  return (await readRows(dataset, client, table, mapping, ownerId)).flatMap((r) => r.problems);
}

/** The dry run: what importing the file would create, update, leave alone and refuse, and why. */
export async function planImport<R>(
  dataset: Dataset<R>,
  client: Client,
  table: Table,
  mapping: Mapping,
  ownerId: string | null,
): Promise<ImportSummary> {
  const rows = await readRows(dataset, client, table, mapping, ownerId);
  const valid = rows.filter((r) => r.values);
  const existing = await dataset.existing(
    client,
    valid.map((r) => r.key!),
  );
  let created = 0;
  let updated = 0;
  let same_ = 0;
  for (const r of valid) {
    const found = existing.get(r.key!);
    if (!found) created++;
    else if (unchanged(dataset.record(r.values!), found)) same_++;
    else updated++;
  }
  return { ...summarize(rows), created, updated, unchanged: same_, failedBatches: [] };
}

/**
 * Imports one batch of the file (rows batch × BATCH_ROWS …): new rows inserted (the dataset
 * decides how, e.g. listings submitted for review, never published), changed ones updated,
 * unchanged ones left alone. A batch whose write fails is reported as failed; the caller goes
 * on with the next.
 */
export async function runImportBatch<R>(
  dataset: Dataset<R>,
  client: Client,
  table: Table,
  mapping: Mapping,
  ownerId: string | null,
  batch: number,
): Promise<ImportSummary> {
  const all = await readRows(dataset, client, table, mapping, ownerId);
  const rows = all.slice(batch * BATCH_ROWS, (batch + 1) * BATCH_ROWS);
  const valid = rows.filter((r) => r.values);
  const summary = { ...summarize(rows), batches: Math.ceil(all.length / BATCH_ROWS) };
  try {
    const existing = await dataset.existing(
      client,
      valid.map((r) => r.key!),
    );
    const inserts: Values[] = [];
    const updates: { id: number; row: Values }[] = [];
    let same_ = 0;
    for (const r of valid) {
      const row = dataset.record(r.values!);
      const found = existing.get(r.key!);
      if (!found) inserts.push(row);
      else if (unchanged(row, found)) same_++;
      else updates.push({ id: found.id, row });
    }
    if (inserts.length) await dataset.insert(client, inserts);
    for (let i = 0; i < updates.length; i += 8)
      await Promise.all(updates.slice(i, i + 8).map(({ id, row }) => dataset.update(client, id, row)));
    return { ...summary, created: inserts.length, updated: updates.length, unchanged: same_, failedBatches: [] };
  } catch (error) {
    console.error(`[imports.${dataset.name}] batch ${batch} failed:`, error);
    return { ...summary, created: 0, updated: 0, unchanged: 0, refused: rows.length, failedBatches: [batch] };
  }
}
