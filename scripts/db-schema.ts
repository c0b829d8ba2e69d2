/**
 * `npx tsx scripts/db-schema.ts [--database-url URL] [--check]`: writes supabase/schemas/<domain>.sql,
 * the current schema by domain, from a migrated database (DATABASE_URL by default). `npm run db:types`
 * runs it, with the types, against a fresh database of its own; `--check` only compares. For a squash
 * (docs/database.md): `--baseline DIR --version YYYYMMDDHHMMSS` writes the baseline migrations,
 * `--digest` prints a hash of every table's rows.
 */
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { renderBaseline } from "./db-schema/baseline.ts";
import { readCatalog } from "./db-schema/catalog.ts";
import { renderSchemaFiles } from "./db-schema/render.ts";
import { argument } from "./db-types.ts";
import { buildStatements } from "./db-schema/statements.ts";

export const SCHEMA_DIR = path.resolve(import.meta.dirname, "../supabase/schemas");

/** The text of every schema file (`platform.sql` …) for the database at `databaseUrl`. */
export async function generateSchemaFiles(databaseUrl: string): Promise<Map<string, string>> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return renderSchemaFiles(buildStatements(await readCatalog(sql)));
  } finally {
    await sql.end();
  }
}

/**
 * Squashes the migrations the database at `databaseUrl` was built with into one migration per domain, written to
 * `dir` as `<version + 100 × n>_<domain>.sql` (docs/database.md: Squashing). Returns the files with how many
 * statements each holds for a domain applied earlier.
 */
export async function writeBaseline(databaseUrl: string, dir: string, version: string, title: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const catalog = await readCatalog(sql);
    const files = renderBaseline(buildStatements(catalog), catalog, title);
    return files.map((f, n) => {
      const name = `${(BigInt(version) + BigInt(n * 100)).toString()}_${f.domain}.sql`;
      fs.writeFileSync(path.join(dir, name), f.text);
      return { name, moved: f.moved };
    });
  } finally {
    await sql.end();
  }
}

/**
 * One line per table of the app's schemas (and storage.buckets) with its row count and a hash of its rows, leaving
 * out the columns stamped with the time of the insert, and one per sequence with its last value: two databases
 * with the same lines hold the same data (how a squash is shown to keep the rows migrations insert).
 */
export async function dataDigest(databaseUrl: string): Promise<string[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const tables = await sql<{ name: string; stamps: string[] }[]>`
      select c.oid::regclass::text as name,
        array(select a.attname::text from pg_attribute a join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
              where a.attrelid = c.oid and pg_get_expr(d.adbin, d.adrelid) = 'now()') as stamps
      from pg_class c
      where c.relkind = 'r' and (c.oid = to_regclass('storage.buckets')
        or (c.relnamespace::regnamespace::text not like 'pg\\_%' and c.relnamespace::regnamespace::text not in
          ('information_schema', 'auth', 'storage', 'extensions', 'supabase_migrations')))
      order by 1`;
    const lines: string[] = [];
    for (const t of tables) {
      const [row] = await sql.unsafe<{ rows: string; digest: string }[]>(
        `select count(*)::text as rows, md5(coalesce(string_agg(r, E'\\n' order by r), '')) as digest
         from (select (to_jsonb(t) - $1::text[])::text as r from ${t.name} t) rows`,
        [t.stamps],
      );
      lines.push(`${t.name}: ${row!.rows} rows, ${row!.digest}`);
    }
    for (const s of await sql<{ name: string; last: string | null }[]>`
      select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences
      where schemaname not in ('auth', 'storage', 'supabase_migrations') order by 1`) {
      lines.push(`${s.name}: last value ${s.last ?? "none"}`);
    }
    return lines;
  } finally {
    await sql.end();
  }
}

/** The committed files that differ from `generated`, with the first differing line of each. */
export function staleSchemaFiles(generated: Map<string, string>): string[] {
  const present = fs.existsSync(SCHEMA_DIR) ? fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith(".sql")) : [];
  const names = [...new Set([...generated.keys(), ...present])].sort();
  const stale: string[] = [];
  for (const name of names) {
    const file = path.join(SCHEMA_DIR, name);
    const committed = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
    const wanted = generated.get(name) ?? null;
    if (committed === wanted) continue;
    const where = `supabase/schemas/${name}`;
    if (wanted === null) stale.push(`${where}: no domain writes this file any more`);
    else if (committed === null) stale.push(`${where}: missing`);
    else {
      const a = committed.split("\n");
      const b = wanted.split("\n");
      const line = a.findIndex((text, i) => text !== b[i]);
      const at = line < 0 ? a.length : line;
      stale.push(
        `${where}, line ${at + 1}:\n    committed: ${a[at] ?? "(end of file)"}\n    database:  ${b[at] ?? "(end of file)"}`,
      );
    }
  }
  return stale;
}

/** Writes the files (and removes a domain file no domain writes); returns the names that changed. */
export async function writeSchemaFiles(databaseUrl: string): Promise<string[]> {
  const generated = await generateSchemaFiles(databaseUrl);
  fs.mkdirSync(SCHEMA_DIR, { recursive: true });
  const changed: string[] = [];
  for (const name of fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith(".sql") && !generated.has(f))) {
    fs.rmSync(path.join(SCHEMA_DIR, name));
    changed.push(name);
  }
  for (const [name, text] of generated) {
    const file = path.join(SCHEMA_DIR, name);
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) continue;
    fs.writeFileSync(file, text);
    changed.push(name);
  }
  return changed;
}

/** The command line: writes, checks, squashes or digests, as its flags say. */
async function main(databaseUrl: string) {
  const baseline = argument("baseline");
  if (process.argv.includes("--digest")) {
    console.log((await dataDigest(databaseUrl)).join("\n"));
  } else if (baseline) {
    const version = argument("version") ?? "";
    if (!/^\d{14}$/.test(version)) {
      console.error("--baseline DIR needs --version YYYYMMDDHHMMSS (the first file's; each next domain adds 100)");
      process.exit(2);
    }
    const title = argument("title") ?? "Baseline";
    for (const f of await writeBaseline(databaseUrl, baseline, version, title)) {
      console.log(`${f.name}${f.moved ? ` (${f.moved} statements of earlier domains)` : ""}`);
    }
  } else if (process.argv.includes("--check")) {
    const stale = staleSchemaFiles(await generateSchemaFiles(databaseUrl));
    if (stale.length) {
      console.error(`supabase/schemas is stale (run \`npm run db:types\`):\n  ${stale.join("\n  ")}`);
      process.exit(1);
    }
    console.log("supabase/schemas is up to date");
  } else {
    const changed = await writeSchemaFiles(databaseUrl);
    console.log(`supabase/schemas: ${changed.length ? `written ${changed.join(", ")}` : "unchanged"}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = argument("database-url") ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      "Usage: npx tsx scripts/db-schema.ts --database-url URL [--check]  (or set DATABASE_URL; `npm run db:types` needs neither)",
    );
    process.exit(2);
  }
  main(databaseUrl).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
