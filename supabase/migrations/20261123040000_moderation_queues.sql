-- The admin moderation queues (issue 10 §3): one list function per kind with the same shape as
-- list_workspace_entreprises (counts, total_count, submitted first), the numbers waiting for
-- review, the audit log with who acted, and where a decision e-mail goes. Security invoker
-- except the recipient lookup: RLS decides what a caller sees.

-- ---------------------------------------------------------------------------
-- Properties: as list_workspace_entreprises, filtered by property type instead of category.
create or replace function public.list_moderation_immobilier(
  p_scope text default 'all',
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
  published_at timestamptz, last_confirmed_at timestamptz, rejection_reason text,
  views_7 bigint, views_30 bigint, inquiries_unread bigint, inquiries_total bigint, total_count bigint
)
language sql
stable
set search_path = ''
as $$
  with rows as (
    select i.*, p.email as owner_email
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
           -- The position in the chosen order, kept for the outer select.
           row_number() over (order by
             case when p_scope = 'all' and p_status is null then (r.status = 'submitted') end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'title' then r.title_fr end end asc,
             case when p_dir = 'desc' then case p_sort when 'title' then r.title_fr end end desc,
             case when p_dir = 'asc' then case p_sort when 'price' then coalesce(r.price, r.lease_rate) end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'price' then coalesce(r.price, r.lease_rate) end end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at when 'confirmed' then r.last_confirmed_at else r.updated_at end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at when 'confirmed' then r.last_confirmed_at else r.updated_at end end desc nulls last,
             r.id desc) as position
    from rows r
  )
  select pg.id, pg.slug, pg.title_fr, pg.title_en, pg.status, pg.featured, pg.property_type, pg.transaction_type, pg.price,
         pg.lease_rate, pg.lease_rate_unit, pg.price_on_request, pg.images, pg.region_id, pg.owner_id, pg.owner_email,
         pg.created_at, pg.updated_at, pg.submitted_at, pg.published_at, pg.last_confirmed_at, pg.rejection_reason,
         coalesce((select sum(v.views) from public.listing_view_days v where v.immobilier_id = pg.id and v.day > current_date - 7), 0)::bigint,
         coalesce((select sum(v.views) from public.listing_view_days v where v.immobilier_id = pg.id and v.day > current_date - 30), 0)::bigint,
         (select count(*) from public.listing_inquiries q where q.immobilier_id = pg.id and q.read_at is null and q.archived_at is null),
         (select count(*) from public.listing_inquiries q where q.immobilier_id = pg.id),
         pg.total_count
  from page pg
  where pg.position > greatest(p_offset, 0) and pg.position <= greatest(p_offset, 0) + least(greatest(p_limit, 1), 200)
  order by pg.position;
$$;

