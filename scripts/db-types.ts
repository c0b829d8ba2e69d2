/**
 * `npx tsx scripts/db-types.ts [--database-url URL] [--check]`: writes lib/supabase/database.types.ts
 * from a migrated database (DATABASE_URL by default), as `supabase gen types typescript` would.
 * `npm run db:types` runs it against a fresh database of its own; `--check` only compares.
 */
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { introspect } from "./db-types/introspect.ts";
import { renderDatabaseTypes } from "./db-types/render.ts";

export const DATABASE_TYPES_FILE = path.resolve(import.meta.dirname, "../lib/supabase/database.types.ts");

/** The generated file's text for the `public` schema of the database at `databaseUrl`. */
export async function generateDatabaseTypes(databaseUrl: string): Promise<string> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return renderDatabaseTypes(await introspect(sql, "public"));
  } finally {
    await sql.end();
  }
}

/** Writes the file; returns whether it changed. */
export async function writeDatabaseTypes(databaseUrl: string): Promise<boolean> {
  const text = await generateDatabaseTypes(databaseUrl);
  const before = fs.existsSync(DATABASE_TYPES_FILE) ? fs.readFileSync(DATABASE_TYPES_FILE, "utf8") : null;
  if (before === text) return false;
  fs.writeFileSync(DATABASE_TYPES_FILE, text);
  return true;
}

/** The value of `--name VALUE` or `--name=VALUE` on the command line. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0
    ? process.argv[index + 1]
    : process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = argument("database-url") ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      "Usage: npx tsx scripts/db-types.ts --database-url URL [--check]  (or set DATABASE_URL; `npm run db:types` needs neither)",
    );
    process.exit(2);
  }
  const file = path.relative(process.cwd(), DATABASE_TYPES_FILE);
  if (process.argv.includes("--check")) {
    const current = fs.existsSync(DATABASE_TYPES_FILE) ? fs.readFileSync(DATABASE_TYPES_FILE, "utf8") : "";
    if (current !== (await generateDatabaseTypes(databaseUrl))) {
      console.error(`${file} is stale: run \`npm run db:types\``);
      process.exit(1);
    }
    console.log(`${file} is up to date`);
  } else {
    console.log(`${file}: ${(await writeDatabaseTypes(databaseUrl)) ? "written" : "unchanged"}`);
  }
}
