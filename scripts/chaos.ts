/**
 * `npm run chaos`: the app under steady, bounded load on loopback (`/entreprises` and the contact
 * form) while the parts it depends on fail one after the other: PostgreSQL restarts, the mail
 * catcher stops, the Supabase API stops for 10 s. Prints, per phase, what the pages and the form
 * answered, how long the app took to recover by itself, and whether every submission answered
 * "received" is in the database. Runs on its own profile (.local/chaos, ports 573xx, app 3300).
 */
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { startMail } from "./stack/mail.ts";
import { assertPortsFree } from "./stack/ports.ts";
import { startPostgres } from "./stack/postgres.ts";
import { localEnv, projectRoot, urls, type Profile } from "./stack/profiles.ts";
import { buildApp, launch, waitForHttp, writeBuildTsconfig } from "./stack/run.ts";
import { startSupabase } from "./stack/supabase.ts";
import { percentile, printTable, type Row } from "./bench/table.ts";

const profile: Profile = {
  name: "bench",
  dataDir: path.join(projectRoot, ".local/chaos"),
  ports: { db: 57322, api: 57321, smtp: 57325, mailUi: 57324, app: 3300 },
};
const u = urls(profile);
const env = {
  ...localEnv(profile),
  NEXT_DIST_DIR: ".next-chaos",
  NEXT_TSCONFIG_PATH: ".local/tsconfig.chaos.json",
  TRUSTED_PROXIES: "1",
};
const PAGE_WORKERS = 3;
const FORM_INTERVAL_MS = 300;
const TIMEOUT_MS = 15_000;

