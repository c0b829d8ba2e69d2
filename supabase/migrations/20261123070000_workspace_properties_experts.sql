-- The seller's workspace for properties and expert profiles (issue 10 §2): what a property's
-- review needs (checked by the moderation guard, 20261123000100); an expert's several professions; one read
-- function per list with the counts the workspace shows (views 7/30 days, inquiries).


-- ---------------------------------------------------------------------------
-- An expert may practise several professions. `profession` stays the primary one (the directory
-- filters and shows it); `professions` holds it and the others, kept so by the trigger below.
alter table public.experts add column professions public.expert_profession[] not null default '{}';

create or replace function public.experts_professions()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.professions := array(
    select p from (
      select new.profession as p, 0 as pos
      union
      select x, 1 from pg_catalog.unnest(new.professions) as x where x <> new.profession
    ) s order by s.pos, s.p);
  return new;
end;
$$;

revoke execute on function public.experts_professions() from public, anon, authenticated;

create trigger experts_15_professions before insert or update on public.experts
  for each row execute function public.experts_professions();

update public.experts set professions = array[profession] where professions = '{}';

grant select (professions) on public.experts to anon, authenticated;
grant insert (professions), update (professions) on public.experts to authenticated;

-- ---------------------------------------------------------------------------
-- The user's properties (p_scope 'mine') or every row RLS shows (the admin queue, 'all'),
-- with the counts beside them. Same parameters and sorts as list_workspace_entreprises
-- (p_type filters the property type where the business list filters the category).
create or replace function public.list_workspace_immobilier(
  p_scope text default 'mine',
  p_status text default null,
  p_search text default null,
  p_region_id smallint default null,
  p_property_type text default null,
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
  property_type public.property_type, transaction_type public.property_transaction, price numeric, lease_rate numeric,
  lease_rate_unit public.lease_rate_unit, price_on_request boolean, images jsonb, region_id smallint,
  owner_id uuid, owner_email text, created_at timestamptz, updated_at timestamptz, submitted_at timestamptz,
  published_at timestamptz, last_confirmed_at timestamptz, stale_since timestamptz, rejection_reason text,
  views_7 bigint, views_30 bigint, inquiries_unread bigint, inquiries_total bigint, total_count bigint
)
language sql
stable
set search_path = ''
as $$
  with rows as (
    select i.id, i.slug, i.title_fr, i.title_en, i.status, i.featured, i.property_type, i.transaction_type, i.price,
           i.lease_rate, i.lease_rate_unit, i.price_on_request, i.images, i.region_id, i.owner_id, i.created_at,
           i.updated_at, i.submitted_at, i.published_at, i.last_confirmed_at, i.stale_since, i.rejection_reason,
           coalesce(i.price, i.lease_rate) as sort_price, p.email as owner_email
    from public.immobilier i
    left join public.profiles p on p.id = i.owner_id
    where (p_scope <> 'mine' or i.owner_id = (select auth.uid()))
      and (p_status is null or i.status::text = p_status)
      and (p_search is null or i.title_fr ilike '%' || p_search || '%' or i.title_en ilike '%' || p_search || '%' or i.slug = p_search)
      and (p_region_id is null or i.region_id = p_region_id)
      and (p_property_type is null or i.property_type::text = p_property_type)
      and (p_owner_email is null or p.email ilike '%' || p_owner_email || '%')
      and (p_from is null or i.updated_at >= p_from)
      and (p_to is null or i.updated_at < p_to + 1)
  ), page as (
    select r.*, count(*) over () as total_count,
           row_number() over (order by
             case when p_scope = 'all' and p_status is null then (r.status = 'submitted') end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'title' then r.title_fr end end asc,
             case when p_dir = 'desc' then case p_sort when 'title' then r.title_fr end end desc,
             case when p_dir = 'asc' then case p_sort when 'price' then r.sort_price end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'price' then r.sort_price end end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at when 'confirmed' then r.last_confirmed_at else r.updated_at end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at when 'confirmed' then r.last_confirmed_at else r.updated_at end end desc nulls last,
             r.id desc) as position
    from rows r
  )
  select pg.id, pg.slug, pg.title_fr, pg.title_en, pg.status, pg.featured, pg.property_type, pg.transaction_type, pg.price,
         pg.lease_rate, pg.lease_rate_unit, pg.price_on_request, pg.images, pg.region_id, pg.owner_id, pg.owner_email,
         pg.created_at, pg.updated_at, pg.submitted_at, pg.published_at, pg.last_confirmed_at, pg.stale_since, pg.rejection_reason,
         coalesce((select sum(v.views) from public.listing_view_days v where v.immobilier_id = pg.id and v.day > current_date - 7), 0)::bigint,
         coalesce((select sum(v.views) from public.listing_view_days v where v.immobilier_id = pg.id and v.day > current_date - 30), 0)::bigint,
         (select count(*) from public.listing_inquiries q where q.immobilier_id = pg.id and q.read_at is null and q.archived_at is null),
         (select count(*) from public.listing_inquiries q where q.immobilier_id = pg.id),
         pg.total_count
  from page pg
  where pg.position > greatest(p_offset, 0) and pg.position <= greatest(p_offset, 0) + least(greatest(p_limit, 1), 200)
  order by pg.position;
