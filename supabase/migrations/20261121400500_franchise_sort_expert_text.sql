-- The /franchises list also filters by the least a buyer wants to invest and sorts by
-- investment or units (issue 5: "investment range filter, sort"); the /experts directory
-- gets a text filter. Replaces the five-argument search_franchises.

drop function if exists public.search_franchises(text, bigint, numeric, integer, integer);

create or replace function public.search_franchises(
  p_query text default null,
  p_category_id bigint default null,
  p_investment_min numeric default null,
  p_investment_max numeric default null,
  p_sort text default null,
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
      -- A franchise fits a budget [min, max] when its investment range overlaps it.
      and (p_investment_max is null or f.investment_min <= p_investment_max)
      and (p_investment_min is null or coalesce(f.investment_max, f.investment_min) >= p_investment_min)
  ),
  ordered as (
    select m.*, pg_catalog.row_number() over (order by
      case when p_sort = 'investment_asc' then m.investment_min end asc nulls last,
      case when p_sort = 'investment_desc' then coalesce(m.investment_max, m.investment_min) end desc nulls last,
      case when p_sort = 'units_desc' then m.units_count end desc nulls last,
      case when p_sort is null or p_sort = 'relevance' then m.rank end desc,
      case when p_sort is null or p_sort = 'relevance' then m.featured end desc,
      m.name, m.id) as position
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

revoke execute on function public.search_franchises(text, bigint, numeric, numeric, text, integer, integer) from public;
grant execute on function public.search_franchises(text, bigint, numeric, numeric, text, integer, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The /experts directory's text filter: name, company and city folded (lower case, no
-- accents) so that "cote" finds "Côté". The directory is small; a trigram index keeps
-- the substring match fast anyway.
alter table public.experts
  add column search_text text generated always as (
    public.catalogue_fold(name || ' ' || coalesce(company, '') || ' ' || coalesce(city, ''))
  ) stored;

create index experts_search_text_idx on public.experts using gin (search_text extensions.gin_trgm_ops);