type Sample = { at: number; kind: "page" | "form"; outcome: string; ms: number };
const samples: Sample[] = [];
const received = new Set<string>();
let firstOther = "";
const phases: Array<{ name: string; from: number; to: number; faultEnd?: number }> = [];
let stopping = false;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function pageWorker(n: number) {
  while (!stopping) {
    const started = performance.now();
    let outcome: string;
    try {
      // A page of results the cache has not kept yet, so that each request reaches the database.
      const page = 1 + Math.floor(Math.random() * 300);
      const response = await fetch(`${u.app}/entreprises?page=${page}&sort=${page % 2 ? "newest" : "price_asc"}`, {
        headers: { "x-forwarded-for": `10.9.0.${n}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      outcome = String(response.status);
    } catch (error) {
      outcome = (error as Error).name === "TimeoutError" ? "hang" : "refused";
    }
    samples.push({ at: Date.now(), kind: "page", outcome, ms: performance.now() - started });
    await sleep(50);
  }
}

/** The contact form's server action, called as the browser calls it. */
async function formWorker(actionId: string) {
  let n = 0;
  while (!stopping) {
    n += 1;
    const marker = `chaos-${process.pid}-${n}`;
    const input = {
      name: "Essai Chaos",
      email: `chaos${n}@example.com`,
      phone: "",
      subject: `Essai ${marker}`,
      message: `Message de test ${marker}`,
      website: "",
    };
    const started = performance.now();
    let outcome: string;
    try {
      const response = await fetch(`${u.app}/contact`, {
        method: "POST",
        headers: {
          "next-action": actionId,
          "content-type": "text/plain;charset=UTF-8",
          accept: "text/x-component",
          origin: u.app,
          // Each submission its own visitor, so the per-address rate limit does not answer instead.
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify([input]),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (text.includes('"outcome":"received"')) {
        outcome = "received";
        received.add(marker);
      } else if (text.includes("forms.errors.server")) outcome = "try again";
      else {
        outcome = `other ${response.status}`;
        if (!firstOther)
          firstOther = `${response.status} ${response.headers.get("content-type")}: ${text.slice(0, 400)}`;
      }
    } catch (error) {
      outcome = (error as Error).name === "TimeoutError" ? "hang" : "refused";
    }
    samples.push({ at: Date.now(), kind: "form", outcome, ms: performance.now() - started });
    await sleep(FORM_INTERVAL_MS);
  }
}

async function during(name: string, ms: number, fault?: () => Promise<void>) {
  const from = Date.now();
  log(name);
  let faultEnd: number | undefined;
  if (fault) {
    await fault();
    faultEnd = Date.now();
  }
  const rest = ms - (Date.now() - from);
  if (rest > 0) await sleep(rest);
  phases.push({ name, from, to: Date.now(), faultEnd });
}

function actionIdOf(exportedName: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(projectRoot, env.NEXT_DIST_DIR, "server/server-reference-manifest.json"), "utf8"),
  ) as {
    node: Record<string, { exportedName?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName)?.[0];
  if (!id) throw new Error(`no server action ${exportedName} in the build`);
  return id;
}

function summarise() {
  const rows: Row[] = [];
  for (const p of phases) {
    const inPhase = samples.filter((s) => s.at >= p.from && s.at < p.to);
    const pages = inPhase.filter((s) => s.kind === "page");
    const forms = inPhase.filter((s) => s.kind === "form");
    const times = pages.map((s) => s.ms).sort((a, b) => a - b);
    const count = (list: Sample[], test: (o: string) => boolean) => list.filter((s) => test(s.outcome)).length;
    // Recovery: from the end of the fault to the first page that answers 200 after which none fails.
    let recovered: number | string = "-";
    if (p.faultEnd) {
      const after = samples.filter((s) => s.kind === "page" && s.at >= p.faultEnd!);
      const lastBad = [...after].reverse().find((s) => s.outcome !== "200" && s.at < p.to);
      const firstGood = after.find((s) => s.outcome === "200" && (!lastBad || s.at > lastBad.at));
      recovered = firstGood ? Math.max(0, (firstGood.at - firstGood.ms - p.faultEnd) / 1000) : "not within the phase";
    }
    rows.push({
      phase: p.name,
      "page requests": pages.length,
      "200 OK": count(pages, (o) => o === "200"),
      "5xx": count(pages, (o) => o.startsWith("5")),
      "hang (>15 s)": count(pages, (o) => o === "hang"),
      refused: count(pages, (o) => o === "refused"),
      "p95 ms": times.length ? percentile(times, 95) : 0,
      "max ms": times.length ? times[times.length - 1]! : 0,
      "form sent": forms.length,
      received: count(forms, (o) => o === "received"),
      "try again": count(forms, (o) => o === "try again"),
      "form other": count(forms, (o) => o.startsWith("other") || o === "refused"),
      "form hang": count(forms, (o) => o === "hang"),
      "recovered after s": recovered,
    });
  }
  printTable("Chaos: /entreprises (3 loops) and the contact form (one submission every 0.3 s) while parts fail", rows);
}

async function main() {
  await assertPortsFree(profile.ports);
  fs.rmSync(profile.dataDir, { recursive: true, force: true });
  let mail = await startMail(profile);
  let pg = await startPostgres(profile, log);
  let api = await startSupabase(profile, { seed: true });
  let next: ReturnType<typeof launch> | undefined;
  try {
    writeBuildTsconfig(env);
    log("building the app…");
    if ((await buildApp(env, { stdio: "ignore" })) !== 0) throw new Error("next build failed");
    next = launch("next", ["start", "-p", String(profile.ports.app)], env);
    // Whatever ends this process, the app server it started ends with it.
    process.once("exit", () => next?.kill("SIGKILL"));
    await waitForHttp(`${u.app}/entreprises`, 120_000);
    const actionId = actionIdOf("sendContactMessage");

    const workers = [...Array.from({ length: PAGE_WORKERS }, (_, i) => pageWorker(i + 1)), formWorker(actionId)];
    await during("steady (no fault)", 15_000);
    await during("PostgreSQL restarted", 25_000, async () => {
      await pg.stop();
      pg = await startPostgres(profile, log);
    });
    await during("mail catcher stopped 15 s", 25_000, async () => {
      await mail.stop();
      await sleep(15_000);
      mail = await startMail(profile);
    });
    await during("Supabase API stopped 10 s", 25_000, async () => {
      await api.stop();
      await sleep(10_000);
      api = await startSupabase(profile, { seed: false });
    });
    await during("after (no fault)", 15_000);
    stopping = true;
    await Promise.all(workers);

    summarise();
    if (firstOther) log(`first unexpected form answer: ${firstOther}`);
    const sql = postgres(u.db, { max: 1, onnotice: () => {} });
    const rows = await sql<
      { message: string; mail_status: string }[]
    >`select message, mail_status from public.form_submissions where message like 'Message de test chaos-%'`;
    await sql.end();
    const stored = new Set(rows.map((r) => r.message.replace("Message de test ", "")));
    const lost = [...received].filter((m) => !stored.has(m));
    const mailFailed = rows.filter((r) => r.mail_status === "failed").length;
    printTable("Contact submissions: answers against rows", [
      {
        "answered received": received.size,
        "rows stored": stored.size,
        "received but not stored (lost)": lost.length,
        "stored with mail failed": mailFailed,
      },
    ]);
    if (lost.length) process.exitCode = 1;
  } finally {
    stopping = true;
    if (next?.pid && next.exitCode === null) next.kill("SIGTERM");
    await api.stop().catch(() => {});
    await pg.stop().catch(() => {});
    await mail.stop().catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
