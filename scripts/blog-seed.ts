/**
 * `npx tsx scripts/blog-seed.ts [--check]`: writes supabase/seed/blog.sql, the blog's seed (issue 23),
 * from the Markdown articles and meta.json of supabase/seed/blog/ (its README describes them), so the
 * local stack's seed stays plain SQL and fast. `--check` exits with 1 when the file is not current
 * (tests/unit/blog/seed.test.ts runs the same comparison).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { blogSeedSql } from "./blog-seed-sql.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(root, "supabase/seed/blog.sql");
const sql = blogSeedSql(path.join(root, "supabase/seed/blog"));

if (process.argv.includes("--check")) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  if (current !== sql) {
    console.error("supabase/seed/blog.sql is not current: run npx tsx scripts/blog-seed.ts");
    process.exit(1);
  }
} else {
  fs.writeFileSync(target, sql);
  console.log(`supabase/seed/blog.sql written (${sql.length} characters).`);
}
