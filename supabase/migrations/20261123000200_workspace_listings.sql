-- The seller's workspace and the admin queues (issue 10): views per day (for "views in the
-- last 7 and 30 days") and one read function per list, so the dashboards get counts,
-- unread inquiries and freshness in one query. Security invoker: RLS decides the rows.

create table public.listing_view_days (
  entreprise_id bigint references public.entreprises (id) on delete cascade,
  immobilier_id bigint references public.immobilier (id) on delete cascade,
  day date not null default (now() at time zone 'America/Toronto')::date,
  views integer not null default 0 check (views >= 0),
  constraint listing_view_days_one_listing check (num_nonnulls(entreprise_id, immobilier_id) = 1)
);

comment on table public.listing_view_days is 'Public page views per listing and day (issue 10). Written by record_*_view only.';

create unique index listing_view_days_entreprise_key on public.listing_view_days (entreprise_id, day) where entreprise_id is not null;
create unique index listing_view_days_immobilier_key on public.listing_view_days (immobilier_id, day) where immobilier_id is not null;

alter table public.listing_view_days enable row level security;
create policy listing_view_days_select_owner_or_admin on public.listing_view_days
  for select to authenticated
  using (public.listing_inquiry_owner(entreprise_id, immobilier_id) = (select auth.uid()) or (select public.is_admin()));
revoke all on table public.listing_view_days from public, anon, authenticated;
grant select on public.listing_view_days to authenticated;
grant all on table public.listing_view_days to service_role;

