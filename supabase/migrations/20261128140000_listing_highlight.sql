-- Issue 21, the last plan limit: "Mise en avant dans les résultats" (Professionnel and Premium).
-- An administrator highlights a published business or property (the moderation queue's row action);
-- the owner's plan must include it; search results carry the flag and set the card apart (no change
-- of ranking). Mirrors `featured` (the home page showcase), in a trigger of its own.

----------------------------------------------------------------------------------------------------
-- What each plan allows: the highlight.
----------------------------------------------------------------------------------------------------

alter table public.plans add column highlighted boolean;
update public.plans set highlighted = id in ('professionnel', 'premium');
alter table public.plans alter column highlighted set not null;
comment on column public.plans.highlighted is 'Whether the plan''s listings may be highlighted in search results (listing_highlight_guard).';
comment on table public.plans is 'What each plan allows, enforced by listing_plan_guard and listing_highlight_guard: active listings (null: unlimited), days a listing stays published (null: until sold), a confidential listing, the highlight in search results, the home page showcase.';

----------------------------------------------------------------------------------------------------
-- The flag on businesses and properties.
----------------------------------------------------------------------------------------------------

alter table public.entreprises add column highlighted boolean not null default false;
alter table public.immobilier add column highlighted boolean not null default false;
comment on column public.entreprises.highlighted is 'Set apart in search results (no change of ranking); only an administrator sets it, for an owner whose plan includes it (listing_highlight_guard).';
comment on column public.immobilier.highlighted is 'Set apart in search results (no change of ranking); only an administrator sets it, for an owner whose plan includes it (listing_highlight_guard).';

-- As featured: everyone reads it; the API roles write it, and the trigger lets administrators only.
grant select (highlighted) on public.entreprises to anon, authenticated;
grant insert (highlighted), update (highlighted) on public.entreprises to authenticated;
-- immobilier's select is granted on the whole table.
grant insert (highlighted), update (highlighted) on public.immobilier to authenticated;

create or replace function public.listing_highlight_guard()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  -- Runs as its owner, to read the owner's plan: the caller is the session's role.
  api_caller boolean := coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated');
  v_plan public.plans;
begin
  if tg_op = 'UPDATE' and new.highlighted is not distinct from old.highlighted then
    return new;
  end if;
  if tg_op = 'INSERT' and not new.highlighted then
    return new;
  end if;
  -- Imports and jobs are the team's, as for listing_plan_guard.
  if not api_caller then
    return new;
  end if;
  if not public.is_admin() then
    raise exception 'only an administrator can highlight a listing' using errcode = '42501';
  end if;
  if new.highlighted then
    select l.* into v_plan from public.profiles p join public.plans l on l.id = p.plan where p.id = new.owner_id;
    if not found then
      select l.* into v_plan from public.plans l where l.id = 'decouverte';
    end if;
    if not v_plan.highlighted then
      raise exception 'plan limit: highlighting in results is not included in the plan %', v_plan.id using errcode = '23514';
    end if;
  end if;
  return new;
end;
$function$;
comment on function public.listing_highlight_guard() is 'Trigger on businesses and properties: through the API only an administrator changes the highlight in results (42501), and turning it on needs the owner''s plan to include it (23514, "plan limit: …"). Runs as its owner to read the owner''s plan.';
revoke all on function public.listing_highlight_guard() from public, anon, authenticated;

create trigger entreprises_31_highlight before insert or update of highlighted on public.entreprises
  for each row execute function public.listing_highlight_guard();
comment on trigger entreprises_31_highlight on public.entreprises is 'After the plan''s other limits: only an administrator highlights, within the owner''s plan.';
create trigger immobilier_31_highlight before insert or update of highlighted on public.immobilier
  for each row execute function public.listing_highlight_guard();
comment on trigger immobilier_31_highlight on public.immobilier is 'After the plan''s other limits: only an administrator highlights, within the owner''s plan.';

-- The highlight is the administrators', never part of an owner's pending revision.
create or replace function public.listing_revision_excluded_keys()
 returns text[]
 language sql
 immutable
 set search_path to ''
as $function$
  select array[
    'id', 'owner_id', 'seller_id', 'status', 'featured', 'highlighted', 'view_count',
    'created_at', 'updated_at', 'published_at', 'last_confirmed_at', 'stale_since',
    'search_document', 'completeness', 'public_city', 'public_business_name',
    'submitted_at', 'reviewed_at', 'reviewed_by', 'rejection_reason', 'expires_at'
  ]::text[];
$function$;

----------------------------------------------------------------------------------------------------
-- (Un)highlighting goes to the moderation log, like (un)featuring.
----------------------------------------------------------------------------------------------------

alter table public.moderation_events drop constraint moderation_events_action_check;
alter table public.moderation_events add constraint moderation_events_action_check check (action = any (array[
  'status', 'featured', 'unfeatured', 'highlighted', 'unhighlighted', 'revision_approved', 'revision_rejected']));

