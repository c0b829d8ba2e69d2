-- Commercial real estate (issue 5, spec §3 "immobilier"): properties for sale or lease.

create type public.property_type as enum ('retail', 'office', 'industrial', 'multi_residential', 'land', 'mixed_use', 'hospitality');
create type public.property_transaction as enum ('sale', 'lease');
create type public.lease_rate_unit as enum ('per_month', 'per_sqft_year');

create table public.immobilier (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and char_length(slug) <= 120),
  owner_id uuid not null references public.profiles (id) on delete cascade,
  listed_by public.listing_lister not null default 'owner',
  status public.listing_status not null default 'draft',
  featured boolean not null default false,

  title_fr text not null check (char_length(btrim(title_fr)) between 3 and 160),
  title_en text check (char_length(btrim(title_en)) between 3 and 160),
  description_fr text not null default '' check (char_length(description_fr) <= 20000),
  description_en text check (char_length(description_en) <= 20000),
  property_type public.property_type not null,
  transaction_type public.property_transaction not null default 'sale',

  price numeric(14, 2) check (price >= 0),                 -- sale price
  lease_rate numeric(12, 2) check (lease_rate >= 0),       -- rent, per lease_rate_unit
  lease_rate_unit public.lease_rate_unit,
  price_on_request boolean not null default false,
  area_sqft integer check (area_sqft between 1 and 10000000),
  lot_area_sqft integer check (lot_area_sqft between 1 and 100000000),
  year_built smallint check (year_built between 1700 and 2100),
  zoning text check (char_length(zoning) <= 100),

  address text check (char_length(address) <= 200),
  postal_code text check (char_length(postal_code) <= 10),
  city text check (char_length(city) <= 100),
  province_id smallint not null default 1 references public.provinces (id),
  region_id smallint,
  foreign key (region_id, province_id) references public.regions (id, province_id),

  images jsonb not null default '[]'::jsonb
    check (jsonb_typeof(images) = 'array' and jsonb_array_length(images) <= 30),
  view_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  last_confirmed_at timestamptz not null default now(),
  search_document tsvector not null default ''::tsvector,

  constraint immobilier_lease_rate_unit check ((lease_rate is null) = (lease_rate_unit is null)),
  constraint immobilier_price_or_request check (not (price_on_request and (price is not null or lease_rate is not null))),
  constraint immobilier_public_needs_price check (
    status in ('draft', 'archived') or price_on_request
    or (transaction_type = 'sale' and price is not null)
    or (transaction_type = 'lease' and lease_rate is not null))
);

comment on table public.immobilier is 'Commercial properties for sale or lease (issue 5). Public when published, under offer or sold.';

create or replace function public.immobilier_prepare()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  api_caller boolean := current_user in ('anon', 'authenticated');
begin
  if api_caller and not public.is_admin()
     and ((tg_op = 'INSERT' and new.featured) or (tg_op = 'UPDATE' and new.featured is distinct from old.featured)) then
    raise exception 'only an administrator can feature a listing' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and pg_catalog.to_jsonb(new) - 'view_count' = pg_catalog.to_jsonb(old) - 'view_count' then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    if api_caller then
      new.view_count := old.view_count;
    end if;
  end if;
  new.updated_at := pg_catalog.now();
  if new.status in ('published', 'under_offer', 'sold') and new.published_at is null then
    new.published_at := pg_catalog.now();
  end if;
  new.search_document :=
    pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple', public.catalogue_fold(pg_catalog.concat_ws(' ',
      new.title_fr, new.title_en, new.city, new.zoning))), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.french', public.catalogue_fold(pg_catalog.concat_ws(' ', new.title_fr, new.city))), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english', public.catalogue_fold(coalesce(new.title_en, ''))), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.french', public.catalogue_fold(new.description_fr)), 'C')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english', public.catalogue_fold(coalesce(new.description_en, ''))), 'C');
  return new;
end;
$$;

revoke execute on function public.immobilier_prepare() from public, anon, authenticated;

create trigger immobilier_10_slug
  before insert or update of slug on public.immobilier
  for each row execute function public.catalogue_assign_slug('title_fr', 'immeuble');

