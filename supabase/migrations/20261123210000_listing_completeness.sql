-- Completeness ranks listings in "relevance" (issue 10, spec §2: "completeness is what ranks
-- listings in relevance, never payment").
--
-- `completeness` (0–100) is kept by a trigger from the listing's own fields, with the same points
-- as the editors' meter (lib/workspace/completeness.ts; tests/integration/completeness.test.ts
-- checks both give the same score): each point weighs the same.
--   business: 3 photos, a French description of 600 characters, a price (or "on request"),
--             revenue and cash flow, a region, the reason for selling, an English title and description.
--   property: 3 photos, a French description of 600 characters, a price or rent (or "on request"),
--             the area, a region, the year built and zoning, an English title and description.
-- Nobody writes it: the trigger recomputes it on every insert and update, whatever was sent.
--
-- The searches' "relevance" (only offered with words) is the text match weighted by it: a
-- complete listing counts twice as much as an empty one matching the words as well
-- (ts_rank × (1 + completeness / 100)). Featured or not plays no part.

alter table public.entreprises add column completeness smallint not null default 0
  check (completeness between 0 and 100);
alter table public.immobilier add column completeness smallint not null default 0
  check (completeness between 0 and 100);
alter table public.entreprise_search add column completeness smallint not null default 0;

comment on column public.entreprises.completeness is
  'How complete the listing is (0–100, the editors'' meter); set by a trigger; weighs the text match in "relevance".';
comment on column public.immobilier.completeness is
  'How complete the listing is (0–100, the editors'' meter); set by a trigger; weighs the text match in "relevance".';

grant select (completeness) on public.entreprises to anon, authenticated;
grant select (completeness) on public.immobilier to anon, authenticated;

-- The points of one listing: the share of the checks that pass, rounded like Math.round.
create or replace function public.completeness_score(p_checks boolean[])
returns smallint
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.floor(100.0 * (select count(*) from pg_catalog.unnest(p_checks) c where c)
    / pg_catalog.cardinality(p_checks) + 0.5)::smallint;
$$;

