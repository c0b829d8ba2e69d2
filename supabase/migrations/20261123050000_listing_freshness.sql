-- Freshness of listings (issue 10, spec §3): a published or under-offer business or property
-- whose owner has not confirmed it for 90 days leaves search until it is confirmed again; the
-- owner is reminded at 75 and 85 days (the scheduled job app/api/cron/listing-freshness).
--
-- `stale_since` says a listing left search and since when. It is set only by
-- mark_stale_listings() (the job), and cleared by a trigger when the listing is confirmed
-- (last_confirmed_at changes: the workspace, the e-mailed link, a new publication) or leaves
-- the statuses that need confirmation (sold, archived…). API roles can read it, never write it.

alter table public.entreprises add column stale_since timestamptz;
alter table public.immobilier add column stale_since timestamptz;

comment on column public.entreprises.stale_since is
  'Set by mark_stale_listings() when a published/under-offer listing went 90 days unconfirmed; it is then out of search. Cleared on confirmation.';
comment on column public.immobilier.stale_since is
  'Set by mark_stale_listings() when a published/under-offer listing went 90 days unconfirmed; it is then out of search. Cleared on confirmation.';

grant select (stale_since) on public.entreprises to anon, authenticated;
grant select (stale_since) on public.immobilier to anon, authenticated;

-- The job's scans: listings that need confirmation, by their confirmation date.
create index entreprises_freshness_idx on public.entreprises (last_confirmed_at)
  where status in ('published', 'under_offer');
create index immobilier_freshness_idx on public.immobilier (last_confirmed_at)
  where status in ('published', 'under_offer');

-- ---------------------------------------------------------------------------
-- Runs after the tables' "prepare" triggers (25 > 20): a confirmation or a status that needs
-- none clears the mark, and marking a listing stale is not an edit (updated_at stays).
create or replace function public.listing_freshness_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status not in ('published', 'under_offer') then
    new.stale_since := null;
  end if;
  if tg_op = 'UPDATE' then
    if new.last_confirmed_at is distinct from old.last_confirmed_at then
      new.stale_since := null;
    elsif new.stale_since is distinct from old.stale_since
      and (pg_catalog.to_jsonb(new) - 'stale_since' - 'updated_at' - 'search_document' - 'view_count')
        = (pg_catalog.to_jsonb(old) - 'stale_since' - 'updated_at' - 'search_document' - 'view_count') then
      new.updated_at := old.updated_at;
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.listing_freshness_guard() from public, anon, authenticated;

create trigger entreprises_25_freshness before insert or update on public.entreprises
  for each row execute function public.listing_freshness_guard();
create trigger immobilier_25_freshness before insert or update on public.immobilier
  for each row execute function public.listing_freshness_guard();

-- ---------------------------------------------------------------------------
-- The search projection's membership: entreprise_search_refresh() (trigger 40) copies the
-- statement's public rows; this one (45, fired after it) takes the stale ones out again, so
-- search_entreprises itself needs no change. Confirming clears stale_since and the refresh
-- trigger puts the listing back.
create or replace function public.entreprise_search_drop_stale()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.entreprise_search s
  using new_rows n
  where n.stale_since is not null and s.region_key = coalesce(n.region_id, 0) and s.id = n.id;
  return null;
end;
$$;

revoke execute on function public.entreprise_search_drop_stale() from public, anon, authenticated;

create trigger entreprises_45_search_stale_insert
  after insert on public.entreprises
  referencing new table as new_rows
  for each statement execute function public.entreprise_search_drop_stale();

create trigger entreprises_45_search_stale_update
  after update on public.entreprises
  referencing new table as new_rows
  for each statement execute function public.entreprise_search_drop_stale();

-- ---------------------------------------------------------------------------
-- The job's steps, for the server key only.

-- Marks the listings unconfirmed for p_days days (they leave search); returns how many.
create or replace function public.mark_stale_listings(p_days integer default 90)
returns table (entreprises integer, immobilier integer)
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_column
declare
  cutoff timestamptz := pg_catalog.now() - pg_catalog.make_interval(days => p_days);
  n_entreprises integer;
  n_immobilier integer;
begin
  update public.entreprises set stale_since = pg_catalog.now()
  where status in ('published', 'under_offer') and stale_since is null and last_confirmed_at <= cutoff;
  get diagnostics n_entreprises = row_count;
  update public.immobilier set stale_since = pg_catalog.now()
  where status in ('published', 'under_offer') and stale_since is null and last_confirmed_at <= cutoff;
  get diagnostics n_immobilier = row_count;
  return query select n_entreprises, n_immobilier;
