-- The search behind /entreprises reads a narrow projection of the public listings instead of
-- the listings themselves (issue 5 performance).
--
-- A listing row is wide (texts, figures, images: about 1 kB), so a search that has to check
-- every listing of a region (a text search in Montréal: a quarter of the catalogue) reads
-- thousands of pages spread over the whole table. `entreprise_search` keeps only what the
-- search filters, sorts and matches on, for public listings only, split by region: the
-- listings of one region sit together in their own partition, which a region filter reads
-- alone. Measured with 100 000 listings: a text + region count went from about 55 ms to 13 ms.
--
-- Kept in step with `entreprises` by statement triggers (one statement per batch, like the
-- lexicon). The partitions live in catalogue_private: the Data API reaches the rows only
-- through the parent table and its policy.

create table public.entreprise_search (
  id bigint not null,
  -- The partition key: the region, or 0 for listings outside Québec's regions.
  region_key smallint not null,
  region_id smallint,
  status public.listing_status not null check (status in ('published', 'under_offer', 'sold')),
  category_id bigint not null,
  province_id smallint not null,
  asking_price numeric(14, 2),
  gross_revenue numeric(14, 2),
  real_estate public.real_estate_option,
  seller_financing boolean not null,
  published_at timestamptz,
  search_document tsvector not null,
  primary key (region_key, id)
) partition by list (region_key);

comment on table public.entreprise_search is
  'Public listings as the search sees them (filters, sorts, text), one partition per region; maintained by triggers on entreprises.';

do $$
declare
  region record;
begin
  for region in select r.id from public.regions r order by r.id loop
    execute pg_catalog.format(
      'create table catalogue_private.entreprise_search_r%1$s partition of public.entreprise_search for values in (%1$s)', region.id);
  end loop;
  create table catalogue_private.entreprise_search_other partition of public.entreprise_search default;
end;
$$;

-- The search's orders ("nulls last, id" as search_entreprises writes them) and its other filters.
create index entreprise_search_published_idx on public.entreprise_search (published_at desc nulls last, id desc);
create index entreprise_search_price_asc_idx on public.entreprise_search (asking_price asc nulls last, id asc);
create index entreprise_search_price_desc_idx on public.entreprise_search (asking_price desc nulls last, id desc);
create index entreprise_search_category_idx on public.entreprise_search (category_id, published_at desc nulls last, id desc);
create index entreprise_search_province_idx on public.entreprise_search (province_id, published_at desc nulls last, id desc);
create index entreprise_search_document_idx on public.entreprise_search using gin (search_document);

alter table public.entreprise_search enable row level security;

-- Only public listings are ever copied here: everything in it may be read by anyone.
create policy entreprise_search_select_public on public.entreprise_search
  for select to anon, authenticated
  using (status in ('published', 'under_offer', 'sold'));

grant select on public.entreprise_search to anon, authenticated;
grant all on public.entreprise_search to service_role;

-- ---------------------------------------------------------------------------
-- Triggers: a statement's changed rows leave the projection, and those that are public come back.

create or replace function public.entreprise_search_refresh()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from public.entreprise_search s
    using old_rows o
    where s.region_key = coalesce(o.region_id, 0) and s.id = o.id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.entreprise_search (
      id, region_key, region_id, status, category_id, province_id, asking_price, gross_revenue,
      real_estate, seller_financing, published_at, search_document)
    select n.id, coalesce(n.region_id, 0), n.region_id, n.status, n.category_id, n.province_id, n.asking_price,
      n.gross_revenue, n.real_estate, n.seller_financing, n.published_at, n.search_document
    from new_rows n
    where n.status in ('published', 'under_offer', 'sold');
  end if;
  return null;
end;
$$;

revoke execute on function public.entreprise_search_refresh() from public, anon, authenticated;

create trigger entreprises_40_search_insert
  after insert on public.entreprises
  referencing new table as new_rows
  for each statement execute function public.entreprise_search_refresh();

