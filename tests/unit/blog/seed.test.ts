import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { blogSeedSql } from "@/scripts/blog-seed-sql";

it("supabase/seed/blog.sql is generated from the seed's Markdown articles (npx tsx scripts/blog-seed.ts)", () => {
  const current = fs.readFileSync(path.resolve("supabase/seed/blog.sql"), "utf8");
  expect(current === blogSeedSql(path.resolve("supabase/seed/blog"))).toBe(true);
});
