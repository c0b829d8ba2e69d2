import { afterAll, describe, expect, it } from "vitest";
import { cleanup, sql } from "@/tests/support/db";

describe("schema (read from the catalog as superuser)", () => {
  afterAll(cleanup);

  it("has RLS enabled on every table of schema public", async () => {
    const rows = await sql()<{ table: string }[]>`
      select c.relname as table
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity
      order by 1`;
    expect(rows.map((r) => r.table)).toEqual([]);
  });

  it("has at least one policy on every table of schema public", async () => {
    const rows = await sql()<{ table: string }[]>`
      select c.relname as table
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid)
      order by 1`;
    expect(rows.map((r) => r.table)).toEqual([]);
  });

  it("checks the tables of this issue exist", async () => {
    const rows = await sql()<{ table: string }[]>`
      select tablename as table from pg_tables where schemaname = 'public' order by 1`;
    expect(rows.map((r) => r.table)).toEqual(
      expect.arrayContaining([
        "entreprise_categories",
        "entreprise_category_industry_map",
        "entreprise_industries",
        "profiles",
        "user_industry_preferences",
      ]),
    );
  });

  it("gives every function of schema public a fixed search_path", async () => {
    const rows = await sql()<{ fn: string }[]>`
      select p.oid::regprocedure::text as fn
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as c where c like 'search_path=%')
      order by 1`;
    expect(rows.map((r) => r.fn)).toEqual([]);
  });

  it("has no security-definer view in schema public", async () => {
    const rows = await sql()<{ view: string }[]>`
      select c.relname as view
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('v', 'm')
        and not coalesce(c.reloptions @> array['security_invoker=true'] or c.reloptions @> array['security_invoker=on'], false)
      order by 1`;
    expect(rows.map((r) => r.view)).toEqual([]);
  });

  it("grants anon and authenticated nothing beyond what the migrations declare", async () => {
    // No TRUNCATE, REFERENCES or TRIGGER for the API roles on any table of schema public.
    const wide = await sql()<{ grantee: string; table: string; privilege: string }[]>`
      select grantee, table_name as table, privilege_type as privilege
      from information_schema.role_table_grants
      where table_schema = 'public' and grantee in ('anon', 'authenticated')
        and privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER')`;
    expect(wide).toEqual([]);

    const has = async (role: string, table: string, privilege: string) =>
      (await sql()<{ ok: boolean }[]>`select has_table_privilege(${role}, ${"public." + table}, ${privilege}) as ok`)[0]
        ?.ok;
    const hasColumn = async (role: string, table: string, column: string, privilege: string) =>
      (
        await sql()<
          { ok: boolean }[]
        >`select has_column_privilege(${role}, ${"public." + table}, ${column}, ${privilege}) as ok`
      )[0]?.ok;

    // anon: reads the taxonomy only.
    for (const table of ["entreprise_industries", "entreprise_categories", "entreprise_category_industry_map"]) {
      expect(await has("anon", table, "SELECT")).toBe(true);
      for (const privilege of ["INSERT", "UPDATE", "DELETE"]) expect(await has("anon", table, privilege)).toBe(false);
    }
    for (const table of ["profiles", "user_industry_preferences"]) {
      for (const privilege of ["SELECT", "INSERT", "UPDATE", "DELETE"])
        expect(await has("anon", table, privilege)).toBe(false);
    }

    // authenticated: profiles readable, updatable column by column, never id, email or the timestamps.
    expect(await has("authenticated", "profiles", "SELECT")).toBe(true);
    expect(await has("authenticated", "profiles", "INSERT")).toBe(false);
    expect(await has("authenticated", "profiles", "DELETE")).toBe(false);
    for (const column of ["id", "email", "created_at", "updated_at"]) {
      expect(await hasColumn("authenticated", "profiles", column, "UPDATE")).toBe(false);
    }
    for (const column of ["first_name", "last_name", "public_bio", "public_slug", "public_page_enabled", "is_admin"]) {
      expect(await hasColumn("authenticated", "profiles", column, "UPDATE")).toBe(true);
    }
    expect(await has("authenticated", "user_industry_preferences", "UPDATE")).toBe(false);
  });

  it("lets anyone run only the functions meant for them", async () => {
    const can = async (role: string, fn: string) =>
      (await sql()<{ ok: boolean }[]>`select has_function_privilege(${role}, ${fn}, 'execute') as ok`)[0]?.ok;
    expect(await can("anon", "public.get_public_profile(text)")).toBe(true);
    expect(await can("anon", "public.slugify(text)")).toBe(true);
    expect(await can("anon", "public.save_industry_preferences(uuid, bigint[])")).toBe(false);
    expect(await can("authenticated", "public.save_industry_preferences(uuid, bigint[])")).toBe(true);
    for (const trigger of [
      "handle_new_auth_user()",
      "handle_auth_user_email_change()",
      "profiles_guard()",
      "profiles_set_slug()",
      "set_updated_at()",
    ]) {
      expect(await can("anon", `public.${trigger}`)).toBe(false);
      expect(await can("authenticated", `public.${trigger}`)).toBe(false);
    }
  });

  it("makes is_admin() a stable function run as the caller (it reads only the caller's own admin row)", async () => {
    const [row] = await sql()`
      select p.prosecdef as definer, p.provolatile as volatility
      from pg_proc p where p.oid = 'public.is_admin()'::regprocedure`;
    expect(row).toEqual({ definer: false, volatility: "s" });
  });
});

