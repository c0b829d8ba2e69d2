import { describe, expect, it } from "vitest";
import { generateSchemaFiles, staleSchemaFiles } from "@/scripts/db-schema";
import { env } from "@/tests/support/db";

describe("supabase/schemas/*.sql", () => {
  it("matches the migrated database (after a migration: npm run db:types)", async () => {
    // Each entry names a stale file and its first differing line.
    const stale = staleSchemaFiles(await generateSchemaFiles(env.databaseUrl));
    expect(stale, "supabase/schemas is stale: run `npm run db:types` and commit the files").toEqual([]);
  });
});