create trigger entreprises_40_search_update
  after update on public.entreprises
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.entreprise_search_refresh();

create trigger entreprises_40_search_delete
  after delete on public.entreprises
  referencing old table as old_rows
  for each statement execute function public.entreprise_search_refresh();

insert into public.entreprise_search (
  id, region_key, region_id, status, category_id, province_id, asking_price, gross_revenue,
  real_estate, seller_financing, published_at, search_document)
select e.id, coalesce(e.region_id, 0), e.region_id, e.status, e.category_id, e.province_id, e.asking_price,
  e.gross_revenue, e.real_estate, e.seller_financing, e.published_at, e.search_document
from public.entreprises e
where e.status in ('published', 'under_offer', 'sold');

-- ---------------------------------------------------------------------------
-- The search itself, unchanged in what it returns: it filters, counts and orders on the
-- projection, then builds the page's cards from the listings (20 rows by key).
create or replace function public.search_entreprises(
  p_query text default null,
  p_industry_id bigint default null,
  p_category_id bigint default null,
  p_region_id smallint default null,
  p_province_id smallint default null,
  p_price_min numeric default null,
  p_price_max numeric default null,
  p_revenue_min numeric default null,
  p_revenue_max numeric default null,
  p_real_estate public.real_estate_option[] default null,
  p_seller_financing boolean default null,
  p_include_sold boolean default false,
  p_sort text default 'relevance',
  p_page integer default 1,
  p_page_size integer default 20
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  q tsquery := public.catalogue_tsquery(p_query);
  page integer := greatest(coalesce(p_page, 1), 1);
  page_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  filters text := case when coalesce(p_include_sold, false)
    then 's.status in (''published'', ''under_offer'', ''sold'')'
    else 's.status in (''published'', ''under_offer'')' end;
  rank_expr text := '0::real';
  order_by text;
  card_order text;
  total bigint;
  rows jsonb;
  -- One page of cards from "hits" (id, published_at, asking_price, rank), in the order given as %1$s.
  card_sql constant text := $card$(
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'id', e.id, 'slug', e.slug, 'status', e.status, 'featured', e.featured, 'listed_by', e.listed_by,
          'title_fr', e.title_fr, 'title_en', e.title_en,
          'excerpt_fr', pg_catalog.left(e.description_fr, 240), 'excerpt_en', pg_catalog.left(e.description_en, 240),
          'category', pg_catalog.jsonb_build_object('id', c.id, 'name_fr', c.name_fr, 'name_en', c.name_en),
          'region', case when r.id is null then null else
            pg_catalog.jsonb_build_object('id', r.id, 'slug', r.slug, 'name_fr', r.name_fr, 'name_en', r.name_en) end,
          'province', pg_catalog.jsonb_build_object('id', p.id, 'code', p.code, 'slug', p.slug, 'name_fr', p.name_fr, 'name_en', p.name_en),
          'city', e.public_city, 'business_name', e.public_business_name, 'confidential', e.confidential,
          'asking_price', e.asking_price, 'price_on_request', e.price_on_request, 'gross_revenue', e.gross_revenue,
          'cash_flow', e.cash_flow, 'ebitda', e.ebitda, 'employees', e.employees, 'year_established', e.year_established,
          'real_estate', e.real_estate, 'seller_financing', e.seller_financing, 'images', e.images,
          'published_at', e.published_at, 'last_confirmed_at', e.last_confirmed_at, 'rank', h.rank
        ) order by %1$s)
      from hits h
      join public.entreprises e on e.id = h.id
      join public.entreprise_categories c on c.id = e.category_id
      join public.provinces p on p.id = e.province_id
      left join public.regions r on r.id = e.region_id
    )$card$;
