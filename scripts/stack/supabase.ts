import { App, setExperimental, SmtpEmailDriver } from "@supabase/lite";
import { createPostgresConnection } from "@supabase/lite/postgres";
import { applyPendingMigrations } from "@supabase/lite/cli";
import { serve } from "@hono/node-server";
import postgres from "postgres";
import path from "node:path";
import { adjustApiResponse, keepSqlStateInLiteErrors } from "./api-parity.ts";
import { AuthEmailDriver, authEmailTemplates, authPasswordPolicy, userDataOf, type UserData } from "./auth-emails.ts";
import { authPreflight, withAuthCors } from "./cors.ts";
import { LOCAL_KEYS, projectRoot, urls, type Profile } from "./profiles.ts";
import { seedFiles } from "./seed-files.ts";
import { FilesystemStorageAdapter } from "./storage.ts";

export type RunningSupabase = { applied: string[]; seeded: boolean; stop: () => Promise<void> };

function createLiteApp(profile: Profile, userData: (address: string) => Promise<UserData>) {
  const u = urls(profile);
  const connection = createPostgresConnection({
    url: u.db,
    postgresOptions: { onnotice: () => {} },
  } as Parameters<typeof createPostgresConnection>[0]);
  const app = new App({
    connection,
    api: { port: profile.ports.api },
    storage: { enabled: true, file_size_limit: "50MiB" },
    auth: {
      enabled: true,
      jwt_secret: LOCAL_KEYS.jwtSecret,
      publishable_key: LOCAL_KEYS.publishableKey,
      secret_key: LOCAL_KEYS.secretKey,
      site_url: u.app,
      additional_redirect_urls: [`${u.app}/**`, `http://127.0.0.1:${profile.ports.app}/**`],
      enable_signup: true,
      // supabase/config.toml's password rules (8 characters minimum), as hosted Auth applies them.
      ...authPasswordPolicy(),
      email: { enable_confirmations: true, double_confirm_changes: true, template: authEmailTemplates() },
    },
    options: {
      // Sign-up, recovery and e-mail change messages go to the local mail catcher, in the account's language.
      drivers: {
        email: new AuthEmailDriver(
          new SmtpEmailDriver({
            host: "127.0.0.1",
            port: profile.ports.smtp,
            from: { name: "Marché des entreprises", address: "no-reply@demo.local" },
          }),
          userData,
        ),
      },
    },
  } as ConstructorParameters<typeof App>[0]);
  // Set before init(): the storage schema (storage.buckets, storage.objects) is provisioned
  // only when storage is enabled and has an adapter, and migrations (the listing-images
  // bucket) need it.
  app._storageAdapter = new FilesystemStorageAdapter(path.join(profile.dataDir, "storage"));
  return app;
}

/**
 * On its first request lite 0.10 grants ALL on every table of every schema with RLS to the API roles
 * (while its connection's `rlsState` is "unknown"), which would undo the migrations' explicit,
 * column-level grants. Hosted Supabase grants nothing on new public tables, so we grant only what it
 * does grant (the storage schema) and mark the RLS context as established.
 */
async function keepDeclaredGrants(app: { connection: unknown }, dbUrl: string) {
  const sql = postgres(dbUrl, { onnotice: () => {}, max: 1 });
  try {
    // Hosted Supabase lets the API roles look names up in schema auth (auth.uid() in functions run as
    // the caller), without any right on its tables.
    await sql.unsafe("grant usage on schema auth to anon, authenticated, service_role");
    const [storage] = await sql`select 1 from pg_namespace where nspname = 'storage'`;
    if (storage) {
      await sql.unsafe(`
        grant usage on schema storage to anon, authenticated, service_role;
        grant all on all tables in schema storage to anon, authenticated, service_role;
        grant all on all sequences in schema storage to anon, authenticated, service_role;`);
    }
  } finally {
    await sql.end();
  }
  (app.connection as unknown as { rlsState: string }).rlsState = "active";
}

