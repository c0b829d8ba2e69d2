-- Issue 12 / Security Advisor lints 0028 and 0029: no SECURITY DEFINER function is executable by
-- anon or authenticated. The helpers that read what the caller may not read directly now read a
-- projection in app_private (a schema the Data API does not expose) under row-level security, as
-- the caller (security invoker):
--   is_admin()                 → app_private.admins: a caller sees only their own row;
--   get_public_profile(text),
--   get_seller_cards(uuid[])   → app_private.profile_cards: the public fields of profiles whose
--                                page is enabled or who have a public listing;
--   get_entreprise_private()   → app_private.entreprise_confidential: the owner's and admins' rows;
--   catalogue_tsquery(text)    → catalogue_private.lexicon, words of public listings only.
-- Triggers (security definer, executable by nobody) keep the projections in step.

create schema if not exists app_private;
revoke all on schema app_private from public;
grant usage on schema app_private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
create table app_private.admins (
  user_id uuid primary key references public.profiles (id) on delete cascade
);
comment on table app_private.admins is 'Who is an admin (copy of profiles.is_admin), for is_admin(); each caller reads only their own row.';
alter table app_private.admins enable row level security;
create policy admins_select_self on app_private.admins
  for select to anon, authenticated using (user_id = (select auth.uid()));
revoke all on table app_private.admins from public, anon, authenticated;
grant select on table app_private.admins to anon, authenticated;
grant all on table app_private.admins to service_role;

create table app_private.profile_cards (
  id uuid primary key references public.profiles (id) on delete cascade,
  first_name text,
  last_name text,
  avatar_url text,
  public_bio text,
  public_slug text,
  public_page_enabled boolean not null default false
);
comment on table app_private.profile_cards is 'Public fields of profiles, for get_public_profile and get_seller_cards; readable when the page is enabled or the person has a public listing.';
alter table app_private.profile_cards enable row level security;
create policy profile_cards_select_public on app_private.profile_cards
  for select to anon, authenticated
  using (
    public_page_enabled
    or exists (select 1 from public.entreprises e where e.owner_id = profile_cards.id and e.status in ('published', 'under_offer', 'sold'))
    or exists (select 1 from public.immobilier i where i.owner_id = profile_cards.id and i.status in ('published', 'under_offer', 'sold')));
revoke all on table app_private.profile_cards from public, anon, authenticated;
grant select on table app_private.profile_cards to anon, authenticated;
grant all on table app_private.profile_cards to service_role;

create table app_private.entreprise_confidential (
  entreprise_id bigint primary key references public.entreprises (id) on delete cascade,
  owner_id uuid not null,
  business_name text,
  street_address text,
  postal_code text,
  city text
);
comment on table app_private.entreprise_confidential is 'The confidential fields of a business listing, for get_entreprise_private; its owner and admins only.';
create index entreprise_confidential_owner_idx on app_private.entreprise_confidential (owner_id);
alter table app_private.entreprise_confidential enable row level security;
create policy entreprise_confidential_select_own_or_admin on app_private.entreprise_confidential
  for select to authenticated using (owner_id = (select auth.uid()) or (select public.is_admin()));
revoke all on table app_private.entreprise_confidential from public, anon, authenticated;
grant select on table app_private.entreprise_confidential to authenticated;
grant all on table app_private.entreprise_confidential to service_role;

-- ---------------------------------------------------------------------------
-- Keeping the projections in step (run as their owner; nobody may call them).
create or replace function app_private.profiles_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.is_admin then
    insert into app_private.admins (user_id) values (new.id) on conflict do nothing;
  else
    delete from app_private.admins where user_id = new.id;
  end if;
  insert into app_private.profile_cards (id, first_name, last_name, avatar_url, public_bio, public_slug, public_page_enabled)
  values (new.id, new.first_name, new.last_name, new.avatar_url, new.public_bio, new.public_slug, new.public_page_enabled)
  on conflict (id) do update set
    first_name = excluded.first_name, last_name = excluded.last_name, avatar_url = excluded.avatar_url,
    public_bio = excluded.public_bio, public_slug = excluded.public_slug, public_page_enabled = excluded.public_page_enabled;
  return null;
