import fs from "node:fs";
import { spawn } from "node:child_process";
import { LOCAL_KEYS, profiles, projectRoot, urls } from "../stack/profiles.ts";
import { load } from "./load.ts";
import { printTable, type Row } from "./table.ts";

const profile = profiles.bench;
const u = urls(profile);

/** Runs `npm start` on the bench profile, reports the time to the first 200 on `/`, then runs `during` and stops it. */
async function withNpmStart(during: (msToFirst200: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  const child = spawn("npm", ["start"], { cwd: projectRoot, env: { ...process.env, STACK_PROFILE: "bench" }, stdio: ["ignore", "pipe", "inherit"], detached: true });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
  try {
    const deadline = Date.now() + 15 * 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output.slice(-2000)}`);
      if (Date.now() > deadline) throw new Error("npm start: no 200 on / within 15 minutes");
      const status = await fetch(`${u.app}/`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status, () => 0);
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await during(performance.now() - started);
  } finally {
    // The launcher stops PostgreSQL, the APIs, maildev and Next.js on SIGINT, as on Ctrl-C.
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGINT");
    await exited;
  }
}

async function startup(): Promise<void> {
  fs.rmSync(profile.dataDir, { recursive: true, force: true });
  const rows: Row[] = [];
  await withNpmStart(async (ms) => void rows.push({ run: "first (new database: initdb, migrations, seed, build)", "seconds to first 200 on /": ms / 1000 }));
  await withNpmStart(async (ms) => void rows.push({ run: "again (data kept, build)", "seconds to first 200 on /": ms / 1000 }));
  printTable("Time from `npm start` to the first 200 on /", rows);
}

async function dataApi(): Promise<void> {
  const url = `${u.api}/rest/v1/entreprise_industries?select=id,name_fr,name_en,entreprise_categories(id,name_fr)&order=name_fr.asc`;
  const headers = { apikey: LOCAL_KEYS.publishableKey };
  await withNpmStart(async () => {
    const check = await fetch(url, { headers });
    const body = (await check.json()) as unknown[];
    if (!check.ok || !Array.isArray(body) || body.length === 0) throw new Error(`industries read failed: ${check.status}`);
    await load(url, 5, 2, headers); // warm-up
    const rows: Row[] = [];
    for (const connections of [1, 10, 50]) {
      const r = await load(url, connections, 10, headers);
      rows.push({ connections, requests: r.requests, "req/s": r.rps, "p50 ms": r.p50, "p95 ms": r.p95, errors: r.errors, "non-2xx": r.non2xx });
    }
    printTable(`Data API: industries with categories (${body.length} industries), 10 s per row`, rows);
  });
}

export const benchmarks = [
  { name: "data-api", description: "requests per second and p50/p95 latency of the industries-with-categories read", run: dataApi },
  { name: "startup", description: "time from `npm start` to the first 200 on /", run: startup },
];
