/** Helpers for the auth and guard end-to-end tests: sessions, mail links, test accounts. */
import { randomUUID } from "node:crypto";
import { createServerClient } from "@supabase/ssr";
import postgres from "postgres";
import type { APIRequestContext, Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import { database } from "./support";

export const DEMO = {
  admin: { email: "admin@demo.local", password: "Demo-admin-2026!" },
  seller: { email: "vendeur@demo.local", password: "Demo-vendeur-2026!" },
  buyer: { email: "acheteur@demo.local", password: "Demo-acheteur-2026!" },
} as const;

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run with \`npm test -- e2e\`.`);
  return value;
}

/** The session cookies @supabase/ssr writes for a password sign-in, as a Cookie header and as Playwright cookies. */
async function sessionCookies(email: string, password: string): Promise<Array<{ name: string; value: string }>> {
  let jar: Array<{ name: string; value: string }> = [];
  const client = createServerClient(env("NEXT_PUBLIC_SUPABASE_URL"), env("NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY"), {
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
  return jar;
}

/** An HTTP client that does not follow redirects, signed in when given an account. */
export async function httpAs(
  baseURL: string,
  account?: { email: string; password: string },
): Promise<APIRequestContext> {
  const cookies = account ? await sessionCookies(account.email, account.password) : [];
  return playwrightRequest.newContext({
    baseURL,
    maxRedirects: 0,
    extraHTTPHeaders: cookies.length ? { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") } : {},
  });
}

/** Signs the browser in without the form (for tests about what comes after). */
/**
 * Forgets the browser's session as if its cookies expired: leaves the page first, since a signed-in
 * page whose session cookie disappears leaves by itself, which would abort the test's next navigation.
 */
export async function forgetSession(page: Page) {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

export async function signInBrowser(page: Page, baseURL: string, account: { email: string; password: string }) {
  const url = new URL(baseURL);
  const cookies = await sessionCookies(account.email, account.password);
  await page
    .context()
    .addCookies(cookies.map((c) => ({ ...c, domain: url.hostname, path: "/", sameSite: "Lax" as const })));
}

type Mail = { subject: string; html?: string; text?: string; to: Array<{ address: string }>; time?: string };

async function allMail(): Promise<Mail[]> {
  const base = env("MAILDEV_URL");
  for (const path of ["/email", "/api/email"]) {
    const response = await fetch(`${base}${path}`);
    if (response.ok) {
      const body = (await response.json()) as unknown;
      if (Array.isArray(body)) return body as Mail[];
    }
  }
  throw new Error("maildev's REST API did not answer");
}

/** The newest /auth-confirm link e-mailed to an address (waits for it), optionally of one type. */
export async function mailedLink(address: string, type?: string, after = 0): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mails = (await allMail()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
    for (const mail of mails.slice(after).reverse()) {
      const html = (mail.html ?? "").replace(/&amp;/g, "&");
      const link = /https?:\/\/[^"'\s<>]+\/auth-confirm\?[^"'\s<>]+/.exec(html)?.[0];
      if (link && (!type || link.includes(`type=${type}`))) return link;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no mail with an /auth-confirm link reached ${address}`);
}

export function uniqueAddress(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@exemple.ca`;
}

let sqlConnection: postgres.Sql | undefined;
const created = new Set<string>();

function sql(): postgres.Sql {
  sqlConnection ??= postgres(env("DATABASE_URL"), { max: 2, onnotice: () => {} });
  return sqlConnection;
}

export type TestAccount = { id: string; email: string; password: string };

/** A confirmed account created in the database (as the seed creates the demo accounts); removed by removeTestAccounts(). */
export async function createTestAccount(
  opts: { firstName?: string; lastName?: string; admin?: boolean; locale?: "fr" | "en" } = {},
): Promise<TestAccount> {
  const id = randomUUID();
  const email = `e2e-${id.slice(0, 8)}@exemple.ca`;
  const password = `Pw-${randomUUID()}`;
  const meta = {
    ...(opts.firstName ? { first_name: opts.firstName } : {}),
    ...(opts.lastName ? { last_name: opts.lastName } : {}),
    // The language of the account's e-mails (moderation_recipient reads it from the metadata).
    ...(opts.locale ? { locale: opts.locale } : {}),
  };
  await sql().begin(async (tx) => {
    await tx`
      insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      values (${id}, 'authenticated', 'authenticated', ${email}, extensions.crypt(${password}, extensions.gen_salt('bf', 4)), now(),
              ${tx.json({ provider: "email", providers: ["email"] })}, ${tx.json(meta)}, now(), now())`;
    await tx`
      insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
      values (gen_random_uuid(), 'email', ${id}, ${id}, ${tx.json({ sub: id, email, email_verified: true })}, now(), now())`;
    if (opts.admin) await tx`update public.profiles set is_admin = true where id = ${id}`;
  });
  created.add(id);
  return { id, email, password };
}

export async function removeTestAccounts(): Promise<void> {
  if (created.size > 0) await sql()`delete from auth.users where id in ${sql()([...created])}`;
  created.clear();
  await sqlConnection?.end();
  sqlConnection = undefined;
}

/** Ends every session of a user on the server, as "sign out everywhere" or an administrator would. */
export async function revokeSessions(userId: string): Promise<void> {
  await sql()`delete from auth.sessions where user_id = ${userId}`;
}

/** A business of the demo seller in the first category, inserted as given (a journey's own listing). */
export async function insertSellerBusiness(fields: {
  status: "draft" | "published";
  title_fr: string;
  description_fr?: string;
  asking_price: number;
}): Promise<{ id: number; slug: string }> {
  const db = database();
  const { data: seller } = await db.from("profiles").select("id").eq("email", DEMO.seller.email).single();
  const { data: category } = await db.from("entreprise_categories").select("id").order("id").limit(1).single();
  const { data, error } = await db
    .from("entreprises")
    .insert({ ...fields, owner_id: seller!.id, slug: "", category_id: category!.id, region_id: 1, province_id: 1 })
    .select("id, slug")
    .single();
  if (error) throw new Error(error.message);
  return data;
}
