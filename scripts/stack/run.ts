import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { addCompileHints } from "../compile-hints.ts";
import { projectRoot } from "./profiles.ts";

const bin = (name: string) => path.join(projectRoot, "node_modules/.bin", name);

/** Writes the tsconfig a non-default build uses: the project's, seen from .local/. */
export function writeBuildTsconfig(env: Record<string, string>): void {
  const file = env.NEXT_TSCONFIG_PATH;
  if (!file) return;
  const config = {
    extends: "../tsconfig.json",
    include: ["../next-env.d.ts", "../**/*.ts", "../**/*.tsx"],
    exclude: ["../node_modules", "../.local", "../.next", "../.next-*"],
  };
  fs.mkdirSync(path.dirname(path.join(projectRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(projectRoot, file), `${JSON.stringify(config, null, 2)}\n`);
}

/** Runs a project tool (next, vitest, playwright…) and resolves with its exit code. */
export function run(
  tool: string,
  args: string[],
  env: Record<string, string>,
  opts: SpawnOptions = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin(tool), args, {
      cwd: projectRoot,
      stdio: "inherit",
      env: { ...process.env, ...env },
      ...opts,
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** `next build` into the environment's dist folder, then the compile hints of scripts/compile-hints.ts. */
export async function buildApp(env: Record<string, string>, opts: SpawnOptions = {}): Promise<number> {
  const code = await run("next", ["build"], env, opts);
  if (code === 0) addCompileHints(path.join(projectRoot, env.NEXT_DIST_DIR || process.env.NEXT_DIST_DIR || ".next"));
  return code;
}

/** Starts a long-running project tool; the caller stops it. */
export function launch(tool: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(bin(tool), args, { cwd: projectRoot, stdio: "inherit", env: { ...process.env, ...env } });
}

/** Waits until an HTTP URL answers 200, or fails after the timeout with the last status seen. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s (${last})`);
}