create trigger immobilier_20_prepare
  before insert or update on public.immobilier
  for each row execute function public.immobilier_prepare();

create or replace function public.immobilier_feed_lexicon()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into catalogue_private.lexicon (word)
  select distinct w
  from new_rows n
  cross join lateral pg_catalog.regexp_split_to_table(public.catalogue_fold(pg_catalog.concat_ws(' ',
    n.title_fr, n.title_en, n.description_fr, n.description_en, n.city)), '[^[:alnum:]]+') as w
  where n.status in ('published', 'under_offer', 'sold') and pg_catalog.char_length(w) between 3 and 40 and w !~ '^[0-9]+$'
  on conflict (word) do nothing;
  return null;
end;
$$;

revoke execute on function public.immobilier_feed_lexicon() from public, anon, authenticated;

create trigger immobilier_30_lexicon_insert
  after insert on public.immobilier
  referencing new table as new_rows
  for each statement execute function public.immobilier_feed_lexicon();

-- On update, only rows whose public text changed or that just became public (not a counted view).
create or replace function public.immobilier_feed_lexicon_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into catalogue_private.lexicon (word)
  select distinct w
  from new_rows n
  join old_rows o on o.id = n.id
  cross join lateral pg_catalog.regexp_split_to_table(public.catalogue_fold(pg_catalog.concat_ws(' ',
    n.title_fr, n.title_en, n.description_fr, n.description_en, n.city)), '[^[:alnum:]]+') as w
  where n.status in ('published', 'under_offer', 'sold') and pg_catalog.char_length(w) between 3 and 40 and w !~ '^[0-9]+$'
    and (o.status not in ('published', 'under_offer', 'sold') or o.search_document is distinct from n.search_document)
  on conflict (word) do nothing;
  return null;
end;
$$;

revoke execute on function public.immobilier_feed_lexicon_update() from public, anon, authenticated;

create trigger immobilier_30_lexicon_update
  after update on public.immobilier
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.immobilier_feed_lexicon_update();

create index immobilier_search_document_idx on public.immobilier using gin (search_document);
create index immobilier_public_published_idx on public.immobilier (published_at desc, id desc)
  where status in ('published', 'under_offer');
create index immobilier_region_idx on public.immobilier (region_id, published_at desc);
create index immobilier_owner_idx on public.immobilier (owner_id, updated_at desc);

alter table public.immobilier enable row level security;

create policy immobilier_select_public on public.immobilier
  for select to anon, authenticated
  using (status in ('published', 'under_offer', 'sold'));
create policy immobilier_select_own_or_admin on public.immobilier
  for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy immobilier_insert_own_or_admin on public.immobilier
  for insert to authenticated
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy immobilier_update_own_or_admin on public.immobilier
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy immobilier_delete_own_or_admin on public.immobilier
  for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

revoke all on table public.immobilier from public, anon, authenticated;
grant select on table public.immobilier to anon, authenticated;
grant insert (
  slug, owner_id, listed_by, status, featured, title_fr, title_en, description_fr, description_en, property_type,
  transaction_type, price, lease_rate, lease_rate_unit, price_on_request, area_sqft, lot_area_sqft, year_built,
  zoning, address, postal_code, city, province_id, region_id, images, last_confirmed_at
) on public.immobilier to authenticated;
grant update (
  slug, owner_id, listed_by, status, featured, title_fr, title_en, description_fr, description_en, property_type,
  transaction_type, price, lease_rate, lease_rate_unit, price_on_request, area_sqft, lot_area_sqft, year_built,
  zoning, address, postal_code, city, province_id, region_id, images, last_confirmed_at
) on public.immobilier to authenticated;
grant delete on public.immobilier to authenticated;
grant all on table public.immobilier to service_role;

