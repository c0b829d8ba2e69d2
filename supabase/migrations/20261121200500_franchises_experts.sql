-- Franchises with their categories, and the experts directory (issue 5, spec §3).

create table public.franchise_categories (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and char_length(slug) <= 120),
  name_fr text collate "fr-CA-x-icu" not null check (char_length(btrim(name_fr)) between 1 and 150),
  name_en text check (char_length(btrim(name_en)) between 1 and 150),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index franchise_categories_name_fr_key on public.franchise_categories (lower(name_fr));

create trigger franchise_categories_10_slug
  before insert or update of slug on public.franchise_categories
  for each row execute function public.catalogue_assign_slug('name_fr', 'categorie');

create trigger franchise_categories_set_updated_at
  before update on public.franchise_categories
  for each row execute function public.set_updated_at();

create table public.franchises (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and char_length(slug) <= 120),
  -- The franchisor's account, or the admin who entered it.
  owner_id uuid not null references public.profiles (id) on delete cascade,
  status public.publication_status not null default 'draft',
  featured boolean not null default false,
  name text not null check (char_length(btrim(name)) between 1 and 150),
  category_id bigint not null references public.franchise_categories (id),
  description_fr text not null default '' check (char_length(description_fr) <= 20000),
  description_en text check (char_length(description_en) <= 20000),
  investment_min numeric(14, 2) check (investment_min >= 0),
  investment_max numeric(14, 2) check (investment_max >= 0),
  franchise_fee numeric(14, 2) check (franchise_fee >= 0),
  royalty_percent numeric(5, 2) check (royalty_percent between 0 and 100),
  advertising_fee_percent numeric(5, 2) check (advertising_fee_percent between 0 and 100),
  units_count integer check (units_count >= 0),
  year_founded smallint check (year_founded between 1800 and 2100),
  training_support_fr text check (char_length(training_support_fr) <= 5000),
  training_support_en text check (char_length(training_support_en) <= 5000),
  headquarters_city text check (char_length(headquarters_city) <= 100),
  website text check (website ~ '^https?://' and char_length(website) <= 500),
  logo_url text check (char_length(logo_url) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  search_document tsvector not null default ''::tsvector,
  constraint franchises_investment_range check (investment_min is null or investment_max is null or investment_min <= investment_max)
);

comment on table public.franchises is 'Franchise opportunities (issue 5); /franchises/{id}. Public when published.';

create or replace function public.franchises_prepare()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  category record;
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin()
     and ((tg_op = 'INSERT' and new.featured) or (tg_op = 'UPDATE' and new.featured is distinct from old.featured)) then
    raise exception 'only an administrator can feature a franchise' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  new.updated_at := pg_catalog.now();
  if new.status = 'published' and new.published_at is null then
    new.published_at := pg_catalog.now();
  end if;
  select c.name_fr, c.name_en into category from public.franchise_categories c where c.id = new.category_id;
  new.search_document :=
    pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple', public.catalogue_fold(pg_catalog.concat_ws(' ',
      new.name, category.name_fr, category.name_en, new.headquarters_city))), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.french', public.catalogue_fold(pg_catalog.concat_ws(' ', category.name_fr, new.description_fr))), 'C')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english', public.catalogue_fold(pg_catalog.concat_ws(' ', category.name_en, new.description_en))), 'C');
  return new;
end;
$$;

revoke execute on function public.franchises_prepare() from public, anon, authenticated;

create trigger franchises_10_slug
  before insert or update of slug on public.franchises
  for each row execute function public.catalogue_assign_slug('name', 'franchise');

create trigger franchises_20_prepare
  before insert or update on public.franchises
  for each row execute function public.franchises_prepare();

create index franchises_search_document_idx on public.franchises using gin (search_document);
create index franchises_category_idx on public.franchises (category_id);
create index franchises_owner_idx on public.franchises (owner_id);

-- ---------------------------------------------------------------------------
create type public.expert_profession as enum (
  'business_broker', 'accountant', 'lawyer', 'notary', 'valuator', 'financing_advisor', 'consultant', 'insurance_broker'
);