create or replace function public.listing_highlight_log()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  actor uuid := (select auth.uid());
begin
  insert into public.moderation_events (item_kind, item_id, owner_id, actor_id, actor_is_admin, action)
  values (public.moderation_item_kind(tg_table_name), new.id, new.owner_id, actor,
          coalesce((select p.is_admin from public.profiles p where p.id = actor), false),
          case when new.highlighted then 'highlighted' else 'unhighlighted' end);
  return null;
end;
$function$;
comment on function public.listing_highlight_log() is 'Trigger: logs (un)highlighting in results to moderation_events, with the actor.';
revoke all on function public.listing_highlight_log() from public, anon, authenticated;

create trigger entreprises_41_highlight_log after update of highlighted on public.entreprises
  for each row when (new.highlighted is distinct from old.highlighted) execute function public.listing_highlight_log();
comment on trigger entreprises_41_highlight_log on public.entreprises is 'Logs highlight changes to moderation_events.';
create trigger immobilier_41_highlight_log after update of highlighted on public.immobilier
  for each row when (new.highlighted is distinct from old.highlighted) execute function public.listing_highlight_log();
comment on trigger immobilier_41_highlight_log on public.immobilier is 'Logs highlight changes to moderation_events.';

----------------------------------------------------------------------------------------------------
-- The search results' cards carry the flag (the definitions of 20261127150000 and before, one key more).
----------------------------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION public.search_entreprises(p_query text DEFAULT NULL::text, p_industry_ids bigint[] DEFAULT NULL::bigint[], p_category_ids bigint[] DEFAULT NULL::bigint[], p_region_ids smallint[] DEFAULT NULL::smallint[], p_province_id smallint DEFAULT NULL::smallint, p_price_min numeric DEFAULT NULL::numeric, p_price_max numeric DEFAULT NULL::numeric, p_revenue_min numeric DEFAULT NULL::numeric, p_revenue_max numeric DEFAULT NULL::numeric, p_real_estate public.real_estate_option[] DEFAULT NULL::public.real_estate_option[], p_seller_financing boolean DEFAULT NULL::boolean, p_include_sold boolean DEFAULT false, p_sort text DEFAULT 'relevance'::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 20)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
          'id', e.id, 'slug', e.slug, 'status', e.status, 'featured', e.featured, 'highlighted', e.highlighted,
          'listed_by', e.listed_by,
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
$function$;
REVOKE ALL ON FUNCTION public.search_entreprises(text,bigint[],bigint[],smallint[],smallint,numeric,numeric,numeric,numeric,public.real_estate_option[],boolean,boolean,text,integer,integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.search_entreprises(text,bigint[],bigint[],smallint[],smallint,numeric,numeric,numeric,numeric,public.real_estate_option[],boolean,boolean,text,integer,integer) TO anon, authenticated, service_role;
COMMENT ON FUNCTION public.search_entreprises(text,bigint[],bigint[],smallint[],smallint,numeric,numeric,numeric,numeric,public.real_estate_option[],boolean,boolean,text,integer,integer) IS '/entreprises: public businesses from entreprise_search by words, categories, regions, price, revenue and options; relevance is the text rank weighted by completeness. A page and the total, as JSON.';

CREATE OR REPLACE FUNCTION public.search_immobilier(p_query text DEFAULT NULL::text, p_property_type public.property_type DEFAULT NULL::public.property_type, p_transaction_type public.property_transaction DEFAULT NULL::public.property_transaction, p_region_id smallint DEFAULT NULL::smallint, p_province_id smallint DEFAULT NULL::smallint, p_price_min numeric DEFAULT NULL::numeric, p_price_max numeric DEFAULT NULL::numeric, p_area_min integer DEFAULT NULL::integer, p_area_max integer DEFAULT NULL::integer, p_sort text DEFAULT 'newest'::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 20)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
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
          'id', o.id, 'slug', o.slug, 'status', o.status, 'featured', o.featured, 'highlighted', o.highlighted,
          'listed_by', o.listed_by,
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
$function$;
REVOKE ALL ON FUNCTION public.search_immobilier(text,public.property_type,public.property_transaction,smallint,smallint,numeric,numeric,integer,integer,text,integer,integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.search_immobilier(text,public.property_type,public.property_transaction,smallint,smallint,numeric,numeric,integer,integer,text,integer,integer) TO anon, authenticated, service_role;
COMMENT ON FUNCTION public.search_immobilier(text,public.property_type,public.property_transaction,smallint,smallint,numeric,numeric,integer,integer,text,integer,integer) IS '/immobilier: public properties by words, type, transaction, region, price or monthly rent and area; relevance is the text rank weighted by completeness. A page and the total, as JSON.';
