/**
 * Helpers for integration tests against the running local stack (`npm test -- integration`
 * sets NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY
 * and DATABASE_URL). No mocks: real supabase-js clients and a superuser SQL connection.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { withSignedUrlCompat } from "@/lib/supabase/storage-compat";
import postgres from "postgres";
import { createTranslator } from "use-intl/core";
import fr from "@/messages/fr.json";
import type { Translate } from "@/lib/supabase/errors";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the integration tests with \`npm test -- integration\``);
  return value;
}

export const env = {
  get url() {
    return required("NEXT_PUBLIC_SUPABASE_URL");
  },
  get publishableKey() {
    return required("NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY");
  },
  get secretKey() {
    return required("SUPABASE_SECRET_KEY");
  },
  get databaseUrl() {
    return required("DATABASE_URL");
  },
};

export const DEMO = {
  admin: { email: "admin@demo.local", password: "Demo-admin-2026!" },
  seller: { email: "vendeur@demo.local", password: "Demo-vendeur-2026!" },
} as const;

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  // As the app's servers: lite's signed URLs read as hosted Storage's (lib/supabase/storage-compat.ts).
  global: { fetch: withSignedUrlCompat(fetch) },
};

/** A client with the publishable key and no session: the anon role. */
export function anonClient(url = env.url, key = env.publishableKey): SupabaseClient {
  return createClient(url, key, clientOptions);
}

/** A client with the secret key: service_role, bypasses RLS (server code only). */
export function serviceClient(): SupabaseClient {
  return createClient(env.url, env.secretKey, clientOptions);
}

/** Signs in with a password and returns the client (authenticated role) and the user id. */
export async function signIn(email: string, password: string): Promise<{ client: SupabaseClient; userId: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.user) throw new Error(`sign-in failed for ${email}: ${error?.message ?? "no user"}`);
  return { client, userId: data.user.id };
}

export function demoAdmin() {
  return signIn(DEMO.admin.email, DEMO.admin.password);
}

export function demoSeller() {
  return signIn(DEMO.seller.email, DEMO.seller.password);
}

let connection: postgres.Sql | undefined;

/** The superuser connection (DATABASE_URL); closed by cleanup(). */
export function sql(): postgres.Sql {
  connection ??= postgres(env.databaseUrl, { max: 2, onnotice: () => {} });
  return connection;
}

export type TestUser = { id: string; email: string; password: string; client: SupabaseClient };

const createdUsers = new Set<string>();

/**
 * A new confirmed user (auth.users + auth.identities, as the seed creates the demo
 * accounts; the profile comes from the trigger on auth.users), signed in. Removed by cleanup().
 */
export async function createTestUser(
  /** `plan`: the plan in force (default Découverte, one active listing), set as the team would. */
  opts: { firstName?: string; lastName?: string; admin?: boolean; plan?: "professionnel" | "premium" } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = `test-${id.slice(0, 8)}@example.test`;
  const password = `Pw-${randomUUID()}`;
  const meta = {
    ...(opts.firstName ? { first_name: opts.firstName } : {}),
    ...(opts.lastName ? { last_name: opts.lastName } : {}),
  };
  const db = sql();
  await db.begin(async (tx) => {
    await tx`
      insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                              raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      values (${id}, 'authenticated', 'authenticated', ${email},
              extensions.crypt(${password}, extensions.gen_salt('bf', 4)), now(),
              ${tx.json({ provider: "email", providers: ["email"] })}, ${tx.json(meta)}, now(), now())`;
    if (await confirmedAtWritable()) await tx`update auth.users set confirmed_at = email_confirmed_at where id = ${id}`;
    await tx`
      insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
      values (gen_random_uuid(), 'email', ${id}, ${id},
              ${tx.json({ sub: id, email, email_verified: true })}, now(), now())`;
    if (opts.admin) await tx`update public.profiles set is_admin = true where id = ${id}`;
    if (opts.plan) await tx`update public.profiles set plan = ${opts.plan}::public.plan_id where id = ${id}`;
  });
  createdUsers.add(id);
  const { client } = await signIn(email, password);
  return { id, email, password, client };
}

/** Marks a user created some other way (e.g. through the sign-up API) for cleanup(). */
export function trackUser(id: string) {
  createdUsers.add(id);
}

let confirmedAtIsWritable: boolean | undefined;
async function confirmedAtWritable(): Promise<boolean> {
  confirmedAtIsWritable ??=
    (
      await sql()`
      select 1 from information_schema.columns
      where table_schema = 'auth' and table_name = 'users' and column_name = 'confirmed_at' and is_generated = 'NEVER'`
    ).length > 0;
  return confirmedAtIsWritable;
}

/** Deletes the users this file created (their profiles and preferences go with them) and closes SQL. */
export async function cleanup(): Promise<void> {
  if (createdUsers.size > 0) {
    await sql()`delete from auth.users where id in ${sql()([...createdUsers])}`;
    createdUsers.clear();
  }
  await connection?.end();
  connection = undefined;
}

/** A unique name for rows a test creates, so that runs never collide. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** The French texts of the `data` namespace (spec §8), as the app shows them. */
export const translateFr: Translate = (() => {
  const t = createTranslator({ locale: "fr", messages: fr, namespace: "data" });
  return (key, values) => t(key as Parameters<typeof t>[0], values);
})();

export const frMessages = fr.data;
