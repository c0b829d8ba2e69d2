import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "./profiles.ts";

/**
 * The seed files, in order, as supabase/config.toml's [db.seed] sql_paths lists them (the
 * Supabase CLI's `db reset` reads the same key), resolved from the supabase/ folder
 * of `root` (the project's; the benchmark's `--baseline` passes another checkout's).
 * A deliberately small reader: one `sql_paths = [ "…", … ]` array of plain strings.
 */
export function seedFiles(
  root = projectRoot,
  toml = fs.readFileSync(path.join(root, "supabase/config.toml"), "utf8"),
): string[] {
  const section = toml.split(/^\[/m).find((block) => block.startsWith("db.seed]"));
  const list = section?.match(/^\s*sql_paths\s*=\s*\[([^\]]*)\]/m)?.[1];
  if (list === undefined) return [];
  const entries = [...list.matchAll(/"([^"]+)"|'([^']+)'/g)].map((m) => (m[1] ?? m[2])!);
  return entries.map((entry) => path.resolve(root, "supabase", entry));
}
