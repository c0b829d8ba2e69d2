import "server-only";
import { listPlanRooms } from "./queries";
import type { Client } from "@/lib/supabase/types";
import { rowSchema, type FieldDef, type ImportProblem, type Mapping } from "./fields";
import type { Table } from "./parse";

/** Rows written per request: well under the Data API's 65 534 parameters with every column. */
const BATCH_ROWS = 1000;
/** The problems a dry run shows (all of them are in the downloadable report). */
const SHOWN_PROBLEMS = 200;
/** A row of the file once read: its line, its key, the values to write (null when refused) and its problems. */
type ImportRow<V> = { line: number; key: string | null; values: V | null; problems: ImportProblem[] };

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
  /** The code of a key met twice (default `duplicateKey`). */
  duplicateCode?: string;
  loadRefs: (client: Client, rows: Values[]) => Promise<Refs>;
  /** Adds what the row refers to into `v`, or reports a problem (field, code). */
  check: (
    v: Values,
    refs: Refs,
    problem: (field: string, code: string, value?: string) => void,
    ownerId: string | null,
  ) => void;
  record: (v: Values) => Values;
  existing: (client: Client, keys: string[]) => Promise<Map<string, Existing>>;
  insert: (client: Client, rows: Values[]) => Promise<void>;
  update: (client: Client, id: number, row: Values) => Promise<void>;
  /**
   * Listings: each new row (and each active one moved to another owner) takes a place in its
   * owner's plan (`owner_id` of the row, `owner_id` and `status` of the stored one); the rows
   * beyond the places left are refused at their line (`plan_limit`) instead of failing their batch
   * in listing_plan_guard, which stays the authority.
   */
  planLimited?: boolean;
};

type Row = ImportRow<Values>;

/** The file's header of the column a field reads; null when it reads none or the header is blank. */
const columnName = (table: Table, mapping: Mapping, field: string) => {
  const index = mapping[field];
  return index === null || index === undefined ? null : table.headers[index] || null;
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
    const result = schema.safeParse(raw);
    if (result.success) return { raw, values: result.data as Values, failed: new Set<string>(), issues: [] };
    // The cells that could be read still go through the dataset's checks, so a row shows all its problems.
    const issues = result.error.issues.map((issue) => ({ field: String(issue.path[0]), code: issue.message }));
    const failed = new Set(issues.map((issue) => issue.field));
    const values: Values = {};
    for (const [field, cell] of Object.entries(schema.shape))
      if (!failed.has(field)) values[field] = cell.parse(raw[field]);
    return { raw, values, failed, issues };
  });
  const refs = await dataset.loadRefs(
    client,
    parsed.map((p) => p.values),
  );
  const seen = new Set<string>();
  return parsed.map(({ raw, values: v, failed, issues }, i): Row => {
    const line = i + 2;
    const problems: ImportProblem[] = [];
    const problem = (field: string, code: string, value = String(raw[field] ?? "")) =>
      problems.push({ line, field, column: columnName(table, mapping, field), code, value });
    for (const issue of issues) problem(issue.field, issue.code);
    // A check of a cell that could not be read would only repeat its problem.
    const checked = (field: string, code: string, value?: string) => {
      if (!failed.has(field)) problem(field, code, value);
    };
    // The key as read (an e-mail in lower case), else as typed.
    const rawKey = typeof v[dataset.key] === "string" ? v[dataset.key] : raw[dataset.key];
    const key = typeof rawKey === "string" && rawKey.trim() ? rawKey.trim() : null;
    dataset.check(v, refs, checked, defaultOwnerId);
    if (key && seen.has(key)) problem(dataset.key, dataset.duplicateCode ?? "duplicateKey");
    if (key) seen.add(key);
    return { line, key, values: problems.length ? null : v, problems };
  });
}

/** The statuses listing_plan_guard counts as active. */
const ACTIVE = new Set(["submitted", "published", "under_offer"]);
type Room = { email: string; plan: string; limit: number; left: number };