create or replace function public.record_entreprise_view(p_slug text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  listing_id bigint;
begin
  update public.entreprises set view_count = view_count + 1
  where slug = p_slug and status in ('published', 'under_offer', 'sold')
  returning id into listing_id;
  if listing_id is not null then
    insert into public.listing_view_days as d (entreprise_id, views) values (listing_id, 1)
    on conflict (entreprise_id, day) where entreprise_id is not null do update set views = d.views + 1;
  end if;
end;
$$;

create or replace function public.record_immobilier_view(p_slug text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  listing_id bigint;
begin
  update public.immobilier set view_count = view_count + 1
  where slug = p_slug and status in ('published', 'under_offer', 'sold')
  returning id into listing_id;
  if listing_id is not null then
    insert into public.listing_view_days as d (immobilier_id, views) values (listing_id, 1)
    on conflict (immobilier_id, day) where immobilier_id is not null do update set views = d.views + 1;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------
-- One row per business of the list: the fields the tables show and the counts beside them.
-- p_scope 'mine' = the caller's own (the workspace); 'all' = every row RLS lets the caller see
-- (the admin queues). Filters are optional; p_sort is one of the listed keys.
create or replace function public.list_workspace_entreprises(
  p_scope text default 'mine',
  p_status text default null,
  p_search text default null,
  p_region_id smallint default null,
  p_category_id bigint default null,
  p_owner_email text default null,
  p_from date default null,
  p_to date default null,
  p_sort text default 'updated',
  p_dir text default 'desc',
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id bigint, slug text, title_fr text, title_en text, status public.listing_status, featured boolean,
  asking_price numeric, price_on_request boolean, images jsonb, region_id smallint, category_id bigint,
  owner_id uuid, owner_email text, created_at timestamptz, updated_at timestamptz, submitted_at timestamptz,
  published_at timestamptz, last_confirmed_at timestamptz, rejection_reason text,
  views_7 bigint, views_30 bigint, inquiries_unread bigint, inquiries_total bigint, total_count bigint
)
language sql
stable
set search_path = ''
as $$
  with rows as (
    -- Named columns: the confidential ones are not granted to the API roles.
    select e.id, e.slug, e.title_fr, e.title_en, e.status, e.featured, e.asking_price, e.price_on_request, e.images,
           e.region_id, e.category_id, e.owner_id, e.created_at, e.updated_at, e.submitted_at, e.published_at,
           e.last_confirmed_at, e.rejection_reason, p.email as owner_email
    from public.entreprises e
    left join public.profiles p on p.id = e.owner_id
    where (p_scope <> 'mine' or e.owner_id = (select auth.uid()))
      and (p_status is null or e.status::text = p_status)
      and (p_search is null or e.title_fr ilike '%' || p_search || '%' or e.title_en ilike '%' || p_search || '%' or e.slug = p_search)
      and (p_region_id is null or e.region_id = p_region_id)
      and (p_category_id is null or e.category_id = p_category_id)
      and (p_owner_email is null or p.email ilike '%' || p_owner_email || '%')
      and (p_from is null or e.updated_at >= p_from)
      and (p_to is null or e.updated_at < p_to + 1)
  ), page as (
    select r.*, count(*) over () as total_count
    from rows r
    order by
      -- Submitted items first in the queues, then the chosen order.
      case when p_scope = 'all' and p_status is null then (r.status = 'submitted') end desc nulls last,
      case when p_dir = 'asc' then case p_sort when 'title' then r.title_fr end end asc,
      case when p_dir = 'desc' then case p_sort when 'title' then r.title_fr end end desc,
      case when p_dir = 'asc' then case p_sort when 'price' then r.asking_price end end asc nulls last,
      case when p_dir = 'desc' then case p_sort when 'price' then r.asking_price end end desc nulls last,
      case when p_dir = 'asc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at when 'confirmed' then r.last_confirmed_at else r.updated_at end end asc nulls last,
      case when p_dir = 'desc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at when 'confirmed' then r.last_confirmed_at else r.updated_at end end desc nulls last,
      r.id desc
    limit least(greatest(p_limit, 1), 200) offset greatest(p_offset, 0)
  )
  select pg.id, pg.slug, pg.title_fr, pg.title_en, pg.status, pg.featured, pg.asking_price, pg.price_on_request, pg.images,
         pg.region_id, pg.category_id, pg.owner_id, pg.owner_email, pg.created_at, pg.updated_at, pg.submitted_at,
         pg.published_at, pg.last_confirmed_at, pg.rejection_reason,
         coalesce((select sum(v.views) from public.listing_view_days v where v.entreprise_id = pg.id and v.day > current_date - 7), 0)::bigint,
         coalesce((select sum(v.views) from public.listing_view_days v where v.entreprise_id = pg.id and v.day > current_date - 30), 0)::bigint,
         (select count(*) from public.listing_inquiries i where i.entreprise_id = pg.id and i.read_at is null and i.archived_at is null),
         (select count(*) from public.listing_inquiries i where i.entreprise_id = pg.id),
         pg.total_count
  from page pg
  order by
    case when p_scope = 'all' and p_status is null then (pg.status = 'submitted') end desc nulls last,
    case when p_dir = 'asc' then case p_sort when 'title' then pg.title_fr end end asc,
    case when p_dir = 'desc' then case p_sort when 'title' then pg.title_fr end end desc,
    case when p_dir = 'asc' then case p_sort when 'price' then pg.asking_price end end asc nulls last,
    case when p_dir = 'desc' then case p_sort when 'price' then pg.asking_price end end desc nulls last,
    case when p_dir = 'asc' then case p_sort when 'submitted' then pg.submitted_at when 'published' then pg.published_at when 'confirmed' then pg.last_confirmed_at else pg.updated_at end end asc nulls last,
    case when p_dir = 'desc' then case p_sort when 'submitted' then pg.submitted_at when 'published' then pg.published_at when 'confirmed' then pg.last_confirmed_at else pg.updated_at end end desc nulls last,
    pg.id desc;
$$;

revoke execute on function public.list_workspace_entreprises(text, text, text, smallint, bigint, text, date, date, text, text, integer, integer) from public, anon;
grant execute on function public.list_workspace_entreprises(text, text, text, smallint, bigint, text, date, date, text, text, integer, integer) to authenticated, service_role;

-- Counts by status of the caller's own items, for the dashboard.
create or replace function public.workspace_summary()
returns table (kind text, status text, items bigint)
language sql
stable
set search_path = ''
as $$
  select 'entreprise', e.status::text, count(*) from public.entreprises e where e.owner_id = (select auth.uid()) group by e.status
  union all
  select 'immobilier', i.status::text, count(*) from public.immobilier i where i.owner_id = (select auth.uid()) group by i.status
  union all
  select 'expert', x.status::text, count(*) from public.experts x where x.owner_id = (select auth.uid()) group by x.status;
$$;

revoke execute on function public.workspace_summary() from public, anon;
grant execute on function public.workspace_summary() to authenticated, service_role;
