-- The admin moderation queues (issue 10 §3): one list function per kind with the same shape as
-- list_workspace_entreprises (counts, total_count, submitted first), the numbers waiting for
-- review, the audit log with who acted, and where a decision e-mail goes. Security invoker
-- except the recipient lookup: RLS decides what a caller sees.

-- ---------------------------------------------------------------------------
-- auth.uid() in security-invoker code (moderation_guard, list_workspace_entreprises, the
-- functions below) is looked up with the caller's rights. Hosted Supabase grants USAGE on the
-- auth schema to the API roles; the local stack does not, so an admin's approval failed with
-- "permission denied for schema auth". Usage only: auth's tables stay owner-only (no grants),
-- and its functions (uid, role, email, jwt) read the caller's own claims.
grant usage on schema auth to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- moderation_guard, as 20261123000100_moderation.sql wrote it but for one condition: an owner's
-- update of an expert profile failed with 'record "new" has no field "last_confirmed_at"'.
create or replace function public.moderation_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  api_caller boolean := current_user in ('anon', 'authenticated');
  admin boolean := false;
  old_status text;
  new_status text := new.status::text;
  changed boolean;
begin
  if tg_op = 'UPDATE' then
    old_status := old.status::text;
  end if;
  changed := tg_op = 'INSERT' or new_status is distinct from old_status;
  if api_caller then
    admin := public.is_admin();
    if tg_op = 'INSERT' and not admin and new_status not in ('draft', 'submitted') then
      raise exception 'a new item starts as a draft or submitted for review' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and changed and not public.status_transition_allowed(old_status, new_status, admin) then
      raise exception 'status change from % to % is not allowed', old_status, new_status using errcode = '42501';
    end if;
    if not admin then
      -- Review fields are the administrators'.
      if tg_op = 'INSERT' then
        new.rejection_reason := null;
        new.reviewed_at := null;
        new.reviewed_by := null;
      else
        new.rejection_reason := old.rejection_reason;
        new.reviewed_at := old.reviewed_at;
        new.reviewed_by := old.reviewed_by;
        -- Experts have no last_confirmed_at: PL/pgSQL prepares a whole condition, so the
        -- table test must guard the field in its own IF.
        if tg_table_name <> 'experts' then
          if new.last_confirmed_at is distinct from old.last_confirmed_at then
            -- "Still available" is confirmed now, never back- or forward-dated.
            new.last_confirmed_at := pg_catalog.now();
          end if;
        end if;
      end if;
    end if;
  end if;

  if changed then
    if new_status = 'submitted' then
      new.submitted_at := pg_catalog.now();
      new.rejection_reason := null;
    end if;
    if new_status = 'rejected' and coalesce(pg_catalog.btrim(new.rejection_reason), '') = '' then
      raise exception 'a rejection needs a reason' using errcode = '23514';
    end if;
    if new_status in ('published', 'rejected') and (tg_op = 'INSERT' or old_status in ('submitted', 'draft', 'archived', 'rejected')) then
      new.reviewed_at := pg_catalog.now();
      new.reviewed_by := coalesce((select auth.uid()), new.reviewed_by);
      if tg_table_name = 'experts' then
        new.published_at := coalesce(new.published_at, case when new_status = 'published' then pg_catalog.now() end);
      elsif new_status = 'published' then
        -- Publication starts the freshness clock.
        new.last_confirmed_at := pg_catalog.now();
      end if;
    end if;
    if new_status <> 'rejected' then
      new.rejection_reason := case when new_status = 'submitted' then null else new.rejection_reason end;
    end if;
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- list_workspace_entreprises, as 20261123000200_workspace_listings.sql wrote it but for its
-- first select: `e.*` failed for every signed-in caller with "permission denied for table
-- entreprises" (the confidential columns are not granted to them).
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
    -- Named columns: e.* would read the confidential ones (business_name, street_address,
    -- postal_code, city), which the API roles may not select.
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