/** The owners of these rows whose plan limits their active listings, with the places they have left. */
async function planRooms(client: Client, rows: Row[]): Promise<Map<string, Room>> {
  const owners = [...new Set(rows.flatMap((r) => (r.values?.owner_id ? [String(r.values.owner_id)] : [])))];
  const rooms = new Map<string, Room>();
  for (const o of await listPlanRooms(client, owners))
    if (o.active_listings !== null)
      rooms.set(o.owner_id, {
        email: o.email ?? "",
        plan: o.plan,
        limit: o.active_listings,
        left: Math.max(0, o.active_listings - o.active),
      });
  return rooms;
}

/**
 * The rows, in the file's order, that would take a place their owner's plan no longer has: refused
 * with `plan_limit` (which owner, what limit). A new row takes a place; so does a stored active
 * listing moved to this owner; an update of the owner's own listing takes none. Run on the whole
 * file up to the batch, it refuses the same rows before and after earlier batches are imported
 * (their rows are then stored, and counted in the owner's active listings instead).
 */
function refuseOverPlan(rows: Row[], rooms: Map<string, Room>, existing: Map<string, Existing>, column: string | null) {
  for (const r of rows) {
    const owner = r.values?.owner_id ? String(r.values.owner_id) : null;
    const room = owner ? rooms.get(owner) : undefined;
    if (!room) continue;
    const found = existing.get(r.key!);
    if (found && (!ACTIVE.has(String(found.status)) || found.owner_id === owner)) continue;
    if (room.left > 0) {
      room.left--;
      continue;
    }
    r.problems.push({
      line: r.line,
      field: "owner_email",
      column,
      code: "plan_limit",
      value: room.email,
      params: { owner: room.email, limit: room.limit, plan: room.plan },
    });
    r.values = null;
  }
}

/**
 * The rows of the file up to `end`, checked as the dry run and the import both check them (readRows,
 * then the plan limits), and the stored rows of the keys from `start` (and those the limits need).
 */
async function checkRows<R>(
  dataset: Dataset<R>,
  client: Client,
  table: Table,
  mapping: Mapping,
  ownerId: string | null,
  { start = 0, end = Infinity } = {},
) {
  const all = await readRows(dataset, client, table, mapping, ownerId);
  const upTo = all.slice(0, end);
  const rooms = dataset.planLimited ? await planRooms(client, upTo) : new Map<string, Room>();
  const keys = upTo.flatMap((r, i) =>
    r.values && (i >= start || rooms.has(String(r.values.owner_id))) ? [r.key!] : [],
  );
  const existing = await dataset.existing(client, keys);
  if (rooms.size) refuseOverPlan(upTo, rooms, existing, columnName(table, mapping, "owner_email"));
  return { all, existing };
}

/** A list of ids in any order (bigint[] arrives as text or numbers). */
const ids = (list: unknown[]) =>
  list
    .map(Number)
    .sort((x, y) => x - y)
    .join(",");

const same = (a: unknown, b: unknown) => {
  if ((a === null || a === "") && (b === null || b === "")) return true;
  if (Array.isArray(a) && Array.isArray(b)) return ids(a) === ids(b);
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

function summarize(
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
  return (await checkRows(dataset, client, table, mapping, ownerId)).all.flatMap((r) => r.problems);
}

/** The dry run: what importing the file would create, update, leave alone and refuse, and why. */
export async function planImport<R>(
  dataset: Dataset<R>,
  client: Client,
  table: Table,
  mapping: Mapping,
  ownerId: string | null,
): Promise<ImportSummary> {
  const { all: rows, existing } = await checkRows(dataset, client, table, mapping, ownerId);
  const valid = rows.filter((r) => r.values);
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
  const start = batch * BATCH_ROWS;
  const end = start + BATCH_ROWS;
  const { all, existing } = await checkRows(dataset, client, table, mapping, ownerId, { start, end });
  const rows = all.slice(start, end);
  const valid = rows.filter((r) => r.values);
  const summary = { ...summarize(rows), batches: Math.ceil(all.length / BATCH_ROWS) };
  try {
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
