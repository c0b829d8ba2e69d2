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
      (await sql()<{ ok: boolean }[]>`select has_table_privilege(${role}, ${"public." + table}, ${privilege}) as ok`)[0]?.ok;
    const hasColumn = async (role: string, table: string, column: string, privilege: string) =>
      (await sql()<{ ok: boolean }[]>`select has_column_privilege(${role}, ${"public." + table}, ${column}, ${privilege}) as ok`)[0]?.ok;

    // anon: reads the taxonomy only.
    for (const table of ["entreprise_industries", "entreprise_categories", "entreprise_category_industry_map"]) {
      expect(await has("anon", table, "SELECT")).toBe(true);
      for (const privilege of ["INSERT", "UPDATE", "DELETE"]) expect(await has("anon", table, privilege)).toBe(false);
    }
    for (const table of ["profiles", "user_industry_preferences"]) {
      for (const privilege of ["SELECT", "INSERT", "UPDATE", "DELETE"]) expect(await has("anon", table, privilege)).toBe(false);
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
    for (const trigger of ["handle_new_auth_user()", "handle_auth_user_email_change()", "profiles_guard()", "profiles_set_slug()", "set_updated_at()"]) {
      expect(await can("anon", `public.${trigger}`)).toBe(false);
      expect(await can("authenticated", `public.${trigger}`)).toBe(false);
    }
  });

  it("makes is_admin() a stable security definer function", async () => {
    const [row] = await sql()`
      select p.prosecdef as definer, p.provolatile as volatility
      from pg_proc p where p.oid = 'public.is_admin()'::regprocedure`;
    expect(row).toEqual({ definer: true, volatility: "s" });
  });
});