-- ---------------------------------------------------------------------------
-- The /immobilier list: text, type, sale or lease, region, province, price and area;
-- newest first, or by price. Same result shape as search_entreprises.
create or replace function public.search_immobilier(
  p_query text default null,
  p_property_type public.property_type default null,
  p_transaction_type public.property_transaction default null,
  p_region_id smallint default null,
  p_province_id smallint default null,
  p_price_min numeric default null,
  p_price_max numeric default null,
  p_area_min integer default null,
  p_area_max integer default null,
  p_sort text default 'newest',
  p_page integer default 1,
  p_page_size integer default 20
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with params as (
    select public.catalogue_tsquery(p_query) as q,
           greatest(coalesce(p_page, 1), 1) as page,
           least(greatest(coalesce(p_page_size, 20), 1), 100) as page_size
  ),
  matches as (
    select i.*, case when params.q is null then 0 else pg_catalog.ts_rank(i.search_document, params.q) end as rank,
           coalesce(i.price, i.lease_rate) as sort_price
    from public.immobilier i, params
    where i.status in ('published', 'under_offer')
      and (params.q is null or i.search_document @@ params.q)
      and (p_property_type is null or i.property_type = p_property_type)
      and (p_transaction_type is null or i.transaction_type = p_transaction_type)
      and (p_region_id is null or i.region_id = p_region_id)
      and (p_province_id is null or i.province_id = p_province_id)
      and (p_price_min is null or coalesce(i.price, i.lease_rate) >= p_price_min)
      and (p_price_max is null or coalesce(i.price, i.lease_rate) <= p_price_max)
      and (p_area_min is null or i.area_sqft >= p_area_min)
      and (p_area_max is null or i.area_sqft <= p_area_max)
  ),
  ordered as (
    select m.*, pg_catalog.row_number() over (order by
      case when p_sort = 'relevance' then m.rank end desc nulls last,
      case when p_sort = 'price_asc' then m.sort_price end asc nulls last,
      case when p_sort = 'price_desc' then m.sort_price end desc nulls last,
      m.published_at desc nulls last, m.id desc) as position
    from matches m
  )
  select pg_catalog.jsonb_build_object(
    'total', (select count(*) from matches),
    'page', params.page,
    'page_size', params.page_size,
    'rows', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'id', o.id, 'slug', o.slug, 'status', o.status, 'featured', o.featured, 'listed_by', o.listed_by,
          'title_fr', o.title_fr, 'title_en', o.title_en,
          'excerpt_fr', pg_catalog.left(o.description_fr, 240), 'excerpt_en', pg_catalog.left(o.description_en, 240),
          'property_type', o.property_type, 'transaction_type', o.transaction_type,
          'price', o.price, 'lease_rate', o.lease_rate, 'lease_rate_unit', o.lease_rate_unit,
          'price_on_request', o.price_on_request, 'area_sqft', o.area_sqft, 'lot_area_sqft', o.lot_area_sqft,
          'year_built', o.year_built, 'city', o.city,
          'region', case when r.id is null then null else
            pg_catalog.jsonb_build_object('id', r.id, 'slug', r.slug, 'name_fr', r.name_fr, 'name_en', r.name_en) end,
          'province', pg_catalog.jsonb_build_object('id', p.id, 'code', p.code, 'slug', p.slug, 'name_fr', p.name_fr, 'name_en', p.name_en),
          'images', o.images, 'published_at', o.published_at, 'last_confirmed_at', o.last_confirmed_at
        ) order by o.position)
      from ordered o
      join public.provinces p on p.id = o.province_id
      left join public.regions r on r.id = o.region_id
      where o.position > (params.page - 1)::bigint * params.page_size
        and o.position <= params.page::bigint * params.page_size
    ), '[]'::jsonb))
  from params;
$$;

revoke execute on function public.search_immobilier(text, public.property_type, public.property_transaction, smallint, smallint,
  numeric, numeric, integer, integer, text, integer, integer) from public;
grant execute on function public.search_immobilier(text, public.property_type, public.property_transaction, smallint, smallint,
  numeric, numeric, integer, integer, text, integer, integer) to anon, authenticated, service_role;

create or replace function public.record_immobilier_view(p_slug text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.immobilier set view_count = view_count + 1
  where slug = p_slug and status in ('published', 'under_offer', 'sold');
$$;

revoke execute on function public.record_immobilier_view(text) from public;
grant execute on function public.record_immobilier_view(text) to anon, authenticated, service_role;