create table public.experts (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and char_length(slug) <= 120),
  owner_id uuid not null references public.profiles (id) on delete cascade,
  status public.publication_status not null default 'draft',
  featured boolean not null default false,
  name text not null check (char_length(btrim(name)) between 1 and 150),
  profession public.expert_profession not null,
  company text check (char_length(company) <= 150),
  -- Regions served (public.regions ids); checked by experts_prepare.
  region_ids smallint[] not null default '{}',
  -- ISO 639-1 codes of the languages the expert works in.
  languages text[] not null default '{fr}' check (languages <@ array['fr', 'en', 'es', 'it', 'pt', 'ar', 'zh', 'de', 'vi', 'ht']::text[]),
  phone text check (char_length(phone) <= 40),
  email text check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  website text check (website ~ '^https?://' and char_length(website) <= 500),
  city text check (char_length(city) <= 100),
  bio_fr text check (char_length(bio_fr) <= 5000),
  bio_en text check (char_length(bio_en) <= 5000),
  photo_url text check (char_length(photo_url) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.experts is 'Experts directory (issue 5): brokers, accountants, lawyers… Public when published.';

create or replace function public.experts_prepare()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin()
     and ((tg_op = 'INSERT' and new.featured) or (tg_op = 'UPDATE' and new.featured is distinct from old.featured)) then
    raise exception 'only an administrator can feature an expert' using errcode = '42501';
  end if;
  if exists (select 1 from pg_catalog.unnest(new.region_ids) as r (id) where not exists (select 1 from public.regions g where g.id = r.id)) then
    raise exception 'unknown region in experts.region_ids' using errcode = '23503';
  end if;
  new.region_ids := array(select distinct r from pg_catalog.unnest(new.region_ids) as r order by r);
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

revoke execute on function public.experts_prepare() from public, anon, authenticated;

create trigger experts_10_slug
  before insert or update of slug on public.experts
  for each row execute function public.catalogue_assign_slug('name', 'expert');

create trigger experts_20_prepare
  before insert or update on public.experts
  for each row execute function public.experts_prepare();

create index experts_region_ids_idx on public.experts using gin (region_ids);
create index experts_profession_idx on public.experts (profession);
create index experts_owner_idx on public.experts (owner_id);

-- ---------------------------------------------------------------------------
-- Row-level security: categories readable by all and written by admins; franchises and
-- experts readable when published, owners read and write their own, admins everything.
alter table public.franchise_categories enable row level security;
alter table public.franchises enable row level security;
alter table public.experts enable row level security;

create policy franchise_categories_select_all on public.franchise_categories
  for select to anon, authenticated using (true);
create policy franchise_categories_insert_admin on public.franchise_categories
  for insert to authenticated with check ((select public.is_admin()));
create policy franchise_categories_update_admin on public.franchise_categories
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy franchise_categories_delete_admin on public.franchise_categories
  for delete to authenticated using ((select public.is_admin()));

create policy franchises_select_published on public.franchises
  for select to anon, authenticated using (status = 'published');
create policy franchises_select_own_or_admin on public.franchises
  for select to authenticated using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy franchises_insert_own_or_admin on public.franchises
  for insert to authenticated with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy franchises_update_own_or_admin on public.franchises
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy franchises_delete_own_or_admin on public.franchises
  for delete to authenticated using (owner_id = (select auth.uid()) or (select public.is_admin()));

create policy experts_select_published on public.experts
  for select to anon, authenticated using (status = 'published');
create policy experts_select_own_or_admin on public.experts
  for select to authenticated using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy experts_insert_own_or_admin on public.experts
  for insert to authenticated with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy experts_update_own_or_admin on public.experts
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy experts_delete_own_or_admin on public.experts
  for delete to authenticated using (owner_id = (select auth.uid()) or (select public.is_admin()));

revoke all on table public.franchise_categories, public.franchises, public.experts from public, anon, authenticated;
grant select on table public.franchise_categories, public.franchises, public.experts to anon, authenticated;
grant insert (slug, name_fr, name_en), update (slug, name_fr, name_en), delete
  on public.franchise_categories to authenticated;
grant insert (
  slug, owner_id, status, featured, name, category_id, description_fr, description_en, investment_min, investment_max,
  franchise_fee, royalty_percent, advertising_fee_percent, units_count, year_founded, training_support_fr,
  training_support_en, headquarters_city, website, logo_url
), update (
  slug, owner_id, status, featured, name, category_id, description_fr, description_en, investment_min, investment_max,
  franchise_fee, royalty_percent, advertising_fee_percent, units_count, year_founded, training_support_fr,
  training_support_en, headquarters_city, website, logo_url
), delete on public.franchises to authenticated;
grant insert (
  slug, owner_id, status, featured, name, profession, company, region_ids, languages, phone, email, website, city,
  bio_fr, bio_en, photo_url
), update (
  slug, owner_id, status, featured, name, profession, company, region_ids, languages, phone, email, website, city,
  bio_fr, bio_en, photo_url
), delete on public.experts to authenticated;
grant all on table public.franchise_categories, public.franchises, public.experts to service_role;

-- ---------------------------------------------------------------------------
-- The /franchises list: text, category and the most a buyer can invest; by name, or by
-- relevance when there is text. Same result shape as search_entreprises.
create or replace function public.search_franchises(
  p_query text default null,
  p_category_id bigint default null,
  p_investment_max numeric default null,
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
    select f.*, case when params.q is null then 0 else pg_catalog.ts_rank(f.search_document, params.q) end as rank
    from public.franchises f, params
    where f.status = 'published'
      and (params.q is null or f.search_document @@ params.q)
      and (p_category_id is null or f.category_id = p_category_id)
      and (p_investment_max is null or f.investment_min <= p_investment_max)
  ),
  ordered as (
    select m.*, pg_catalog.row_number() over (order by m.rank desc, m.featured desc, m.name, m.id) as position
    from matches m
  )
  select pg_catalog.jsonb_build_object(
    'total', (select count(*) from matches),
    'page', params.page,
    'page_size', params.page_size,
    'rows', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'id', o.id, 'slug', o.slug, 'name', o.name, 'featured', o.featured,
          'category', pg_catalog.jsonb_build_object('id', c.id, 'slug', c.slug, 'name_fr', c.name_fr, 'name_en', c.name_en),
          'excerpt_fr', pg_catalog.left(o.description_fr, 240), 'excerpt_en', pg_catalog.left(o.description_en, 240),
          'investment_min', o.investment_min, 'investment_max', o.investment_max, 'franchise_fee', o.franchise_fee,
          'royalty_percent', o.royalty_percent, 'units_count', o.units_count, 'year_founded', o.year_founded,
          'logo_url', o.logo_url
        ) order by o.position)
      from ordered o
      join public.franchise_categories c on c.id = o.category_id
      where o.position > (params.page - 1)::bigint * params.page_size
        and o.position <= params.page::bigint * params.page_size
    ), '[]'::jsonb))
  from params;
$$;

revoke execute on function public.search_franchises(text, bigint, numeric, integer, integer) from public;
grant execute on function public.search_franchises(text, bigint, numeric, integer, integer) to anon, authenticated, service_role;
