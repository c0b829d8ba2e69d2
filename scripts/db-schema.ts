/**
 * `npx tsx scripts/db-schema.ts [--database-url URL] [--check]`: writes supabase/schemas/<domain>.sql,
 * the current schema by domain, from a migrated database (DATABASE_URL by default). `npm run db:types`
 * runs it, with the types, against a fresh database of its own; `--check` only compares.
 */
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = argument("database-url") ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      "Usage: npx tsx scripts/db-schema.ts --database-url URL [--check]  (or set DATABASE_URL; `npm run db:types` needs neither)",
    );
    process.exit(2);
  }
  if (process.argv.includes("--check")) {
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