begin
  if q is not null then
    filters := filters || ' and s.search_document @@ $1';
    rank_expr := 'pg_catalog.ts_rank(s.search_document, $1)';
  end if;
  if p_industry_id is not null then
    filters := filters || ' and s.category_id in (select m.category_id from public.entreprise_category_industry_map m where m.industry_id = $2)';
  end if;
  if p_category_id is not null then filters := filters || ' and s.category_id = $3'; end if;
  -- The region also names the partition: coalesce(region, 0) = region_key for a known region.
  if p_region_id is not null then filters := filters || ' and s.region_key = $4 and s.region_id = $4'; end if;
  if p_province_id is not null then filters := filters || ' and s.province_id = $5'; end if;
  if p_price_min is not null then filters := filters || ' and s.asking_price >= $6'; end if;
  if p_price_max is not null then filters := filters || ' and s.asking_price <= $7'; end if;
  if p_revenue_min is not null then filters := filters || ' and s.gross_revenue >= $8'; end if;
  if p_revenue_max is not null then filters := filters || ' and s.gross_revenue <= $9'; end if;
  if p_real_estate is not null and pg_catalog.cardinality(p_real_estate) > 0 then
    filters := filters || ' and s.real_estate = any($10)';
  end if;
  if p_seller_financing is not null then filters := filters || ' and s.seller_financing = $11'; end if;

  order_by := case
    when p_sort = 'newest' or (p_sort = 'relevance' and q is null) then 's.published_at desc nulls last, s.id desc'
    when p_sort = 'price_asc' then 's.asking_price asc nulls last, s.id asc'
    when p_sort = 'price_desc' then 's.asking_price desc nulls last, s.id desc'
    when p_sort = 'relevance' then 'rank desc, s.published_at desc nulls last, s.id desc'
  end;
  if order_by is null then
    raise exception 'search_entreprises: unknown sort "%"', p_sort using errcode = '22023';
  end if;
  -- The same order over the page's hits.
  card_order := pg_catalog.replace(order_by, 's.', 'h.');

  -- With text, the matches are collected first and then counted, sorted and cut: the planner
  -- misjudges how many rows a prefix tsquery matches and would otherwise walk a sorted index
  -- testing every listing. Without text, the sorted indexes serve the page directly and the
  -- count is a separate scan.
  if q is not null then
    execute pg_catalog.format($sql$
      with matches as materialized (
        select s.id, s.published_at, s.asking_price, %1$s as rank
        from public.entreprise_search s
        where %3$s
      ),
      hits as (
        select s.id, s.published_at, s.asking_price, s.rank from matches s order by %2$s limit $12 offset $13
      )
      select (select count(*) from matches), %4$s
      $sql$, case when p_sort = 'relevance' then rank_expr else '0::real' end, order_by, filters,
        pg_catalog.format(card_sql, card_order))
      into total, rows
      using q, p_industry_id, p_category_id, p_region_id, p_province_id, p_price_min, p_price_max,
            p_revenue_min, p_revenue_max, p_real_estate, p_seller_financing, page_size, (page - 1)::bigint * page_size;
  else
    execute 'select count(*) from public.entreprise_search s where ' || filters
      into total
      using q, p_industry_id, p_category_id, p_region_id, p_province_id, p_price_min, p_price_max,
            p_revenue_min, p_revenue_max, p_real_estate, p_seller_financing;
    if total > (page - 1)::bigint * page_size then
      execute pg_catalog.format($sql$
        with hits as (
          select s.id, s.published_at, s.asking_price, 0::real as rank
          from public.entreprise_search s
          where %2$s
          order by %1$s
          limit $12 offset $13
        )
        select %3$s
        $sql$, order_by, filters, pg_catalog.format(card_sql, card_order))
        into rows
        using q, p_industry_id, p_category_id, p_region_id, p_province_id, p_price_min, p_price_max,
              p_revenue_min, p_revenue_max, p_real_estate, p_seller_financing, page_size, (page - 1)::bigint * page_size;
    end if;
  end if;

  return pg_catalog.jsonb_build_object(
    'total', total, 'page', page, 'page_size', page_size, 'rows', coalesce(rows, '[]'::jsonb));
end;
$$;