-- A text counts as filled when it has something besides white space (JavaScript's trim()).
create or replace function public.completeness_length(p_text text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.char_length(pg_catalog.btrim(coalesce(p_text, ''),
    E' \t\n\r\f\x0b\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'));
$$;

grant execute on function public.completeness_score(boolean[]) to anon, authenticated, service_role;
grant execute on function public.completeness_length(text) to anon, authenticated, service_role;

create or replace function public.entreprises_completeness()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.completeness := public.completeness_score(array[
    pg_catalog.jsonb_array_length(new.images) >= 3,
    public.completeness_length(new.description_fr) >= 600,
    new.price_on_request or new.asking_price is not null,
    new.gross_revenue is not null and new.cash_flow is not null,
    new.region_id is not null,
    public.completeness_length(new.reason_for_selling_fr) > 0,
    public.completeness_length(new.title_en) > 0 and public.completeness_length(new.description_en) > 0
  ]);
  return new;
end;
$$;

create or replace function public.immobilier_completeness()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.completeness := public.completeness_score(array[
    pg_catalog.jsonb_array_length(new.images) >= 3,
    public.completeness_length(new.description_fr) >= 600,
    new.price_on_request or (case when new.transaction_type = 'lease' then new.lease_rate else new.price end) is not null,
    new.area_sqft is not null,
    new.region_id is not null,
    new.year_built is not null and public.completeness_length(new.zoning) > 0,
    public.completeness_length(new.title_en) > 0 and public.completeness_length(new.description_en) > 0
  ]);
  return new;
end;
$$;

revoke execute on function public.entreprises_completeness() from public, anon, authenticated;
revoke execute on function public.immobilier_completeness() from public, anon, authenticated;

-- After the moderation guard (05), the prepare (20) and freshness (25) triggers: the last word.
create trigger entreprises_28_completeness before insert or update on public.entreprises
  for each row execute function public.entreprises_completeness();
create trigger immobilier_28_completeness before insert or update on public.immobilier
  for each row execute function public.immobilier_completeness();

-- Today's listings: only the new trigger runs (no edit date, moderation or projection change),
-- then the projection takes the scores.
alter table public.entreprises disable trigger user;
alter table public.entreprises enable trigger entreprises_28_completeness;
update public.entreprises set completeness = 0;
alter table public.entreprises enable trigger user;

alter table public.immobilier disable trigger user;
alter table public.immobilier enable trigger immobilier_28_completeness;
update public.immobilier set completeness = 0;
alter table public.immobilier enable trigger user;

update public.entreprise_search s set completeness = e.completeness
from public.entreprises e
where e.id = s.id and s.region_key = coalesce(e.region_id, 0);

-- The projection copies the score with the rest (as 20261121600000 did, plus completeness).
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
      real_estate, seller_financing, published_at, search_document, completeness)
    select n.id, coalesce(n.region_id, 0), n.region_id, n.status, n.category_id, n.province_id, n.asking_price,
      n.gross_revenue, n.real_estate, n.seller_financing, n.published_at, n.search_document, n.completeness
    from new_rows n
    where n.status in ('published', 'under_offer', 'sold');
  end if;
  return null;
end;
$$;

revoke execute on function public.entreprise_search_refresh() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- /entreprises: as 20261123200000_search_entreprises_several_values.sql, the text rank weighted by completeness.
create or replace function public.search_entreprises(
  p_query text default null,
  p_industry_ids bigint[] default null,
  p_category_ids bigint[] default null,
  p_region_ids smallint[] default null,
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
    rank_expr := 'pg_catalog.ts_rank(s.search_document, $1) * (1 + s.completeness / 100::real)';
  end if;
  -- Several values of one filter are alternatives (a dépanneur or a restaurant); filters combine with "and".
  if pg_catalog.cardinality(p_industry_ids) > 0 then
    filters := filters || ' and s.category_id in (select m.category_id from public.entreprise_category_industry_map m where m.industry_id = any($2))';
  end if;
  if pg_catalog.cardinality(p_category_ids) > 0 then filters := filters || ' and s.category_id = any($3)'; end if;
  -- The regions also name the partitions: coalesce(region, 0) = region_key for a known region.
  if pg_catalog.cardinality(p_region_ids) > 0 then filters := filters || ' and s.region_key = any($4) and s.region_id = any($4)'; end if;
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
      using q, p_industry_ids, p_category_ids, p_region_ids, p_province_id, p_price_min, p_price_max,
            p_revenue_min, p_revenue_max, p_real_estate, p_seller_financing, page_size, (page - 1)::bigint * page_size;
  else
    execute 'select count(*) from public.entreprise_search s where ' || filters
      into total
      using q, p_industry_ids, p_category_ids, p_region_ids, p_province_id, p_price_min, p_price_max,
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
        using q, p_industry_ids, p_category_ids, p_region_ids, p_province_id, p_price_min, p_price_max,
              p_revenue_min, p_revenue_max, p_real_estate, p_seller_financing, page_size, (page - 1)::bigint * page_size;
    end if;
  end if;

  return pg_catalog.jsonb_build_object(
    'total', total, 'page', page, 'page_size', page_size, 'rows', coalesce(rows, '[]'::jsonb));
end;
$$;

revoke execute on function public.search_entreprises(
  text, bigint[], bigint[], smallint[], smallint, numeric, numeric, numeric, numeric,
  public.real_estate_option[], boolean, boolean, text, integer, integer) from public;
grant execute on function public.search_entreprises(
  text, bigint[], bigint[], smallint[], smallint, numeric, numeric, numeric, numeric,
  public.real_estate_option[], boolean, boolean, text, integer, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- /immobilier: as 20261123200100_immobilier_monthly_rent.sql, the text rank weighted by completeness.
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
    select i.*, public.immobilier_monthly_rent(i.lease_rate, i.lease_rate_unit, i.area_sqft) as monthly_rent,
           case when params.q is null then 0 else pg_catalog.ts_rank(i.search_document, params.q) * (1 + i.completeness / 100::real) end as rank,
           public.immobilier_comparable_price(i.transaction_type, i.price, i.lease_rate, i.lease_rate_unit, i.area_sqft) as sort_price
    from public.immobilier i, params
    where i.status in ('published', 'under_offer')
      -- Unconfirmed for 90 days: out of search (20261123050000_listing_freshness.sql).
      and i.stale_since is null
      and (params.q is null or i.search_document @@ params.q)
      and (p_property_type is null or i.property_type = p_property_type)
      and (p_transaction_type is null or i.transaction_type = p_transaction_type)
      and (p_region_id is null or i.region_id = p_region_id)
      and (p_province_id is null or i.province_id = p_province_id)
      and (p_price_min is null or public.immobilier_comparable_price(i.transaction_type, i.price, i.lease_rate, i.lease_rate_unit, i.area_sqft) >= p_price_min)
      and (p_price_max is null or public.immobilier_comparable_price(i.transaction_type, i.price, i.lease_rate, i.lease_rate_unit, i.area_sqft) <= p_price_max)
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
          'price', o.price, 'lease_rate', o.lease_rate, 'lease_rate_unit', o.lease_rate_unit, 'monthly_rent', o.monthly_rent,
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
