/**
 * The local launcher behind `npm start`, `npm run dev`, `npm run db:reset` and `npm test`.
 * Without a hosted Supabase project in the environment it runs the whole stack locally.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import nextEnv from "@next/env";
import { startStack, type Stack } from "./index.ts";
import { scheduleJobs } from "./jobs.ts";
import {
  DEMO_ACCOUNTS,
  LOCAL_KEYS,
  localEnv,
  profiles,
  projectRoot,
  servingProfile,
  urls,
  type Profile,
} from "./profiles.ts";
import { buildApp, launch, run, waitForHttp, writeBuildTsconfig } from "./run.ts";
import { parseEnv, serverEnvSchema } from "../../lib/env.ts";
import { writeDatabaseTypes } from "../db-types.ts";
import { writeSchemaFiles } from "../db-schema.ts";

type Command = "start" | "dev" | "db:reset" | "test" | "db:types";

const log = (line: string) => void process.stdout.write(`[stack] ${line}\n`);

/** The in-process APIs log every refused request; during tests that goes to a file, not between results. */
function logConsoleTo(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "");
  const write = (...args: unknown[]) =>
    fs.appendFileSync(
      file,
      `${args.map((a) => (a instanceof Error ? a.stack : typeof a === "string" ? a : JSON.stringify(a))).join(" ")}\n`,
    );
  console.log = console.info = console.warn = console.error = write;
  log(`API server log: ${path.relative(projectRoot, file)}`);
}

/** What must be stopped if the command fails half-way. */
let cleanup: () => Promise<void> = async () => {};

function hostedProject(): boolean {
  nextEnv.loadEnvConfig(projectRoot, false, { info: () => {}, error: console.error });
  const named = ["NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", "SUPABASE_SECRET_KEY"].some(
    (k) => process.env[k],
  );
  if (!named) return false;
  parseEnv(serverEnvSchema, process.env);
  return true;
}

function banner(profile: Profile, stack: Stack) {
  const u = urls(profile);
  const lines = [
    "",
    "  Marché des entreprises is running",
    `  App        ${u.app}  (English: ${u.app}/en)`,
    `  API        ${u.api}  (rest, auth, storage)`,
    `  Mail UI    ${u.mailUi}`,
    `  Database   ${u.db}`,
    "",
    "  Demo accounts (local only):",
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(7)} ${a.email.padEnd(22)} ${a.password}`),
    "",
    stack.fresh
      ? "  New database: migrations applied and seed loaded."
      : "  Existing database kept" + (stack.applied.length ? `; applied ${stack.applied.join(", ")}.` : "."),
    "  Ctrl-C stops everything.",
    "",
  ];
  console.log(lines.join("\n"));
}

/** Stops everything once, on Ctrl-C, termination or the end of the command. */
function onShutdown(stop: () => Promise<void>) {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // A database client interrupted by the shutdown may throw late; the processes are stopping anyway.
    process.on("uncaughtException", (error) => log(`during shutdown: ${error.message}`));
    log(`${signal}: stopping…`);
    void stop().finally(() => process.exit(130));
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
  process.on("SIGHUP", handler);
}

/** Stops a child process and waits for it to exit: SIGTERM, then SIGKILL after 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

async function serveApp(command: "start" | "dev") {
  if (hostedProject()) {
    log("Hosted Supabase project configured: nothing local is started.");
    if (command === "start" && (await buildApp({})) !== 0) process.exit(1);
    const next = launch("next", [command], {});
    next.once("exit", (code) => process.exit(code ?? 0));
    return;
  }
  const profile = servingProfile();
  const stack = await startStack(profile, { log });
  const env = localEnv(profile);
  writeBuildTsconfig(env);
  const children: ChildProcess[] = [];
  let stopJobs = () => {};
  const stopAll = async () => {
    stopJobs();
    await Promise.all(children.map((child) => stopChild(child)));
    await stack.stop();
  };
  cleanup = stopAll;
  onShutdown(stopAll);
  if (command === "start") {
    log("Building the app…");
    if ((await buildApp(env)) !== 0) {
      await stack.stop();
      process.exit(1);
    }
  }
  const next = launch("next", [command, "-p", String(profile.ports.app)], env);
  children.push(next);
  next.once("exit", (code) => void stack.stop().finally(() => process.exit(code ?? 0)));
  await waitForHttp(urls(profile).app, 120_000);
  banner(profile, stack);
  // The scheduled jobs a host's cron would call (reminders, freshness): here, a timer.
  stopJobs = scheduleJobs(urls(profile).app, LOCAL_KEYS.cronSecret, log);
}

async function resetDatabase() {
  const profile = profiles.dev;
  const stack = await startStack(profile, { reset: true, log });
  await stack.stop();
  log(`New database created in ${profile.dataDir}: migrations applied (${stack.applied.length}) and seed loaded.`);
}

/**
 * Regenerates what is derived from the schema, lib/supabase/database.types.ts and supabase/schemas/*.sql,
 * from one new database with every migration applied; always stops it.
 */
async function databaseTypes() {
  const profile = profiles.types;
  const stack = await startStack(profile, { reset: true, log });
  cleanup = stack.stop;
  onShutdown(stack.stop);
  try {
    const changed = await writeDatabaseTypes(urls(profile).db);
    log(`lib/supabase/database.types.ts ${changed ? "written" : "unchanged"} (${stack.applied.length} migrations).`);
    const schemas = await writeSchemaFiles(urls(profile).db);
    log(`supabase/schemas: ${schemas.length ? `written ${schemas.join(", ")}` : "unchanged"}.`);
  } finally {
    await stack.stop();
  }
  fs.rmSync(profile.dataDir, { recursive: true, force: true });
}

/** Unit, integration and end-to-end tests on the test profile's own fresh stack; always stops it. */
async function test(args: string[]) {
  const profile = profiles.test;
  logConsoleTo(path.join(projectRoot, ".local/logs", `${path.basename(profile.dataDir)}.log`));
  const stack = await startStack(profile, { reset: true, log });
  // The browser tests play many visitors by setting X-Forwarded-For, as a proxy in front of the app would.
  const env = { ...localEnv(profile), TEST_APP_URL: urls(profile).app, TRUSTED_PROXIES: "1" };
  cleanup = stack.stop;
  writeBuildTsconfig(env);
  onShutdown(stack.stop);
  let failed = false;
  try {
    const only = args[0];
    // Each part runs whatever the one before gave (a failed integration test still shows the e2e results).
    if (!only || only === "unit" || only === "integration") {
      const code = await run("vitest", ["run", ...(only ? ["--project", only] : []), ...args.slice(1)], env);
      if (code !== 0) failed = true;
    }
    if (!only || only === "e2e") {
      const code = (await buildApp(env)) !== 0 ? 1 : await run("playwright", ["test", ...args.slice(1)], env);
      if (code !== 0) failed = true;
    }
  } finally {
    await stack.stop();
  }
  process.exit(failed ? 1 : 0);
}

const [command, ...rest] = process.argv.slice(2) as [Command, ...string[]];
const commands: Record<Command, () => Promise<void>> = {
  start: () => serveApp("start"),
  dev: () => serveApp("dev"),
  "db:reset": resetDatabase,
  test: () => test(rest),
  "db:types": databaseTypes,
};

if (!commands[command]) {
  console.error(`Usage: tsx scripts/stack/cli.ts ${Object.keys(commands).join("|")}`);
  process.exit(2);
}
commands[command]().catch(async (error: unknown) => {
  process.stderr.write(`\n✖ ${error instanceof Error ? error.message : String(error)}\n\n`);
  await cleanup().catch(() => {});
  process.exit(1);
});
