-- Businesses for sale (issue 5, spec §3): the `entreprises` listings, their search
-- document, row-level security and the search function behind /entreprises.

create type public.listing_lister as enum ('owner', 'broker');
create type public.real_estate_option as enum ('owned_included', 'owned_optional', 'leased', 'none');
create type public.sale_structure as enum ('asset', 'share', 'asset_or_share');

create table public.entreprises (
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
  -- Deleting a category still used here fails with 23503 (spec §8).
  category_id bigint not null references public.entreprise_categories (id),

  province_id smallint not null default 1 references public.provinces (id),
  region_id smallint,
  foreign key (region_id, province_id) references public.regions (id, province_id),
  -- A blind listing (confidential) hides these four from the public: they are not
  -- granted to the API roles; public_city / public_business_name carry them when allowed.
  business_name text check (char_length(business_name) <= 200),
  street_address text check (char_length(street_address) <= 200),
  postal_code text check (char_length(postal_code) <= 10),
  city text check (char_length(city) <= 100),
  confidential boolean not null default false,
  public_business_name text,
  public_city text,

  asking_price numeric(14, 2) check (asking_price >= 0),
  price_on_request boolean not null default false,
  gross_revenue numeric(14, 2) check (gross_revenue >= 0),
  cash_flow numeric(14, 2),            -- seller's discretionary earnings (SDE)
  ebitda numeric(14, 2),               -- BAIIA in French
  year_established smallint check (year_established between 1800 and 2100),
  employees integer check (employees between 0 and 100000),
  real_estate public.real_estate_option,
  rent_monthly numeric(12, 2) check (rent_monthly >= 0),
  inventory_value numeric(14, 2) check (inventory_value >= 0),
  equipment_value numeric(14, 2) check (equipment_value >= 0),
  sale_structure public.sale_structure,
  home_based boolean not null default false,
  relocatable boolean not null default false,
  franchise_resale boolean not null default false,
  seller_financing boolean not null default false,
  reason_for_selling_fr text check (char_length(reason_for_selling_fr) <= 2000),
  reason_for_selling_en text check (char_length(reason_for_selling_en) <= 2000),
  support_training_fr text check (char_length(support_training_fr) <= 2000),
  support_training_en text check (char_length(support_training_en) <= 2000),
  -- [{ "path": "<owner uid>/<file>", "alt_fr": "…", "alt_en": "…" }] in the listing-images bucket.
  images jsonb not null default '[]'::jsonb
    check (jsonb_typeof(images) = 'array' and jsonb_array_length(images) <= 30),

  view_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  last_confirmed_at timestamptz not null default now(),

  search_document tsvector not null default ''::tsvector,

  -- 'Prix sur demande' replaces the price; a stored price would leak through the API.
  constraint entreprises_price_or_request check (not (price_on_request and asking_price is not null)),
  constraint entreprises_public_needs_price check (status in ('draft', 'archived') or price_on_request or asking_price is not null)
);

comment on table public.entreprises is 'Businesses for sale (issue 5). Public when published, under offer or sold.';
comment on column public.entreprises.search_document is 'Maintained by entreprises_prepare: French, English and plain-word vectors of public texts.';

-- ---------------------------------------------------------------------------
-- Public fields derived from the private ones, timestamps, guards and the search document.
-- Not security definer: current_user must be the caller's role for the guards.
create or replace function public.entreprises_prepare()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  category record;
  api_caller boolean := current_user in ('anon', 'authenticated');
begin
  if api_caller and not public.is_admin() then
    if tg_op = 'INSERT' and new.featured then
      raise exception 'only an administrator can feature a listing' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and new.featured is distinct from old.featured then
      raise exception 'only an administrator can feature a listing' using errcode = '42501';
    end if;
  end if;
  -- A counted view is not an edit: updated_at and the search document stay as they are.
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

  new.public_city := case when new.confidential then null else new.city end;
  new.public_business_name := case when new.confidential then null else new.business_name end;

  select c.name_fr, c.name_en into category from public.entreprise_categories c where c.id = new.category_id;
  new.search_document :=
    pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple', public.catalogue_fold(pg_catalog.concat_ws(' ',
      new.title_fr, new.title_en, category.name_fr, category.name_en, new.public_city, new.public_business_name))), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.french', public.catalogue_fold(pg_catalog.concat_ws(' ',
      new.title_fr, category.name_fr, new.public_city, new.public_business_name))), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english', public.catalogue_fold(pg_catalog.concat_ws(' ',
      new.title_en, category.name_en))), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.french', public.catalogue_fold(new.description_fr)), 'C')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english', public.catalogue_fold(coalesce(new.description_en, ''))), 'C');
  return new;
