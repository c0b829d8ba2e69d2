-- User profiles (spec §3): one row per auth user, created by a trigger on auth.users.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  avatar_url text check (char_length(avatar_url) <= 2048),
  mobile_phone text check (char_length(mobile_phone) <= 40),
  address_line1 text check (char_length(address_line1) <= 200),
  address_line2 text check (char_length(address_line2) <= 200),
  city text check (char_length(city) <= 100),
  province text check (char_length(province) <= 100),
  country text check (char_length(country) <= 100),
  postal_code text check (char_length(postal_code) <= 20),
  is_admin boolean not null default false,
  public_page_enabled boolean not null default false,
  public_bio text check (char_length(public_bio) <= 5000),
  public_slug text unique
    constraint profiles_public_slug_format check (public_slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and char_length(public_slug) <= 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'One row per auth user (spec §3). id and email follow auth.users; is_admin is changed only by admins.';
comment on column public.profiles.public_slug is 'Address of the public page; derived from the names by public.slugify when the page is enabled without one.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------
-- is_admin(): the caller's admin flag. Security definer so that policies can call it
-- without recursing into the profiles policies.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.is_admin from public.profiles p where p.id = (select auth.uid())),
    false
  );
$$;

revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Profile row for every new auth user, with the e-mail and the names given at sign-up
-- (raw_user_meta_data first_name / last_name, trimmed, empty → null).
-- GoTrue stores the metadata as a JSON object; @supabase/lite (local stack) stores it as a
-- JSON string holding the object, which is unwrapped here.
create or replace function public.handle_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  if pg_catalog.jsonb_typeof(meta) = 'string' then
    begin
      meta := (meta #>> '{}')::jsonb;
    exception when others then
      meta := '{}'::jsonb;
    end;
  end if;
  if pg_catalog.jsonb_typeof(meta) is distinct from 'object' then
    meta := '{}'::jsonb;
  end if;
  insert into public.profiles (id, email, first_name, last_name)
  values (
    new.id,
    new.email,
    nullif(pg_catalog.left(pg_catalog.btrim(meta ->> 'first_name'), 100), ''),
    nullif(pg_catalog.left(pg_catalog.btrim(meta ->> 'last_name'), 100), '')
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke execute on function public.handle_new_auth_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_auth_user();

-- profiles.email follows the account's e-mail.
create or replace function public.handle_auth_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id and email is distinct from new.email;
  return new;
end;
$$;

revoke execute on function public.handle_auth_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.handle_auth_user_email_change();

-- ---------------------------------------------------------------------------
-- Guard: through the API (roles anon / authenticated) nobody changes id or email, and
-- only an admin changes is_admin. The column-level UPDATE grants below already leave id
-- and email out; this trigger holds even where table-wide grants exist. Database roles
-- (postgres, service_role, the auth triggers above) are not limited.
-- Not security definer: current_user must be the caller's role.
create or replace function public.profiles_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.id is distinct from old.id then
      raise exception 'profiles.id cannot be changed' using errcode = '42501';
    end if;
    if new.email is distinct from old.email then
      raise exception 'profiles.email follows the account e-mail and cannot be changed here' using errcode = '42501';
    end if;
    if new.is_admin is distinct from old.is_admin and not public.is_admin() then
      raise exception 'only an administrator can change is_admin' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  end if;
  return new;
end;
$$;

revoke execute on function public.profiles_guard() from public, anon, authenticated;

create trigger profiles_guard
  before update on public.profiles
  for each row execute function public.profiles_guard();

-- ---------------------------------------------------------------------------
-- Slug (spec §5): a given slug is normalised by public.slugify; a public page enabled
-- without one gets "first-last" (or "profil"), then "-2", "-3"… on collision.
-- Security definer: the collision check must see every profile, not only the caller's.
create or replace function public.profiles_set_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text;
  candidate text;
  n integer := 1;
begin
  if new.public_slug is not null then
    new.public_slug := nullif(public.slugify(new.public_slug), '');
  end if;
  if new.public_page_enabled and new.public_slug is null then
    base := pg_catalog.left(public.slugify(pg_catalog.concat_ws(' ', new.first_name, new.last_name)), 100);
    base := pg_catalog.btrim(base, '-');
    if base = '' then
      base := 'profil';
    end if;
    candidate := base;
    while exists (select 1 from public.profiles p where p.public_slug = candidate and p.id <> new.id) loop
      n := n + 1;
      candidate := base || '-' || n;
    end loop;
    new.public_slug := candidate;
  end if;
  return new;
end;
$$;

revoke execute on function public.profiles_set_slug() from public, anon, authenticated;

create trigger profiles_set_slug
  before insert or update of public_slug, public_page_enabled on public.profiles
  for each row execute function public.profiles_set_slug();

-- ---------------------------------------------------------------------------
-- Public page: only the public fields of a profile whose page is enabled, for anyone.
create or replace function public.get_public_profile(p_slug text)
returns table (
  id uuid,
  first_name text,
  last_name text,
  avatar_url text,
  public_bio text,
  public_slug text
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.first_name, p.last_name, p.avatar_url, p.public_bio, p.public_slug
  from public.profiles p
  where p.public_page_enabled and p.public_slug = p_slug;
$$;

revoke execute on function public.get_public_profile(text) from public;
grant execute on function public.get_public_profile(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Row-level security and grants.
alter table public.profiles enable row level security;

create policy profiles_select_own_or_admin on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create policy profiles_update_own_or_admin on public.profiles
  for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

-- No insert or delete policy: rows come and go with auth.users.

revoke all on table public.profiles from public, anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (
  first_name, last_name, avatar_url, mobile_phone,
  address_line1, address_line2, city, province, country, postal_code,
  is_admin, public_page_enabled, public_bio, public_slug
) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;
