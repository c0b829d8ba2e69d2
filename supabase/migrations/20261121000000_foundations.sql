-- Foundations shared by the core schema: extensions, API roles, generic helpers.
-- Valid on a hosted Supabase project (where the roles and extensions already exist:
-- every statement below is then a no-op or a plain "create or replace").

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- The API roles exist on every hosted project. A bare PostgreSQL (the local stack)
-- may not have them yet when migrations run, and the GRANTs below need them.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Functions are executable by PUBLIC by default (and hosted projects add default grants
-- to the API roles): every function below revokes that and grants execute explicitly.

-- ---------------------------------------------------------------------------
-- updated_at kept current by a trigger.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

revoke execute on function public.set_updated_at() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Slug rule (spec §5), identical to lib/slug.ts:
--   1. canonical decomposition (NFD), then combining accents U+0300–U+036F removed;
--   2. letters with no decomposition spelled out: œ→oe, æ→ae, ß→ss, ø→o, ł→l, đ→d;
--   3. lowercase;
--   4. runs of white space (the characters JavaScript's \s matches) become one hyphen;
--   5. every character other than a-z, 0-9, "_" and "-" is dropped (ASCII "word"
--      characters, as in JavaScript's \w);
--   6. repeated hyphens collapse to one; hyphens at either end are trimmed.
-- normalize(…, NFD) is used rather than extensions.unaccent so that both sides follow
-- the same Unicode rule on every input, not only on French letters (unaccent's table
-- also rewrites "½", "«", "ﬁ"… where NFD does not).
create or replace function public.slugify(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.btrim(
    pg_catalog.regexp_replace(
      pg_catalog.regexp_replace(
        pg_catalog.regexp_replace(
          pg_catalog.lower(
            pg_catalog.translate(
              pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
              pg_catalog.replace(pg_catalog.replace(
                pg_catalog.regexp_replace(pg_catalog.normalize(coalesce(p_text, ''), 'NFD'), '[\u0300-\u036f]', '', 'g'),
                'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'), 'ß', 'ss'), 'ẞ', 'SS'),
              'øØłŁđĐ', 'oOlLdD'
            ) collate pg_catalog."C"
          ),
          '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '-', 'g'
        ),
        '[^a-z0-9_-]', '', 'g'
      ),
      '-{2,}', '-', 'g'
    ),
    '-'
  );
$$;

grant execute on function public.slugify(text) to anon, authenticated, service_role;
