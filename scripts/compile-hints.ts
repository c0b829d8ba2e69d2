/**
 * V8's explicit compile hints (Chrome 136+): a script that starts with `//# allFunctionsCalledOnLoad`
 * is compiled whole on the background thread that streams it, instead of one function at a time
 * on the main thread when each is first called. Next.js's root chunks (React, the router, the
 * module runtime) run at every page start, where that lazy compilation was half of the longest
 * task; they get the hint. Chunks loaded on demand keep lazy compilation. Other engines ignore
 * the comment. Run after `next build`: `tsx scripts/compile-hints.ts` (dist folder from NEXT_DIST_DIR).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Adds the hint to the build's root chunks (once); returns their paths within the dist folder. */
export function addCompileHints(distDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles?: string[];
  };
  const files = manifest.rootMainFiles ?? [];
  for (const file of files) {
    const chunk = path.join(distDir, file);
    const code = fs.readFileSync(chunk, "utf8");
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(chunk, `${COMPILE_HINT}\n${code}`);
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.env.NEXT_DIST_DIR || ".next");
  const files = addCompileHints(distDir);
  console.log(`Compile hints added to ${files.length} root chunks in ${path.relative(process.cwd(), distDir) || "."}`);
}