end;
$$;

revoke execute on function public.mark_stale_listings(integer) from public, anon, authenticated;
grant execute on function public.mark_stale_listings(integer) to service_role;

-- The listings whose owner is due a reminder: unconfirmed for p_first days or more (the
-- threshold reached: p_first or p_second) and not yet stale, with the owner's address and
-- language (listing_inquiry_recipient). The job sends one e-mail per listing, threshold and
-- confirmation date.
create or replace function public.listing_freshness_reminders_due(
  p_first integer default 75,
  p_second integer default 85,
  p_stale integer default 90
)
returns table (
  kind text, id bigint, slug text, title_fr text, title_en text, owner_id uuid, last_confirmed_at timestamptz,
  days integer, threshold integer, email text, first_name text, locale text
)
language sql
stable
set search_path = ''
as $$
  with due as (
    select 'entreprise'::text as kind, e.id, e.slug, e.title_fr, e.title_en, e.owner_id, e.last_confirmed_at
    from public.entreprises e
    where e.status in ('published', 'under_offer')
      and e.last_confirmed_at <= pg_catalog.now() - pg_catalog.make_interval(days => p_first)
      and e.last_confirmed_at > pg_catalog.now() - pg_catalog.make_interval(days => p_stale)
    union all
    select 'immobilier', i.id, i.slug, i.title_fr, i.title_en, i.owner_id, i.last_confirmed_at
    from public.immobilier i
    where i.status in ('published', 'under_offer')
      and i.last_confirmed_at <= pg_catalog.now() - pg_catalog.make_interval(days => p_first)
      and i.last_confirmed_at > pg_catalog.now() - pg_catalog.make_interval(days => p_stale)
  )
  select d.kind, d.id, d.slug, d.title_fr, d.title_en, d.owner_id, d.last_confirmed_at, a.days,
         case when a.days >= p_second then p_second else p_first end,
         r.email, r.first_name, r.locale
  from due d
  cross join lateral (
    select pg_catalog.floor(extract(epoch from pg_catalog.now() - d.last_confirmed_at) / 86400)::integer as days) a
  cross join lateral public.listing_inquiry_recipient(
    case when d.kind = 'entreprise' then d.id end, case when d.kind = 'immobilier' then d.id end) r
  order by d.last_confirmed_at, d.id;
$$;

revoke execute on function public.listing_freshness_reminders_due(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.listing_freshness_reminders_due(integer, integer, integer) to service_role;

-- "Still available" from the e-mailed link (the server has checked its signature): confirms a
-- published or under-offer listing, nothing else. Returns what happened and what to show.
create or replace function public.confirm_listing_freshness(p_kind text, p_id bigint)
returns table (outcome text, slug text, title_fr text, title_en text, status text, last_confirmed_at timestamptz)
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_kind = 'entreprise' then
    return query
      with confirmed as (
        update public.entreprises e set last_confirmed_at = pg_catalog.now()
        where e.id = p_id and e.status in ('published', 'under_offer')
        returning e.slug, e.title_fr, e.title_en, e.status, e.last_confirmed_at)
      select 'confirmed'::text, c.slug, c.title_fr, c.title_en, c.status::text, c.last_confirmed_at from confirmed c;
    if not found then
      return query select 'not_public'::text, e.slug, e.title_fr, e.title_en, e.status::text, e.last_confirmed_at
        from public.entreprises e where e.id = p_id;
    end if;
  elsif p_kind = 'immobilier' then
    return query
      with confirmed as (
        update public.immobilier i set last_confirmed_at = pg_catalog.now()
        where i.id = p_id and i.status in ('published', 'under_offer')
        returning i.slug, i.title_fr, i.title_en, i.status, i.last_confirmed_at)
      select 'confirmed'::text, c.slug, c.title_fr, c.title_en, c.status::text, c.last_confirmed_at from confirmed c;
    if not found then
      return query select 'not_public'::text, i.slug, i.title_fr, i.title_en, i.status::text, i.last_confirmed_at
        from public.immobilier i where i.id = p_id;
    end if;
  else
    raise exception 'confirm_listing_freshness: unknown kind "%"', p_kind using errcode = '22023';
  end if;
end;
$$;

revoke execute on function public.confirm_listing_freshness(text, bigint) from public, anon, authenticated;
grant execute on function public.confirm_listing_freshness(text, bigint) to service_role;

-- ---------------------------------------------------------------------------
-- The /immobilier list without stale listings: search_immobilier as before (same signature,
-- same result) plus one predicate.
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
      and i.stale_since is null
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