$$;

revoke execute on function public.list_workspace_immobilier(text, text, text, smallint, text, text, date, date, text, text, integer, integer) from public, anon;
grant execute on function public.list_workspace_immobilier(text, text, text, smallint, text, text, date, date, text, text, integer, integer) to authenticated, service_role;

-- The user's expert profiles ('mine') or every profile RLS shows ('all'). p_profession filters
-- any of an expert's professions; p_region_id a region served.
create or replace function public.list_workspace_experts(
  p_scope text default 'mine',
  p_status text default null,
  p_search text default null,
  p_region_id smallint default null,
  p_profession text default null,
  p_owner_email text default null,
  p_from date default null,
  p_to date default null,
  p_sort text default 'updated',
  p_dir text default 'desc',
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id bigint, slug text, name text, company text, status public.publication_status, featured boolean,
  profession public.expert_profession, professions public.expert_profession[], region_ids smallint[], city text,
  photo_url text, owner_id uuid, owner_email text, created_at timestamptz, updated_at timestamptz,
  submitted_at timestamptz, published_at timestamptz, rejection_reason text, total_count bigint
)
language sql
stable
set search_path = ''
as $$
  with rows as (
    select x.id, x.slug, x.name, x.company, x.status, x.featured, x.profession, x.professions, x.region_ids, x.city,
           x.photo_url, x.owner_id, p.email as owner_email, x.created_at, x.updated_at, x.submitted_at, x.published_at,
           x.rejection_reason
    from public.experts x
    left join public.profiles p on p.id = x.owner_id
    where (p_scope <> 'mine' or x.owner_id = (select auth.uid()))
      and (p_status is null or x.status::text = p_status)
      and (p_search is null or x.name ilike '%' || p_search || '%' or x.company ilike '%' || p_search || '%' or x.slug = p_search)
      and (p_region_id is null or p_region_id = any (x.region_ids))
      and (p_profession is null or p_profession = any (x.professions::text[]))
      and (p_owner_email is null or p.email ilike '%' || p_owner_email || '%')
      and (p_from is null or x.updated_at >= p_from)
      and (p_to is null or x.updated_at < p_to + 1)
  ), page as (
    select r.*, count(*) over () as total_count,
           row_number() over (order by
             case when p_scope = 'all' and p_status is null then (r.status = 'submitted') end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'title' then r.name end end asc,
             case when p_dir = 'desc' then case p_sort when 'title' then r.name end end desc,
             case when p_dir = 'asc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at else r.updated_at end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at else r.updated_at end end desc nulls last,
             r.id desc) as position
    from rows r
  )
  select pg.id, pg.slug, pg.name, pg.company, pg.status, pg.featured, pg.profession, pg.professions, pg.region_ids, pg.city,
         pg.photo_url, pg.owner_id, pg.owner_email, pg.created_at, pg.updated_at, pg.submitted_at, pg.published_at,
         pg.rejection_reason, pg.total_count
  from page pg
  where pg.position > greatest(p_offset, 0) and pg.position <= greatest(p_offset, 0) + least(greatest(p_limit, 1), 200)
  order by pg.position;
$$;

revoke execute on function public.list_workspace_experts(text, text, text, smallint, text, text, date, date, text, text, integer, integer) from public, anon;
grant execute on function public.list_workspace_experts(text, text, text, smallint, text, text, date, date, text, text, integer, integer) to authenticated, service_role;