end;
$$;
revoke execute on function app_private.profiles_sync() from public, anon, authenticated;

create trigger profiles_sync
  after insert or update on public.profiles
  for each row execute function app_private.profiles_sync();

-- Statement-level (one insert per batch, as the lexicon triggers): bulk loads stay fast.
create or replace function app_private.entreprises_sync_confidential()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into app_private.entreprise_confidential (entreprise_id, owner_id, business_name, street_address, postal_code, city)
    select n.id, n.owner_id, n.business_name, n.street_address, n.postal_code, n.city from new_rows n;
  else
    insert into app_private.entreprise_confidential (entreprise_id, owner_id, business_name, street_address, postal_code, city)
    select n.id, n.owner_id, n.business_name, n.street_address, n.postal_code, n.city
    from new_rows n join old_rows o on o.id = n.id
    where (n.owner_id, n.business_name, n.street_address, n.postal_code, n.city)
      is distinct from (o.owner_id, o.business_name, o.street_address, o.postal_code, o.city)
    on conflict (entreprise_id) do update set
      owner_id = excluded.owner_id, business_name = excluded.business_name, street_address = excluded.street_address,
      postal_code = excluded.postal_code, city = excluded.city;
  end if;
  return null;
end;
$$;
revoke execute on function app_private.entreprises_sync_confidential() from public, anon, authenticated;

create trigger entreprises_sync_confidential_insert
  after insert on public.entreprises
  referencing new table as new_rows
  for each statement execute function app_private.entreprises_sync_confidential();
create trigger entreprises_sync_confidential_update
  after update on public.entreprises
  referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.entreprises_sync_confidential();

insert into app_private.admins (user_id) select p.id from public.profiles p where p.is_admin;
insert into app_private.profile_cards (id, first_name, last_name, avatar_url, public_bio, public_slug, public_page_enabled)
  select p.id, p.first_name, p.last_name, p.avatar_url, p.public_bio, p.public_slug, p.public_page_enabled from public.profiles p;
insert into app_private.entreprise_confidential (entreprise_id, owner_id, business_name, street_address, postal_code, city)
  select e.id, e.owner_id, e.business_name, e.street_address, e.postal_code, e.city from public.entreprises e;

-- ---------------------------------------------------------------------------
-- The helpers, as the caller.
create or replace function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (select 1 from app_private.admins a where a.user_id = (select auth.uid()));
$$;

create or replace function public.get_public_profile(p_slug text)
returns table (id uuid, first_name text, last_name text, avatar_url text, public_bio text, public_slug text)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.first_name, c.last_name, c.avatar_url, c.public_bio, c.public_slug
  from app_private.profile_cards c
  where c.public_page_enabled and c.public_slug = p_slug;
$$;

create or replace function public.get_seller_cards(p_ids uuid[])
returns table (id uuid, first_name text, last_name text, avatar_url text, public_slug text)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.first_name, c.last_name, c.avatar_url, case when c.public_page_enabled then c.public_slug end
  from app_private.profile_cards c
  where c.id = any (p_ids[1:100])
    and (exists (select 1 from public.entreprises e where e.owner_id = c.id and e.status in ('published', 'under_offer', 'sold'))
      or exists (select 1 from public.immobilier i where i.owner_id = c.id and i.status in ('published', 'under_offer', 'sold')));
$$;

create or replace function public.get_entreprise_private(p_id bigint)
returns table (business_name text, street_address text, postal_code text, city text)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.business_name, c.street_address, c.postal_code, c.city
  from app_private.entreprise_confidential c
  where c.entreprise_id = p_id and (c.owner_id = (select auth.uid()) or (select public.is_admin()));
$$;

-- The lexicon holds words of public listings only: the API roles may read it, through catalogue_tsquery.
grant usage on schema catalogue_private to anon, authenticated;
grant select on table catalogue_private.lexicon to anon, authenticated;
alter function public.catalogue_tsquery(text) security invoker;