// The lints of Supabase's Security Advisor (and the Performance Advisor's policy lints), written here as
// catalog queries after their public definitions (supabase.com/docs/guides/database/database-linter).
const SYSTEM_SCHEMAS = [
  "_timescaledb_cache",
  "_timescaledb_catalog",
  "_timescaledb_config",
  "_timescaledb_internal",
  "auth",
  "cron",
  "extensions",
  "graphql",
  "graphql_public",
  "information_schema",
  "net",
  "pgmq",
  "pgroonga",
  "pgsodium",
  "pgsodium_masks",
  "pgtle",
  "pgbouncer",
  "pg_catalog",
  "pg_toast",
  "realtime",
  "repack",
  "storage",
  "supabase_functions",
  "supabase_migrations",
  "tiger",
  "topology",
  "vault",
];

describe("Supabase Advisor lints on the migrated schema", () => {
  afterAll(cleanup);

  it("0028/0029: no SECURITY DEFINER function is executable by anon or authenticated", async () => {
    const rows = await sql()<{ fn: string; role: string }[]>`
      select p.oid::regprocedure::text as fn, r.role
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) as r (role)
      where p.prosecdef and n.nspname <> all (${SYSTEM_SCHEMAS}) and n.nspname not like 'pg\\_%'
        and has_function_privilege(r.role, p.oid, 'EXECUTE')
      order by 1, 2`;
    expect(rows).toEqual([]);
  });

  it("0024: no always-true insert, update or delete policy for anon or authenticated", async () => {
    const rows = await sql()<{ policy: string }[]>`
      select c.relname || '.' || p.polname as policy
      from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      cross join lateral (select
        regexp_replace(lower(coalesce(pg_get_expr(p.polqual, p.polrelid), '')), '\\s', '', 'g') as qual,
        regexp_replace(lower(coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '')), '\\s', '', 'g') as chk) e
      where n.nspname <> all (${SYSTEM_SCHEMAS}) and c.relrowsecurity and p.polpermissive
        and (p.polroles = '{0}' or exists (select 1 from unnest(p.polroles) r where r::regrole::text in ('anon', 'authenticated')))
        and (
          (p.polcmd in ('w', 'd', '*') and (e.qual in ('true', '(true)', '1=1', '(1=1)') or p.polqual is null))
          or e.chk in ('true', '(true)', '1=1', '(1=1)')
          or (p.polcmd = 'a' and p.polwithcheck is null)
        )
      order by 1`;
    expect(rows.map((r) => r.policy)).toEqual([]);
  });

  it("0006: one permissive policy per table, role and action", async () => {
    const rows = await sql()<{ table: string; role: string; action: string; policies: string[] }[]>`
      select c.relname as table, r.rolname as role, a.action, array_agg(p.polname::text order by p.polname) as policies
      from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      cross join lateral unnest(case when p.polcmd = '*' then array['r', 'a', 'w', 'd'] else array[p.polcmd::text] end) as a (action)
      join pg_roles r on r.rolname in ('anon', 'authenticated', 'authenticator')
        and (r.oid = any (p.polroles) or p.polroles = '{0}')
      where n.nspname <> all (${SYSTEM_SCHEMAS}) and p.polpermissive
      group by 1, 2, 3 having count(*) > 1
      order by 1, 2, 3`;
    expect(rows).toEqual([]);
  });

  it("0003: policies call auth functions once per statement, not once per row", async () => {
    const rows = await sql()<{ policy: string }[]>`
      select schemaname || '.' || tablename || '.' || policyname as policy
      from pg_policies
      where schemaname <> all (${SYSTEM_SCHEMAS})
        and (
          (coalesce(qual, '') ~ 'auth\\.(uid|jwt|role|email)\\(\\)' and coalesce(qual, '') !~* 'select auth\\.(uid|jwt|role|email)\\(\\)')
          or (coalesce(with_check, '') ~ 'auth\\.(uid|jwt|role|email)\\(\\)' and coalesce(with_check, '') !~* 'select auth\\.(uid|jwt|role|email)\\(\\)')
          or coalesce(qual, '') || coalesce(with_check, '') ~* 'current_setting\\('
        )
      order by 1`;
    expect(rows.map((r) => r.policy)).toEqual([]);
  });

  it("0007/0013: no policy on a table without RLS, no table without RLS in an exposed schema", async () => {
    const rows = await sql()<{ table: string }[]>`
      select n.nspname || '.' || c.relname as table
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relrowsecurity
        and (n.nspname in ('public', 'graphql_public')
          or (n.nspname <> all (${SYSTEM_SCHEMAS}) and exists (select 1 from pg_policy p where p.polrelid = c.oid)))
      order by 1`;
    expect(rows.map((r) => r.table)).toEqual([]);
  });

  it("0011: every function outside the system schemas has a fixed search_path", async () => {
    const rows = await sql()<{ fn: string }[]>`
      select p.oid::regprocedure::text as fn
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      left join pg_depend d on d.objid = p.oid and d.deptype = 'e'
      where n.nspname <> all (${SYSTEM_SCHEMAS}) and n.nspname not like 'pg\\_%' and d.objid is null
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as c where c like 'search_path=%')
      order by 1`;
    expect(rows.map((r) => r.fn)).toEqual([]);
  });

  it("0002/0010/0016/0017: no view over auth.users, no security-definer view, no materialized or foreign table in the API", async () => {
    const rows = await sql()<{ relation: string }[]>`
      select c.relname as relation
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'graphql_public')
        and (c.relkind in ('m', 'f')
          or (c.relkind = 'v' and not coalesce(c.reloptions @> array['security_invoker=true'] or c.reloptions @> array['security_invoker=on'], false)))
      order by 1`;
    expect(rows.map((r) => r.relation)).toEqual([]);
  });

  it("0002: the API roles read nothing of the auth schema's tables", async () => {
    const rows = await sql()<{ table: string; role: string }[]>`
      select c.relname as table, r.role
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join (values ('anon'), ('authenticated')) as r (role)
      where n.nspname = 'auth' and c.relkind in ('r', 'v', 'm', 'p') and has_table_privilege(r.role, c.oid, 'SELECT')
      order by 1, 2`;
    expect(rows).toEqual([]);
  });

  it("0014/0015: no extension in public, no policy reading user_metadata", async () => {
    const extensions = await sql()<{ name: string }[]>`
      select e.extname as name from pg_extension e join pg_namespace n on n.oid = e.extnamespace where n.nspname = 'public'`;
    expect(extensions).toEqual([]);
    const policies = await sql()<{ policy: string }[]>`
      select policyname as policy from pg_policies
      where schemaname <> all (${SYSTEM_SCHEMAS}) and coalesce(qual, '') || coalesce(with_check, '') like '%user_metadata%'`;
    expect(policies).toEqual([]);
  });

  it("0009: no duplicate index", async () => {
    const rows = await sql()<{ indexes: string[] }[]>`
      select array_agg(i.indexrelid::regclass::text order by i.indexrelid::regclass::text) as indexes
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname <> all (${SYSTEM_SCHEMAS})
      group by i.indrelid, i.indkey::text, i.indclass::text, i.indcollation::text, i.indoption::text, coalesce(pg_get_expr(i.indexprs, i.indrelid), ''),
        coalesce(pg_get_expr(i.indpred, i.indrelid), '')
      having count(*) > 1`;
    expect(rows).toEqual([]);
  });
});