end;
$$;

revoke execute on function public.entreprises_prepare() from public, anon, authenticated;

create trigger entreprises_10_slug
  before insert or update of slug on public.entreprises
  for each row execute function public.catalogue_assign_slug('title_fr', 'entreprise');

create trigger entreprises_20_prepare
  before insert or update on public.entreprises
  for each row execute function public.entreprises_prepare();

-- The words of newly public listings feed the typo-tolerance lexicon (one statement per batch).
create or replace function public.entreprises_lexicon_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into catalogue_private.lexicon (word)
  select distinct w
  from new_rows n
  join public.entreprise_categories c on c.id = n.category_id
  cross join lateral pg_catalog.regexp_split_to_table(public.catalogue_fold(pg_catalog.concat_ws(' ',
    n.title_fr, n.title_en, n.description_fr, n.description_en, n.public_city, n.public_business_name, c.name_fr, c.name_en)),
    '[^[:alnum:]]+') as w
  where n.status in ('published', 'under_offer', 'sold') and pg_catalog.char_length(w) between 3 and 40 and w !~ '^[0-9]+$'
  on conflict (word) do nothing;
  return null;
end;
$$;

-- Only rows whose public text changed or that just became public (not a counted view).
create or replace function public.entreprises_lexicon_after_update()
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
  join public.entreprise_categories c on c.id = n.category_id
  cross join lateral pg_catalog.regexp_split_to_table(public.catalogue_fold(pg_catalog.concat_ws(' ',
    n.title_fr, n.title_en, n.description_fr, n.description_en, n.public_city, n.public_business_name, c.name_fr, c.name_en)),
    '[^[:alnum:]]+') as w
  where n.status in ('published', 'under_offer', 'sold') and pg_catalog.char_length(w) between 3 and 40 and w !~ '^[0-9]+$'
    and (o.status not in ('published', 'under_offer', 'sold') or o.search_document is distinct from n.search_document)
  on conflict (word) do nothing;
  return null;
end;
$$;

revoke execute on function public.entreprises_lexicon_after_insert() from public, anon, authenticated;
revoke execute on function public.entreprises_lexicon_after_update() from public, anon, authenticated;

create trigger entreprises_30_lexicon_insert
  after insert on public.entreprises
  referencing new table as new_rows
  for each statement execute function public.entreprises_lexicon_after_insert();

create trigger entreprises_30_lexicon_update
  after update on public.entreprises
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.entreprises_lexicon_after_update();

-- A renamed category renames the words its listings are found by.
create or replace function public.entreprise_categories_refresh_listings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.entreprises set category_id = category_id where category_id = new.id;
  return null;
end;
$$;

revoke execute on function public.entreprise_categories_refresh_listings() from public, anon, authenticated;

create trigger entreprise_categories_refresh_listings
  after update of name_fr, name_en on public.entreprise_categories
  for each row
  when (old.name_fr is distinct from new.name_fr or old.name_en is distinct from new.name_en)
  execute function public.entreprise_categories_refresh_listings();

-- ---------------------------------------------------------------------------
-- Indexes for the search (text + filters + sort) and the landing pages.
create index entreprises_search_document_idx on public.entreprises using gin (search_document);
create index entreprises_public_published_idx on public.entreprises (published_at desc, id desc)
  where status in ('published', 'under_offer');
create index entreprises_public_price_idx on public.entreprises (asking_price, id)
  where status in ('published', 'under_offer');
