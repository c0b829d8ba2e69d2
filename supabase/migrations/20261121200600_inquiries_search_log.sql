-- Contact requests sent to a listing's owner, the search log, and read helpers for the
-- public pages (issue 5).

-- ---------------------------------------------------------------------------
-- listing_inquiries: a visitor's message about one business or one property. Anyone may
-- send one about a public listing (the server action adds a honeypot and a rate limit);
-- the listing's owner and admins read them; nobody else does.
create table public.listing_inquiries (
  id bigint generated always as identity primary key,
  entreprise_id bigint references public.entreprises (id) on delete cascade,
  immobilier_id bigint references public.immobilier (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  phone text check (char_length(phone) <= 40),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  locale text not null default 'fr' check (locale in ('fr', 'en')),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint listing_inquiries_one_listing check (num_nonnulls(entreprise_id, immobilier_id) = 1)
);

comment on table public.listing_inquiries is 'Contact requests to a listing owner (issue 5). Inserted by anyone on public listings; read by the owner and admins.';

create index listing_inquiries_entreprise_idx on public.listing_inquiries (entreprise_id, created_at desc);
create index listing_inquiries_immobilier_idx on public.listing_inquiries (immobilier_id, created_at desc);

-- Whose listing an inquiry is about (security definer: the caller may not see a draft).
create or replace function public.listing_inquiry_owner(p_entreprise_id bigint, p_immobilier_id bigint)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select e.owner_id from public.entreprises e where e.id = p_entreprise_id),
    (select i.owner_id from public.immobilier i where i.id = p_immobilier_id));
$$;

revoke execute on function public.listing_inquiry_owner(bigint, bigint) from public, anon;
grant execute on function public.listing_inquiry_owner(bigint, bigint) to authenticated, service_role;

-- Only the read mark can change, and only that way.
create or replace function public.listing_inquiries_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.created_at := pg_catalog.now();
      new.read_at := null;
    elsif (pg_catalog.to_jsonb(new) - 'read_at') <> (pg_catalog.to_jsonb(old) - 'read_at') then
      raise exception 'only read_at of an inquiry can change' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.listing_inquiries_guard() from public, anon, authenticated;

create trigger listing_inquiries_guard
  before insert or update on public.listing_inquiries
  for each row execute function public.listing_inquiries_guard();

alter table public.listing_inquiries enable row level security;

create policy listing_inquiries_insert_public_listing on public.listing_inquiries
  for insert to anon, authenticated
  with check (
    (entreprise_id is not null and exists (
      select 1 from public.entreprises e where e.id = entreprise_id and e.status in ('published', 'under_offer')))
    or (immobilier_id is not null and exists (
      select 1 from public.immobilier i where i.id = immobilier_id and i.status in ('published', 'under_offer'))));
create policy listing_inquiries_select_owner_or_admin on public.listing_inquiries
  for select to authenticated
  using (public.listing_inquiry_owner(entreprise_id, immobilier_id) = (select auth.uid()) or (select public.is_admin()));
create policy listing_inquiries_update_owner_or_admin on public.listing_inquiries
  for update to authenticated
  using (public.listing_inquiry_owner(entreprise_id, immobilier_id) = (select auth.uid()) or (select public.is_admin()))
  with check (public.listing_inquiry_owner(entreprise_id, immobilier_id) = (select auth.uid()) or (select public.is_admin()));
create policy listing_inquiries_delete_admin on public.listing_inquiries
  for delete to authenticated using ((select public.is_admin()));

revoke all on table public.listing_inquiries from public, anon, authenticated;
grant insert (entreprise_id, immobilier_id, name, email, phone, message, locale) on public.listing_inquiries to anon, authenticated;
grant select, delete on public.listing_inquiries to authenticated;
grant update (read_at) on public.listing_inquiries to authenticated;
grant all on table public.listing_inquiries to service_role;

-- ---------------------------------------------------------------------------
-- search_queries: what visitors searched for (no user, no IP, no session): the words,
-- the filters, how many results, the language. Anyone writes; admins read.
create table public.search_queries (
  id bigint generated always as identity primary key,
  query text check (char_length(query) <= 200),
  filters jsonb not null default '{}'::jsonb
    check (jsonb_typeof(filters) = 'object' and pg_column_size(filters) <= 2048),
  result_count integer not null check (result_count >= 0),
  locale text not null check (locale in ('fr', 'en')),
  created_at timestamptz not null default now()
);

comment on table public.search_queries is 'Search log for /admin/gestion/search-queries (issue 5). No personal data.';

create index search_queries_created_at_idx on public.search_queries (created_at desc);

create or replace function public.search_queries_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.query := nullif(pg_catalog.btrim(new.query), '');
  if current_user in ('anon', 'authenticated') then
    new.created_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

revoke execute on function public.search_queries_guard() from public, anon, authenticated;

create trigger search_queries_guard
  before insert on public.search_queries
  for each row execute function public.search_queries_guard();

alter table public.search_queries enable row level security;

create policy search_queries_insert_all on public.search_queries
  for insert to anon, authenticated with check (true);
create policy search_queries_select_admin on public.search_queries
  for select to authenticated using ((select public.is_admin()));
create policy search_queries_delete_admin on public.search_queries
  for delete to authenticated using ((select public.is_admin()));

revoke all on table public.search_queries from public, anon, authenticated;
grant insert (query, filters, result_count, locale) on public.search_queries to anon, authenticated;
grant select, delete on public.search_queries to authenticated;
grant all on table public.search_queries to service_role;

-- ---------------------------------------------------------------------------
-- The public face of the people behind public listings (the seller or broker card):
-- a name, an avatar and the public page when enabled. Only for accounts that have a
-- public listing, so that the function cannot be used to look up arbitrary accounts.
create or replace function public.get_seller_cards(p_ids uuid[])
returns table (id uuid, first_name text, last_name text, avatar_url text, public_slug text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.first_name, p.last_name, p.avatar_url,
         case when p.public_page_enabled then p.public_slug end
  from public.profiles p
  where p.id = any (p_ids[1:100])
    and (exists (select 1 from public.entreprises e where e.owner_id = p.id and e.status in ('published', 'under_offer', 'sold'))
      or exists (select 1 from public.immobilier i where i.owner_id = p.id and i.status in ('published', 'under_offer', 'sold')));
$$;

revoke execute on function public.get_seller_cards(uuid[]) from public;
grant execute on function public.get_seller_cards(uuid[]) to anon, authenticated, service_role;

-- Public businesses per region (for /entreprises/regions), sold ones not counted.
create or replace function public.entreprise_counts_by_region()
returns table (region_id smallint, listing_count bigint)
language sql
stable
set search_path = ''
as $$
  select e.region_id, count(*)
  from public.entreprises e
  where e.status in ('published', 'under_offer') and e.region_id is not null
  group by e.region_id;
$$;

revoke execute on function public.entreprise_counts_by_region() from public;
grant execute on function public.entreprise_counts_by_region() to anon, authenticated, service_role;
