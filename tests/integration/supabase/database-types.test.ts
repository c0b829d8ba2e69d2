import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from "@/scripts/db-types";
import { cleanup, env, sql } from "@/tests/support/db";

describe("lib/supabase/database.types.ts", () => {
  afterAll(cleanup);

  it("matches the migrated database (after a migration: npm run db:types)", async () => {
    const generated = await generateDatabaseTypes(env.databaseUrl);
    const checkedIn = fs.readFileSync(DATABASE_TYPES_FILE, "utf8");
    // A plain boolean first: a diff of 1 300 lines helps nobody; the message says what to do.
    expect(
      checkedIn === generated,
      "lib/supabase/database.types.ts is stale: run `npm run db:types` and commit the file",
    ).toBe(true);
  });

  it("lists every value of every enum of schema public in Constants, in the database's order", async () => {
    const { Constants } = await import("@/lib/supabase/database.types");
    const rows = await sql()<{ name: string; values: string[] }[]>`
      select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as values
      from pg_type t join pg_enum e on e.enumtypid = t.oid
      where t.typnamespace = 'public'::regnamespace group by t.typname`;
    expect(Object.fromEntries(rows.map((r) => [r.name, r.values]))).toEqual(Constants.public.Enums);
  });
});
