import fs from "node:fs";
import net from "node:net";
import { spawn } from "node:child_process";
import { createServerClient } from "@supabase/ssr";
import { createClient } from "@supabase/supabase-js";
import postgres from "postgres";
import { LOCAL_KEYS, localEnv, profiles, projectRoot, urls } from "../stack/profiles.ts";
import { buildApp, launch, waitForHttp, writeBuildTsconfig } from "../stack/run.ts";
import { startStack } from "../stack/index.ts";
import { seedScale } from "../seed-scale.ts";
import { searchBusinesses } from "../../lib/businesses/queries/search.ts";
import type { BusinessSearchParams } from "../../lib/businesses/types.ts";
import { jsRows, publicPages } from "./js-size.ts";
import { load } from "./load.ts";
import { lighthouseMedian } from "./lighthouse.ts";
import { percentile, printTable, type Row } from "./table.ts";

const profile = profiles.bench;
const u = urls(profile);

/** Whether something accepts connections on a local port (a bare TCP connect: no request, no kept-alive socket). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Resolves once nothing listens on the app's port any more (a server that is stopping still answers for a moment). */
async function appStopped(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await listening(profile.ports.app))) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`something still answers on ${u.app} after ${timeoutMs / 1000} s`);
}

/** Runs `npm start` on the bench profile, reports the time to the first 200 on `/`, then runs `during` and stops it. */
async function withNpmStart(during: (msToFirst200: number) => Promise<void>): Promise<void> {
  // A 200 from a server of an earlier run would be measured as this one's.
  await appStopped();
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: projectRoot,
    env: { ...process.env, STACK_PROFILE: "bench" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
  try {
    const deadline = Date.now() + 15 * 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output.slice(-2000)}`);
      if (Date.now() > deadline) throw new Error("npm start: no 200 on / within 15 minutes");
      const status = await fetch(`${u.app}/`, { signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await during(performance.now() - started);
  } finally {
    // The launcher stops PostgreSQL, the APIs, maildev and Next.js on SIGINT, as on Ctrl-C.
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGINT");
    await exited;
    await appStopped();
  }
}

async function startup(): Promise<void> {
  fs.rmSync(profile.dataDir, { recursive: true, force: true });
  const rows: Row[] = [];
  await withNpmStart(
    async (ms) =>
      void rows.push({
        run: "first (new database: initdb, migrations, seed, build)",
        "seconds to first 200 on /": ms / 1000,
      }),
  );
  await withNpmStart(
    async (ms) => void rows.push({ run: "again (data kept, build)", "seconds to first 200 on /": ms / 1000 }),
  );
  printTable("Time from `npm start` to the first 200 on /", rows);
}

async function dataApi(): Promise<void> {
  const url = `${u.api}/rest/v1/entreprise_industries?select=id,name_fr,name_en,entreprise_categories(id,name_fr)&order=name_fr.asc`;
  const headers = { apikey: LOCAL_KEYS.publishableKey };
  await withNpmStart(async () => {
    const check = await fetch(url, { headers });
    const body = (await check.json()) as unknown[];
    if (!check.ok || !Array.isArray(body) || body.length === 0)
      throw new Error(`industries read failed: ${check.status}`);
    await load(url, 5, 2, headers); // warm-up
    const rows: Row[] = [];
    for (const connections of [1, 10, 50]) {
      const r = await load(url, connections, 10, headers);
      rows.push({
        connections,
        requests: r.requests,
        "req/s": r.rps,
        "p50 ms": r.p50,
        "p95 ms": r.p95,
        errors: r.errors,
        "non-2xx": r.non2xx,
      });
    }
    printTable(`Data API: industries with categories (${body.length} industries), 10 s per row`, rows);
  });
}

/**
 * The /entreprises search (searchBusinesses → search_entreprises through the Data API, as the
 * page calls it) with 100 000 synthetic listings on the bench profile: 20 warm-up calls, then
 * 200 timed calls per case, one at a time.
 */
async function search(): Promise<void> {
  const log = (line: string) => console.log(`  ${line}`);
  // A new database each time: the schema is the one of the working tree, whatever ran before.
  const stack = await startStack(profile, { reset: true, log });
  try {
    const loadStarted = performance.now();
    const count = await seedScale(u.db, 100_000, 1, log);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const client = createClient(u.api, LOCAL_KEYS.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const montreal = 6;
    const laurentides = 15;
    const { data: categories } = await client
      .from("entreprise_categories")
      .select("id")
      .in("name_fr", ["Dépanneur", "Restaurant"]);
    const twoCategories = (categories ?? []).map((c) => Number(c.id));
    if (twoCategories.length !== 2) throw new Error("The demo seed has no categories 'Dépanneur' and 'Restaurant'");
    const cases: Array<[string, BusinessSearchParams]> = [
      [
        "text + region + max price, newest, page 50",
        { query: "croissance", regionIds: [montreal], priceMax: 1_000_000, sort: "newest", page: 50 },
      ],
      [
        "text + region + max price, relevance, page 50",
        { query: "croissance", regionIds: [montreal], priceMax: 1_000_000, sort: "relevance", page: 50 },
      ],
      [
        "typo ('restaurnt') + region + max price, page 1",
        { query: "restaurnt", regionIds: [montreal], priceMax: 1_000_000, sort: "relevance" },
      ],
      [
        "no text, region + seller financing, price asc, page 50",
        { regionIds: [montreal], sellerFinancing: true, sort: "price_asc", page: 50 },
      ],
      [
        "text + two regions + two categories, relevance, page 1",
        { query: "croissance", regionIds: [montreal, laurentides], categoryIds: twoCategories, sort: "relevance" },
      ],
      [
        "no text, two regions + two categories, newest, page 5",
        { regionIds: [montreal, laurentides], categoryIds: twoCategories, sort: "newest", page: 5 },
      ],
    ];
    const rows: Row[] = [];
    for (const [name, params] of cases) {
      const run = async () => {
        const started = performance.now();
        const result = await searchBusinesses(client, params);
        return { ms: performance.now() - started, total: result.total, rows: result.rows.length };
      };
      for (let i = 0; i < 20; i++) await run();
      const times: number[] = [];
      let last = { total: 0, rows: 0 };
      for (let i = 0; i < 200; i++) {
        const r = await run();
        times.push(r.ms);
        last = r;
      }
      times.sort((a, b) => a - b);
      rows.push({
        case: name,
        matches: last.total,
        "rows on page": last.rows,
        "p50 ms": percentile(times, 50),
        "p95 ms": percentile(times, 95),
      });
    }
    printTable(
      `Search behind /entreprises: ${count.toLocaleString("en-US")} synthetic listings (loaded in ${loadSeconds.toFixed(0)} s), 200 calls per case`,
      rows,
    );
  } finally {
    await stack.stop();
  }
}

/**
 * A new bench stack with 100 000 synthetic listings on top of the demo seed, the app built and
 * served by `next start` against it; `during` gets the app URL and a published listing's slug.
 */
async function withLoadedApp(during: (app: string, detailSlug: string) => Promise<void>): Promise<void> {
  const log = (line: string) => console.log(`  ${line}`);
  const stack = await startStack(profile, { reset: true, log });
  const env = localEnv(profile);
  let next: ReturnType<typeof launch> | null = null;
  try {
    const started = performance.now();
    await seedScale(u.db, 100_000, 1, log);
    log(`100 000 listings loaded in ${((performance.now() - started) / 1000).toFixed(0)} s; building the app…`);
    writeBuildTsconfig(env);
    if ((await buildApp(env, { stdio: "ignore" })) !== 0) throw new Error("next build failed");
    next = launch("next", ["start", "-p", String(profile.ports.app)], { ...env, NODE_ENV: "production" });
    await waitForHttp(`${u.app}/entreprises`, 120_000);
    const client = createClient(u.api, LOCAL_KEYS.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    // A demo listing (the seed's, with its real photos and text), the kind a visitor opens.
    const { data, error } = await client
      .from("entreprises")
      .select("slug")
      .eq("status", "published")
      .order("id")
      .limit(1)
      .single();
    if (error || !data) throw new Error(`no published listing: ${error?.message}`);
    await during(u.app, (data as { slug: string }).slug);
  } finally {
    next?.kill("SIGTERM");
    await stack.stop();
  }
}

/** `/entreprises` (plain and searched) and a listing page under `next start`, 10 connections. */
async function pages(): Promise<void> {
  await withLoadedApp(async (app, slug) => {
    const targets: Array<[string, string]> = [
      // Rendered per request since its CSP carries a nonce (its listings are cached for a minute).
      ["/ (French)", `${app}/`],
      ["/entreprises", `${app}/entreprises`],
      [
        "/entreprises?search=croissance&region=montreal&price_max=1000000&sort=newest&page=50",
        `${app}/entreprises?search=croissance&region=montreal&price_max=1000000&sort=newest&page=50`,
      ],
      ["/en/entreprises", `${app}/en/entreprises`],
      [`/entreprises/{slug} (${slug})`, `${app}/entreprises/${slug}`],
    ];
    for (const [name, url] of targets) {
      const status = (await fetch(url)).status;
      if (status !== 200) throw new Error(`${name}: status ${status}`);
    }
    // Warm-up: every page at the measured concurrency first, so that each row measures a server in
    // its steady state (code compiled by the JIT, caches filled), whatever its place in the table.
    for (const [, url] of targets) await load(url, 10, 5);
    const rows: Row[] = [];
    for (const [name, url] of targets) {
      const r = await load(url, 10, 15);
      rows.push({
        page: name,
        requests: r.requests,
        "req/s": r.rps,
        "p50 ms": r.p50,
        "p95 ms": r.p95,
        errors: r.errors,
        "non-2xx": r.non2xx,
      });
    }
    printTable("Pages served by `next start` with 100 000 listings, 10 connections, 15 s per row", rows);
  });
}

/** The session cookies @supabase/ssr writes for a password sign-in, as one Cookie header. */
async function sessionCookieHeader(email: string, password: string): Promise<string> {
  let jar: Array<{ name: string; value: string }> = [];
  const client = createServerClient(u.api, LOCAL_KEYS.publishableKey, {
    cookies: {
      getAll: () => jar,
      setAll: (cookies) => {
        for (const c of cookies)
          jar = [...jar.filter((j) => j.name !== c.name), ...(c.value ? [{ name: c.name, value: c.value }] : [])];
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed for ${email}: ${error.message}`);
  return jar.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** `/admin/entreprises` for a broker with 300 listings (the workspace's heaviest list), 5 connections. */
async function workspace(): Promise<void> {
  const log = (line: string) => console.log(`  ${line}`);
  const stack = await startStack(profile, { reset: true, log });
  const env = localEnv(profile);
  let next: ReturnType<typeof launch> | null = null;
  const sql = postgres(u.db, { max: 2, onnotice: () => {} });
  try {
    const email = "courtier-bench@demo.local";
    const password = "Bench-courtier-2026!";
    const [user] = await sql<{ id: string }[]>`
      insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      values (gen_random_uuid(), 'authenticated', 'authenticated', ${email}, extensions.crypt(${password}, extensions.gen_salt('bf', 4)), now(),
              ${sql.json({ provider: "email", providers: ["email"] })}, ${sql.json({ first_name: "Courtier", last_name: "Bench" })}, now(), now())
      returning id`;
    await sql`insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
              values (gen_random_uuid(), 'email', ${user!.id}, ${user!.id}, ${sql.json({ sub: user!.id, email, email_verified: true })}, now(), now())`;
    // 300 listings in every status, with inquiries and views, as a busy broker's workspace has.
    await sql`
      insert into public.entreprises (slug, owner_id, listed_by, status, title_fr, description_fr, category_id, region_id, asking_price, last_confirmed_at)
      select '', ${user!.id}, 'broker',
             (array['draft','submitted','published','published','published','under_offer','sold','archived'])[1 + n % 8]::public.listing_status,
             'Entreprise du courtier n° ' || n, repeat('Une entreprise rentable et bien établie. ', 8),
             (select id from public.entreprise_categories order by id limit 1 offset n % 20), 1 + n % 17, 100000 + n * 1000, now() - (n % 120) * interval '1 day'
      from generate_series(1, 300) as n`;
    await sql`
      insert into public.listing_inquiries (entreprise_id, name, email, message)
      select e.id, 'Acheteur ' || g, 'acheteur' || g || '@exemple.ca', 'Bonjour, cette entreprise m''intéresse.'
      from public.entreprises e cross join generate_series(1, 3) g
      where e.owner_id = ${user!.id} and e.status in ('published', 'under_offer')`;
    await sql`
      insert into public.listing_view_days (entreprise_id, day, views)
      select e.id, current_date - d, 1 + (e.id + d) % 40
      from public.entreprises e cross join generate_series(0, 29) d
      where e.owner_id = ${user!.id} and e.status in ('published', 'under_offer', 'sold')`;
    await sql`vacuum analyze public.entreprises, public.listing_inquiries, public.listing_view_days`;
    writeBuildTsconfig(env);
    if ((await buildApp(env, { stdio: "ignore" })) !== 0) throw new Error("next build failed");
    next = launch("next", ["start", "-p", String(profile.ports.app)], { ...env, NODE_ENV: "production" });
    await waitForHttp(`${u.app}/entreprises`, 120_000);
    const cookie = await sessionCookieHeader(email, password);
    const targets: Array<[string, string]> = [
      ["/admin/entreprises (page 1 of 12, newest first)", `${u.app}/admin/entreprises`],
      [
        "/admin/entreprises?status=published&sort=price&dir=asc&page=3",
        `${u.app}/admin/entreprises?status=published&sort=price&dir=asc&page=3`,
      ],
      ["/admin (dashboard)", `${u.app}/admin`],
    ];
    for (const [name, url] of targets) {
      const status = (await fetch(url, { headers: { cookie }, redirect: "manual" })).status;
      if (status !== 200) throw new Error(`${name}: status ${status}`);
    }
    for (const [, url] of targets) await load(url, 5, 5, { cookie });
    const rows: Row[] = [];
    for (const [name, url] of targets) {
      const r = await load(url, 5, 15, { cookie });
      rows.push({
        page: name,
        requests: r.requests,
        "req/s": r.rps,
        "p50 ms": r.p50,
        "p95 ms": r.p95,
        errors: r.errors,
        "non-2xx": r.non2xx,
      });
    }
    printTable(
      "The workspace of a broker with 300 listings, served by `next start`, 5 connections, 15 s per row",
      rows,
    );
  } finally {
    next?.kill("SIGTERM");
    await sql.end();
    await stack.stop();
  }
}

/**
 * The JavaScript each public page downloads (every <script src>, gzip), and the workspace's for
 * comparison: the workspace's code must never reach the public pages. Demo seed, `next start`.
 */
async function js(): Promise<void> {
  const log = (line: string) => console.log(`  ${line}`);
  const stack = await startStack(profile, { reset: true, log });
  const env = localEnv(profile);
  let next: ReturnType<typeof launch> | null = null;
  try {
    writeBuildTsconfig(env);
    if ((await buildApp(env, { stdio: "ignore" })) !== 0) throw new Error("next build failed");
    next = launch("next", ["start", "-p", String(profile.ports.app)], { ...env, NODE_ENV: "production" });
    await waitForHttp(`${u.app}/entreprises`, 120_000);
    const client = createClient(u.api, LOCAL_KEYS.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const first = async (table: "entreprises" | "immobilier") => {
      const { data, error } = await client
        .from(table)
        .select("slug")
        .eq("status", "published")
        .order("id")
        .limit(1)
        .single();
      if (error || !data) throw new Error(`no published row in ${table}: ${error?.message}`);
      return (data as { slug: string }).slug;
    };
    const cookie = await sessionCookieHeader("vendeur@demo.local", "Demo-vendeur-2026!");
    const rows = await jsRows(u.app, [
      ...publicPages(await first("entreprises"), await first("immobilier")),
      ["/admin (signed in)", "/admin", { cookie }],
      ["/admin/entreprises/new (signed in)", "/admin/entreprises/new", { cookie }],
    ]);
    printTable("JavaScript per page under `next start` (every <script src>, gzip level 9), demo seed", rows);
  } finally {
    next?.kill("SIGTERM");
    await stack.stop();
  }
}

/** Lighthouse 12 (mobile defaults, local Chromium): median of 3 runs per page. */
async function lighthouse(): Promise<void> {
  await withLoadedApp(async (app, slug) => {
    const rows: Row[] = [];
    const pages = [
      // The bare root follows the browser's language: an English browser is sent to /en.
      ["/ (English browser: redirected to /en)", "/", undefined],
      ["/ (French browser)", "/", "fr-CA"],
      ["/entreprises", "/entreprises", undefined],
      ["/entreprises/{slug}", `/entreprises/${slug}`, undefined],
      ["/en/entreprises", "/en/entreprises", undefined],
    ] as const;
    for (const [name, path, language] of pages) {
      const r = await lighthouseMedian(`${app}${path}`, 3, { language });
      rows.push({
        page: name,
        performance: r.performance,
        accessibility: r.accessibility,
        "LCP ms": r.lcp,
        "TBT ms": r.tbt,
        CLS: r.cls,
      });
    }
    printTable("Lighthouse 12 (mobile), median of 3 runs, 100 000 listings", rows);
  });
}

export const benchmarks = [
  {
    name: "workspace",
    description: "p50/p95 of /admin/entreprises and /admin for a broker with 300 listings, 5 connections",
    run: workspace,
  },
  {
    name: "pages",
    description: "p50/p95 of /entreprises and a listing page served by next start, 10 connections, 100 000 listings",
    run: pages,
  },
  {
    name: "js",
    description: "JavaScript downloaded by each public page and by the workspace (gzip), demo seed",
    run: js,
  },
  {
    name: "lighthouse",
    description: "Lighthouse performance and accessibility scores of /, /entreprises and a listing page",
    run: lighthouse,
  },
  {
    name: "search",
    description: "p50/p95 of the /entreprises search with 100 000 listings (text + two filters + sort + page 50)",
    run: search,
  },
  {
    name: "data-api",
    description: "requests per second and p50/p95 latency of the industries-with-categories read",
    run: dataApi,
  },
  { name: "startup", description: "time from `npm start` to the first 200 on /", run: startup },
];
