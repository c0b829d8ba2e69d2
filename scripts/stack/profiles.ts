import path from "node:path";

/** The Supabase CLI's well-known local values: local only, never used in production. */
export const LOCAL_KEYS = {
  publishableKey: "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH",
  secretKey: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
  jwtSecret: "super-secret-jwt-token-with-at-least-32-characters-long",
  /** Not a Supabase value: the local stack's secret for the app's scheduled-job routes. */
  cronSecret: "local-cron-secret-for-scheduled-jobs",
} as const;

type Ports = { db: number; api: number; smtp: number; mailUi: number; app: number };

export type Profile = {
  name: "dev" | "test" | "bench" | "types";
  /** Everything this profile writes lives here (git-ignored). */
  dataDir: string;
  ports: Ports;
};

const root = path.resolve(import.meta.dirname, "../..");

/** TEST_SLOT=n gives a test run its own ports and folders, so several can run side by side. */
function testProfile(slot: number): Profile {
  if (!Number.isInteger(slot) || slot < 0 || slot > 9) throw new Error("TEST_SLOT must be a whole number from 0 to 9");
  const o = slot * 10;
  return {
    name: "test",
    dataDir: path.join(root, slot ? `.local/test-${slot}` : ".local/test"),
    ports: { db: 55322 + o, api: 55321 + o, smtp: 55325 + o, mailUi: 55324 + o, app: 3100 + o },
  };
}

/**
 * BENCH_SLOT=n does the same for `npm run bench` (0: `.local/bench`, ports 563x1–563x5, app 3200), and
 * each slot has a second stack beside it for the build of `--baseline <ref>` (ports +5, app 3205 + 10 n).
 */
export function benchProfile(slot: number, { baseline = false } = {}): Profile {
  if (!Number.isInteger(slot) || slot < 0 || slot > 9) throw new Error("BENCH_SLOT must be a whole number from 0 to 9");
  const o = slot * 10 + (baseline ? 5 : 0);
  const dir = (slot ? `.local/bench-${slot}` : ".local/bench") + (baseline ? "-baseline" : "");
  return {
    name: "bench",
    dataDir: path.join(root, dir),
    ports: { db: 56322 + o, api: 56321 + o, smtp: 56325 + o, mailUi: 56324 + o, app: 3200 + o },
  };
}

function typesProfile(slot: number): Profile {
  const o = testProfile(slot).ports.db - 55322;
  return {
    name: "types",
    dataDir: path.join(root, slot ? `.local/types-${slot}` : ".local/types"),
    ports: { db: 57322 + o, api: 57321 + o, smtp: 57325 + o, mailUi: 57324 + o, app: 3300 + o },
  };
}

/** `npm start`/`npm run dev` use the CLI's ports; `npm test` keeps its own data and ports. */
export const profiles: Record<Profile["name"], Profile> = {
  dev: {
    name: "dev",
    dataDir: path.join(root, ".local/dev"),
    ports: { db: 54322, api: 54321, smtp: 54325, mailUi: 54324, app: 3000 },
  },
  test: testProfile(Number(process.env.TEST_SLOT ?? 0)),
  bench: benchProfile(Number(process.env.BENCH_SLOT ?? 0)),
  // `npm run db:types`: a throwaway database to generate the types from, beside any other run (TEST_SLOT apart).
  types: typesProfile(Number(process.env.TEST_SLOT ?? 0)),
};

/** `npm start` and `npm run dev` use the dev profile unless STACK_PROFILE names another (the benchmarks do). */
export function servingProfile(): Profile {
  const name = process.env.STACK_PROFILE ?? "dev";
  if (!(name in profiles)) throw new Error(`STACK_PROFILE must be one of ${Object.keys(profiles).join(", ")}`);
  return profiles[name as Profile["name"]];
}

export const projectRoot = root;

export function urls(profile: Profile) {
  const { ports } = profile;
  return {
    app: `http://localhost:${ports.app}`,
    api: `http://127.0.0.1:${ports.api}`,
    mailUi: `http://127.0.0.1:${ports.mailUi}`,
    db: `postgres://postgres:postgres@127.0.0.1:${ports.db}/postgres`,
  };
}

/** The environment the app and the tests get when they run against a local stack. */
export function localEnv(profile: Profile): Record<string, string> {
  const u = urls(profile);
  return {
    NEXT_PUBLIC_SUPABASE_URL: u.api,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_KEYS.publishableKey,
    SUPABASE_SECRET_KEY: LOCAL_KEYS.secretKey,
    SUPABASE_JWT_SECRET: LOCAL_KEYS.jwtSecret,
    NEXT_PUBLIC_SITE_URL: u.app,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(profile.ports.smtp),
    MAIL_FROM: "Marché des entreprises <no-reply@demo.local>",
    CONTACT_INBOX: "contact@demo.local",
    // The bearer token of the scheduled-job routes (app/api/cron/*); local only.
    CRON_SECRET: LOCAL_KEYS.cronSecret,
    MAILDEV_URL: u.mailUi,
    DATABASE_URL: u.db,
    // The instances' cache sync (lib/http/cache-handler.ts): the local database, as a deployment's own.
    CACHE_SYNC_DATABASE_URL: u.db,
    // Each profile builds into its own folder, so `npm test` never replaces the build `npm start` serves.
    NEXT_DIST_DIR: profile.name === "dev" ? ".next" : `.next-${path.basename(profile.dataDir)}`,
    // Next.js adds its dist folder to the tsconfig it builds with: give other profiles their own (git-ignored) one.
    ...(profile.name === "dev" ? {} : { NEXT_TSCONFIG_PATH: `.local/tsconfig.${path.basename(profile.dataDir)}.json` }),
  };
}

/** Demo accounts created by the seed (supabase/seed.sql, seed/catalogue.sql); these passwords exist only on local stacks. */
export const DEMO_ACCOUNTS = [
  { role: "admin", email: "admin@demo.local", password: "Demo-admin-2026!" },
  { role: "seller", email: "vendeur@demo.local", password: "Demo-vendeur-2026!" },
  { role: "buyer", email: "acheteur@demo.local", password: "Demo-acheteur-2026!" },
] as const;
