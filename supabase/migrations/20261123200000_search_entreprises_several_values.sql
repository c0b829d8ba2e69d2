-- Several categories, industries and regions in one search (issue 13): "a dépanneur or a
-- restaurant, in the Laurentides or Montréal". The single-id arguments become arrays; a
-- listing matches when it has any of the values given for a filter. Same result shape, same
-- plans (a region list still names only its partitions).

drop function public.search_entreprises(
  text, bigint, bigint, smallint, smallint, numeric, numeric, numeric, numeric,
  public.real_estate_option[], boolean, boolean, text, integer, integer);

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
    rank_expr := 'pg_catalog.ts_rank(s.search_document, $1)';
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