create index entreprises_category_idx on public.entreprises (category_id, published_at desc);
create index entreprises_region_idx on public.entreprises (region_id, published_at desc);
create index entreprises_province_idx on public.entreprises (province_id, published_at desc);
create index entreprises_revenue_idx on public.entreprises (gross_revenue) where status in ('published', 'under_offer');
create index entreprises_owner_idx on public.entreprises (owner_id, updated_at desc);
create index entreprises_featured_idx on public.entreprises (published_at desc) where featured and status = 'published';

-- ---------------------------------------------------------------------------
-- Row-level security: anyone reads public listings; owners read and write their own in
-- any status; admins everything.
alter table public.entreprises enable row level security;

create policy entreprises_select_public on public.entreprises
  for select to anon, authenticated
  using (status in ('published', 'under_offer', 'sold'));
create policy entreprises_select_own_or_admin on public.entreprises
  for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy entreprises_insert_own_or_admin on public.entreprises
  for insert to authenticated
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy entreprises_update_own_or_admin on public.entreprises
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy entreprises_delete_own_or_admin on public.entreprises
  for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

revoke all on table public.entreprises from public, anon, authenticated;
-- Everything but the four confidential columns (business_name, street_address, postal_code, city).
grant select (
  id, slug, owner_id, listed_by, status, featured, title_fr, title_en, description_fr, description_en, category_id,
  province_id, region_id, confidential, public_business_name, public_city, asking_price, price_on_request,
  gross_revenue, cash_flow, ebitda, year_established, employees, real_estate, rent_monthly, inventory_value,
  equipment_value, sale_structure, home_based, relocatable, franchise_resale, seller_financing,
  reason_for_selling_fr, reason_for_selling_en, support_training_fr, support_training_en, images, view_count,
  created_at, updated_at, published_at, last_confirmed_at, search_document
) on public.entreprises to anon, authenticated;
grant insert (
  slug, owner_id, listed_by, status, featured, title_fr, title_en, description_fr, description_en, category_id,
  province_id, region_id, business_name, street_address, postal_code, city, confidential, asking_price,
  price_on_request, gross_revenue, cash_flow, ebitda, year_established, employees, real_estate, rent_monthly,
  inventory_value, equipment_value, sale_structure, home_based, relocatable, franchise_resale, seller_financing,
  reason_for_selling_fr, reason_for_selling_en, support_training_fr, support_training_en, images, last_confirmed_at
) on public.entreprises to authenticated;
grant update (
  slug, owner_id, listed_by, status, featured, title_fr, title_en, description_fr, description_en, category_id,
  province_id, region_id, business_name, street_address, postal_code, city, confidential, asking_price,
  price_on_request, gross_revenue, cash_flow, ebitda, year_established, employees, real_estate, rent_monthly,
  inventory_value, equipment_value, sale_structure, home_based, relocatable, franchise_resale, seller_financing,
  reason_for_selling_fr, reason_for_selling_en, support_training_fr, support_training_en, images, last_confirmed_at
) on public.entreprises to authenticated;
grant delete on public.entreprises to authenticated;
grant all on table public.entreprises to service_role;

-- ---------------------------------------------------------------------------
-- The confidential fields of a listing, for its owner and admins only (edit forms, previews).
create or replace function public.get_entreprise_private(p_id bigint)
returns table (business_name text, street_address text, postal_code text, city text)
language sql
stable
security definer
set search_path = ''
as $$
  select e.business_name, e.street_address, e.postal_code, e.city
  from public.entreprises e
  where e.id = p_id and (e.owner_id = (select auth.uid()) or public.is_admin());
$$;

revoke execute on function public.get_entreprise_private(bigint) from public, anon;
grant execute on function public.get_entreprise_private(bigint) to authenticated, service_role;

-- One more view of a public listing (the counter cannot be written through the API).
create or replace function public.record_entreprise_view(p_slug text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.entreprises set view_count = view_count + 1
  where slug = p_slug and status in ('published', 'under_offer', 'sold');
$$;

revoke execute on function public.record_entreprise_view(text) from public;
grant execute on function public.record_entreprise_view(text) to anon, authenticated, service_role;
