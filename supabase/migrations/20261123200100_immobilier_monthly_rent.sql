-- Lease prices in one unit (issue 13). A rent is given per month or per square foot per year;
-- /immobilier's price filters and sorts compared the raw numbers, so a maximum of 50 $ kept a
-- 42 $/pi²/an property and 14,50 $/pi²/an (about 9 700 $ a month for its area) sorted before
-- 11 500 $/mois. Rents are now compared as their monthly equivalent (area × yearly rate / 12);
-- a rate per square foot without an area has no monthly equivalent and falls outside any price
-- range (like "price on request"). Sale prices are compared as they are.

create or replace function public.immobilier_monthly_rent(
  p_lease_rate numeric, p_unit public.lease_rate_unit, p_area_sqft integer)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case p_unit
    when 'per_month' then p_lease_rate
    when 'per_sqft_year' then pg_catalog.round(p_lease_rate * p_area_sqft / 12, 2)
  end;
$$;

comment on function public.immobilier_monthly_rent(numeric, public.lease_rate_unit, integer) is
  'A rent as a monthly amount: as given per month, or area × rate per sq. ft. per year / 12 (null without an area).';

create or replace function public.immobilier_comparable_price(
  p_transaction public.property_transaction, p_price numeric, p_lease_rate numeric,
  p_unit public.lease_rate_unit, p_area_sqft integer)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_transaction = 'lease'
    then public.immobilier_monthly_rent(p_lease_rate, p_unit, p_area_sqft)
    else p_price end;
$$;

comment on function public.immobilier_comparable_price(public.property_transaction, numeric, numeric, public.lease_rate_unit, integer) is
  'What /immobilier filters and sorts on: the sale price, or the monthly equivalent of the rent.';

grant execute on function public.immobilier_monthly_rent(numeric, public.lease_rate_unit, integer) to anon, authenticated, service_role;
grant execute on function public.immobilier_comparable_price(public.property_transaction, numeric, numeric, public.lease_rate_unit, integer)
  to anon, authenticated, service_role;

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
           case when params.q is null then 0 else pg_catalog.ts_rank(i.search_document, params.q) end as rank,
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
