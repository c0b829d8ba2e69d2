/**
 * The builds a benchmark measures: the working tree, and with `--baseline <ref>` that commit too,
 * checked out in a temporary git worktree with its own install, stack and database (its own
 * migrations and seed, on the slot's second set of ports), so both answer side by side in one run.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startStack, type Stack } from "../stack/index.ts";
import { benchProfile, localEnv, profiles, projectRoot, urls, type Profile } from "../stack/profiles.ts";
import { waitForHttp, writeBuildTsconfig } from "../stack/run.ts";

export type Target = {
  /** "after" is the working tree; "before" the baseline commit. */
  label: "before" | "after";
  /** What a reader sees in the titles: "working tree" or "main (443f40d)". */
  name: string;
  root: string;
  profile: Profile;
};

export type Served = Target & { app: string; api: string; db: string };

const log = (line: string) => console.log(`  ${line}`);

function git(args: string[], cwd = projectRoot): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** Runs a command in a folder with the given environment; rejects on a non-zero exit. */
function exec(command: string, args: string[], cwd: string, env: Record<string, string>, quiet = true) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let errors = "";
    const keep = (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000));
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} in ${cwd} failed:\n${errors}`)),
    );
  });
}

/**
 * Checks `ref` out into `.local/bench-<slot>-src` (a git worktree, removed by `cleanup`) and installs
 * it: its node_modules is a hard-linked copy of the project's when both package-lock.json files are the
 * same, else its own `npm ci`.
 */
export async function checkoutBaseline(ref: string): Promise<{ target: Target; cleanup: () => void }> {
  const sha = git(["rev-parse", "--verify", `${ref}^{commit}`]);
  const profile = benchProfile(Number(process.env.BENCH_SLOT ?? 0), { baseline: true });
  const root = `${profiles.bench.dataDir}-src`;
  // A run that was killed may have left its worktree: replace it.
  if (fs.existsSync(root)) git(["worktree", "remove", "--force", root]);
  git(["worktree", "add", "--force", "--detach", root, sha]);
  const cleanup = () => {
    git(["worktree", "remove", "--force", root]);
  };
  try {
    const sameLock =
      fs.readFileSync(path.join(root, "package-lock.json"), "utf8") ===
      fs.readFileSync(path.join(projectRoot, "package-lock.json"), "utf8");
    if (sameLock) {
      // A hard-linked copy, not a symbolic link: Turbopack refuses a node_modules link that leaves the
      // folder of the nearest lockfile (the worktree's). Same files, no second download, no extra space.
      await exec(
        "cp",
        ["-al", path.join(projectRoot, "node_modules"), path.join(root, "node_modules")],
        projectRoot,
        {},
      );
      log(
        `${ref} (${sha.slice(0, 7)}) checked out in ${path.relative(projectRoot, root)}; same package-lock.json: node_modules hard-linked from the project's`,
      );
    } else {
      log(
        `${ref} (${sha.slice(0, 7)}) checked out in ${path.relative(projectRoot, root)}; its own package-lock.json: npm ci…`,
      );
      await exec("npm", ["ci", "--no-audit", "--no-fund"], root, {});
    }
  } catch (error) {
    cleanup();
    throw error;
  }
  return { target: { label: "before", name: `${ref} (${sha.slice(0, 7)})`, root, profile }, cleanup };
}

export function workingTree(): Target {
  return { label: "after", name: "working tree", root: projectRoot, profile: profiles.bench };
}

/** The environment a target's build and server get: its own stack's addresses, its own build folder. */
function buildEnv(target: Target): Record<string, string> {
  const env = localEnv(target.profile);
  if (target.root === projectRoot) return env;
  // The baseline's worktree is its own: it builds into its default folder with its own tsconfig.
  const own: Record<string, string> = { ...env, NEXT_DIST_DIR: ".next" };
  delete own.NEXT_TSCONFIG_PATH;
  return own;
}

/** A new stack (fresh database: the target's migrations and seed, the demo photos), with `listings` synthetic ones. */
async function startTargetStack(target: Target, listings = 0): Promise<Stack> {
  log(`${target.name}: new database on port ${target.profile.ports.db}…`);
  const stack = await startStack(target.profile, { reset: true, log, root: target.root });
  if (listings > 0) {
    try {
      // The target's own generator: it writes the rows its schema expects.
      const { seedScale } = (await import(pathToFileURL(path.join(target.root, "scripts/seed-scale.ts")).href)) as {
        seedScale: (db: string, count: number, seed: number, log: (line: string) => void) => Promise<number>;
      };
      const started = performance.now();
      await seedScale(urls(target.profile).db, listings, 1, log);
      log(
        `${target.name}: ${listings.toLocaleString("en-US")} listings loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    } catch (error) {
      await stack.stop();
      throw error;
    }
  }
  return stack;
}

/** `npm run build` of the target (next build, then whatever its build script adds). */
export async function buildTarget(target: Target): Promise<void> {
  const env = buildEnv(target);
  if (target.root === projectRoot) writeBuildTsconfig(env);
  log(`${target.name}: building…`);
  const started = performance.now();
  await exec("npm", ["run", "build"], target.root, env);
  log(`${target.name}: built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** `next start` of the target's build on its port, once it answers. */
export async function serveTarget(target: Target): Promise<{ served: Served; server: ChildProcess }> {
  const env = { ...buildEnv(target), NODE_ENV: "production" as const };
  const server = spawn(
    path.join(target.root, "node_modules/.bin/next"),
    ["start", "-p", String(target.profile.ports.app)],
    // Its own process group: `next start` runs the server in a child that must stop with it.
    { cwd: target.root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  const u = urls(target.profile);
  await waitForHttp(`${u.app}/entreprises`, 120_000);
  return { served: { ...target, app: u.app, api: u.api, db: u.db }, server };
}

/** Stops a server started in its own process group (`next start` and its server child), SIGKILL after 10 s. */
export function stopServer(server: ChildProcess): Promise<void> {
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, signal);
    } catch {
      // already gone
    }
  };
  if (server.exitCode !== null || server.signalCode !== null) {
    group("SIGTERM");
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => group("SIGKILL"), 10_000);
    server.once("exit", () => {
      clearTimeout(force);
      group("SIGTERM");
      resolve();
    });
    group("SIGTERM");
  });
}

/**
 * Runs `during` with every target's stack ready (and, with `build`, its app built and served):
 * the baseline first when there is one. Everything started is stopped afterwards.
 */
export async function withTargets(
  targets: Target[],
  { listings = 0, build = true }: { listings?: number; build?: boolean },
  during: (served: Served[]) => Promise<void>,
): Promise<void> {
  const stacks: Stack[] = [];
  const servers: ChildProcess[] = [];
  try {
    for (const target of targets) stacks.push(await startTargetStack(target, listings));
    const served: Served[] = [];
    for (const target of targets) {
      if (!build) {
        const u = urls(target.profile);
        served.push({ ...target, app: u.app, api: u.api, db: u.db });
        continue;
      }
      // Built again for each benchmark, after its data: pages a build prerenders read the database.
      await buildTarget(target);
      const running = await serveTarget(target);
      servers.push(running.server);
      served.push(running.served);
    }
    await during(served);
  } finally {
    for (const server of servers) await stopServer(server);
    for (const stack of stacks) await stack.stop();
  }
}