/** Loads the seed files of supabase/config.toml once, in order, into a database that was just created. */
async function seed(dbUrl: string, files: string[]) {
  const sql = postgres(dbUrl, { onnotice: () => {}, max: 1 });
  try {
    for (const file of files) await sql.file(file);
  } finally {
    await sql.end();
  }
}

/** lite reads the migrations from `<current folder>/supabase/migrations`: the checkout's own, for `--baseline`. */
async function inFolder<T>(folder: string, work: () => Promise<T>): Promise<T> {
  const before = process.cwd();
  process.chdir(folder);
  try {
    return await work();
  } finally {
    process.chdir(before);
  }
}

let survivesDatabaseRestarts = false;

/**
 * postgres.js (lite's driver) can throw outside any promise when PostgreSQL goes away in the middle of a
 * write (`socket.write` on a closed connection); the APIs must outlive a database restart and reconnect
 * on the next request, as hosted Supabase's do. Any other uncaught error still stops the process.
 */
function surviveDatabaseRestarts() {
  if (survivesDatabaseRestarts) return;
  survivesDatabaseRestarts = true;
  process.on("uncaughtException", (error) => {
    if (String(error?.stack).includes(`${path.sep}postgres${path.sep}src${path.sep}connection.js`)) {
      console.warn(`[stack] lost a database connection (${error.message}); the next request reconnects`);
      return;
    }
    console.error(error);
    process.exit(1);
  });
}

/** Serves the Data, Auth and Storage APIs on the profile's API port, after applying migrations. */
export async function startSupabase(
  profile: Profile,
  opts: { seed: boolean; root?: string },
): Promise<RunningSupabase> {
  process.env.LITE_TELEMETRY = "0";
  process.env.DO_NOT_TRACK = "1";
  process.env.EXPERIMENTAL_STORAGE = "1";
  // @supabase/lite reads EXPERIMENTAL_STORAGE when it is imported, before this line runs.
  setExperimental("storage", true);
  surviveDatabaseRestarts();
  keepSqlStateInLiteErrors();
  // The metadata of the account an Auth e-mail goes to (its address, or the new one of an e-mail change).
  const users = postgres(urls(profile).db, { onnotice: () => {}, max: 1 });
  const userData = async (address: string) => {
    const [row] = await users<{ data: unknown }[]>`
      select raw_user_meta_data as data from auth.users
      where lower(email) = lower(${address}) or lower(email_change) = lower(${address})
      order by (lower(email) = lower(${address})) desc limit 1`;
    return userDataOf(row?.data);
  };
  const app = createLiteApp(profile, userData);
  await app.init();
  const root = opts.root ?? projectRoot;
  const { applied } = await inFolder(root, () => applyPendingMigrations(app as never));
  await keepDeclaredGrants(app, urls(profile).db);
  const files = seedFiles(root);
  const seeded = opts.seed && files.length > 0;
  if (seeded) await seed(urls(profile).db, files);
  const server = serve({
    port: profile.ports.api,
    hostname: "127.0.0.1",
    fetch: async (request, env: { incoming: { socket: { remoteAddress?: string } } }) => {
      const preflight = authPreflight(request);
      if (preflight) return preflight;
      const signup = request.method === "POST" && new URL(request.url).pathname === "/auth/v1/signup";
      const body = signup ? await request.clone().text() : undefined;
      const response = await app.fetch(request, { peerAddress: env.incoming.socket.remoteAddress ?? null });
      const auth = { issuer: `${urls(profile).api}/auth/v1`, jwtSecret: LOCAL_KEYS.jwtSecret };
      return withAuthCors(request, await adjustApiResponse(request, response, auth, body));
    },
  });
  return {
    applied: applied.map((m) => m.filename),
    seeded,
    stop: async () => {
      // Drop keep-alive clients first, so no request is still using the database when it closes.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
      // A pool whose server went away mid-transaction may never finish closing: do not wait for it.
      const close = (app.connection as { close?: () => Promise<void> }).close?.();
      await Promise.race([
        Promise.all([close, users.end({ timeout: 1 })]),
        new Promise((resolve) => setTimeout(resolve, 5000).unref()),
      ]);
    },
  };
}