revoke execute on function public.list_moderation_immobilier(text, text, text, smallint, text, text, date, date, text, text, integer, integer) from public, anon;
grant execute on function public.list_moderation_immobilier(text, text, text, smallint, text, text, date, date, text, text, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Expert profiles: filtered by profession and a region served; no prices, views or inquiries.
create or replace function public.list_moderation_experts(
  p_scope text default 'all',
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
  profession public.expert_profession, region_ids smallint[], photo_url text, licence_body public.licence_body,
  licence_number text, owner_id uuid, owner_email text, created_at timestamptz, updated_at timestamptz,
  submitted_at timestamptz, published_at timestamptz, rejection_reason text, total_count bigint
)
language sql
stable
set search_path = ''
as $$
  with rows as (
    select x.*, p.email as owner_email
    from public.experts x
    left join public.profiles p on p.id = x.owner_id
    where (p_scope <> 'mine' or x.owner_id = (select auth.uid()))
      and (p_status is null or x.status::text = p_status)
      and (p_search is null or x.name ilike '%' || p_search || '%' or x.company ilike '%' || p_search || '%' or x.slug = p_search)
      and (p_region_id is null or p_region_id = any (x.region_ids))
      and (p_profession is null or x.profession::text = p_profession)
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
  select pg.id, pg.slug, pg.name, pg.company, pg.status, pg.featured, pg.profession, pg.region_ids, pg.photo_url,
         pg.licence_body, pg.licence_number, pg.owner_id, pg.owner_email, pg.created_at, pg.updated_at,
         pg.submitted_at, pg.published_at, pg.rejection_reason, pg.total_count
  from page pg
  where pg.position > greatest(p_offset, 0) and pg.position <= greatest(p_offset, 0) + least(greatest(p_limit, 1), 200)
  order by pg.position;
$$;

revoke execute on function public.list_moderation_experts(text, text, text, smallint, text, text, date, date, text, text, integer, integer) from public, anon;
grant execute on function public.list_moderation_experts(text, text, text, smallint, text, text, date, date, text, text, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- How many items of each kind are in each status (an admin sees all; anyone else their own).
create or replace function public.moderation_queue_counts()
returns table (kind text, status text, items bigint)
language sql
stable
set search_path = ''
as $$
  select 'entreprise', e.status::text, count(*) from public.entreprises e group by e.status
  union all
  select 'immobilier', i.status::text, count(*) from public.immobilier i group by i.status
  union all
  select 'expert', x.status::text, count(*) from public.experts x group by x.status;
$$;

revoke execute on function public.moderation_queue_counts() from public, anon;
grant execute on function public.moderation_queue_counts() to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The audit log of items (or the latest events of all when p_item_ids is null), with the
-- actor's address where the caller may read that profile (admins) and the item's title;
-- p_admin_only keeps the admins' decisions (the back office's feed).
create or replace function public.moderation_history(
  p_kind text default null,
  p_item_ids bigint[] default null,
  p_limit integer default 50,
  p_admin_only boolean default false
)
returns table (
  id bigint, item_kind text, item_id bigint, item_title text, item_slug text, actor_id uuid, actor_email text,
  actor_is_admin boolean, action text, from_status text, to_status text, reason text, created_at timestamptz
)
language sql
stable
set search_path = ''
as $$
  select m.id, m.item_kind, m.item_id,
         coalesce(e.title_fr, i.title_fr, x.name), coalesce(e.slug, i.slug, x.slug),
         m.actor_id, p.email, m.actor_is_admin, m.action, m.from_status, m.to_status, m.reason, m.created_at
  from public.moderation_events m
  left join public.profiles p on p.id = m.actor_id
  left join public.entreprises e on m.item_kind = 'entreprise' and e.id = m.item_id
  left join public.immobilier i on m.item_kind = 'immobilier' and i.id = m.item_id
  left join public.experts x on m.item_kind = 'expert' and x.id = m.item_id
  where (p_kind is null or m.item_kind = p_kind)
    and (p_item_ids is null or m.item_id = any (p_item_ids))
    and (not p_admin_only or m.actor_is_admin)
  order by m.created_at desc, m.id desc
  limit least(greatest(p_limit, 1), 500);
$$;

revoke execute on function public.moderation_history(text, bigint[], integer, boolean) from public, anon;
grant execute on function public.moderation_history(text, bigint[], integer, boolean) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Where a decision about someone's item is e-mailed: their address, first name and language
-- (auth metadata `locale`, as listing_inquiry_recipient reads it; French when unknown). Server
-- code calls it with the service role after the admin's decision is saved.
create or replace function public.moderation_recipient(p_user_id uuid)
returns table (email text, first_name text, locale text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_meta jsonb;
begin
  select u.raw_user_meta_data into v_meta from auth.users u where u.id = p_user_id;
  -- @supabase/lite (local stack) stores the metadata as a JSON string holding the object.
  if pg_catalog.jsonb_typeof(v_meta) = 'string' then
    begin
      v_meta := (v_meta #>> '{}')::jsonb;
    exception when others then
      v_meta := null;
    end;
  end if;
  return query
    select p.email,
           p.first_name,
           case when v_meta ->> 'locale' in ('fr', 'en') then v_meta ->> 'locale' else 'fr' end
    from public.profiles p
    where p.id = p_user_id and p.email is not null;
end;
$$;

revoke execute on function public.moderation_recipient(uuid) from public, anon, authenticated;
grant execute on function public.moderation_recipient(uuid) to service_role;
