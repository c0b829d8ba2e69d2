-- The back office at 100 000 listings and 20 000 users (issue 21): its counts come from small rollups
-- kept by statement triggers, and its lists are chosen by the index that serves their order, instead of
-- counting every listing, inquiry and preference on each request.

----------------------------------------------------------------------------------------------------
-- Businesses per category and status (taxonomy usage, the moderation queue's counts)
----------------------------------------------------------------------------------------------------

create table app_private.entreprise_counts (
  category_id bigint not null,
  status public.listing_status not null,
  n bigint not null,
  primary key (category_id, status)
);
comment on table app_private.entreprise_counts is
  'How many businesses each category has in each status, kept by triggers on entreprises; admins read it.';

alter table app_private.entreprise_counts enable row level security;
create policy entreprise_counts_select_admin on app_private.entreprise_counts
  for select to authenticated using ((select public.is_admin()));
revoke all on table app_private.entreprise_counts from public, anon, authenticated;
grant select on table app_private.entreprise_counts to authenticated;
grant all on table app_private.entreprise_counts to service_role;

create function app_private.entreprise_counts_apply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    -- Rows locked in key order first, so two statements never wait for each other in a cycle.
    perform 1 from app_private.entreprise_counts c
    where (c.category_id, c.status) in (select o.category_id, o.status from old_rows o)
    order by c.category_id, c.status
    for update;
    update app_private.entreprise_counts c set n = c.n - d.n
    from (select o.category_id, o.status, count(*) as n from old_rows o group by o.category_id, o.status) d
    where c.category_id = d.category_id and c.status = d.status;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into app_private.entreprise_counts as c (category_id, status, n)
    select r.category_id, r.status, count(*) from new_rows r group by r.category_id, r.status
    order by r.category_id, r.status
    on conflict (category_id, status) do update set n = c.n + excluded.n;
  end if;
  return null;
end;
$$;
comment on function app_private.entreprise_counts_apply() is
  'Trigger: moves the statement''s businesses between the (category, status) counts.';
revoke all on function app_private.entreprise_counts_apply() from public, anon, authenticated;

create trigger entreprises_70_counts_insert after insert on public.entreprises
  referencing new table as new_rows for each statement execute function app_private.entreprise_counts_apply();
create trigger entreprises_70_counts_update after update on public.entreprises
  referencing old table as old_rows new table as new_rows for each statement execute function app_private.entreprise_counts_apply();
create trigger entreprises_70_counts_delete after delete on public.entreprises
  referencing old table as old_rows for each statement execute function app_private.entreprise_counts_apply();
comment on trigger entreprises_70_counts_insert on public.entreprises is 'Keeps app_private.entreprise_counts.';
comment on trigger entreprises_70_counts_update on public.entreprises is 'Keeps app_private.entreprise_counts.';
comment on trigger entreprises_70_counts_delete on public.entreprises is 'Keeps app_private.entreprise_counts.';

insert into app_private.entreprise_counts (category_id, status, n)
select e.category_id, e.status, count(*) from public.entreprises e group by e.category_id, e.status;

----------------------------------------------------------------------------------------------------
-- Inquiries per listing, and listings and inquiries per owner (the users list and its sorts)
----------------------------------------------------------------------------------------------------

create table app_private.listing_inquiry_counts (
  listing_kind text not null check (listing_kind in ('entreprise', 'immobilier')),
  listing_id bigint not null,
  n bigint not null,
  primary key (listing_kind, listing_id)
);
comment on table app_private.listing_inquiry_counts is
  'How many inquiries each business or property has, kept by triggers on listing_inquiries; admins read it.';

create table app_private.owner_activity (
  owner_id uuid primary key,
  listings bigint not null default 0,
  inquiries bigint not null default 0
);
comment on table app_private.owner_activity is
  'Each owner''s businesses and properties, and the inquiries those received, kept by triggers; admins read it.';
create index owner_activity_listings_idx on app_private.owner_activity (listings) where listings > 0;

alter table app_private.listing_inquiry_counts enable row level security;
alter table app_private.owner_activity enable row level security;
create policy listing_inquiry_counts_select_admin on app_private.listing_inquiry_counts
  for select to authenticated using ((select public.is_admin()));
create policy owner_activity_select_admin on app_private.owner_activity
  for select to authenticated using ((select public.is_admin()));
revoke all on table app_private.listing_inquiry_counts, app_private.owner_activity from public, anon, authenticated;
grant select on table app_private.listing_inquiry_counts, app_private.owner_activity to authenticated;
grant all on table app_private.listing_inquiry_counts, app_private.owner_activity to service_role;

-- Adds (negative: removes) listings and inquiries to owners, in owner order (no lock cycle).
create function app_private.owner_activity_add(p_deltas jsonb)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform 1 from app_private.owner_activity a
  where a.owner_id in (select (d ->> 'owner_id')::uuid from pg_catalog.jsonb_array_elements(p_deltas) d)
  order by a.owner_id
  for update;
  insert into app_private.owner_activity as a (owner_id, listings, inquiries)
  select d.owner_id, sum(d.listings), sum(d.inquiries)
  from pg_catalog.jsonb_to_recordset(p_deltas) as d (owner_id uuid, listings bigint, inquiries bigint)
  where d.owner_id is not null
  group by d.owner_id
  having sum(d.listings) <> 0 or sum(d.inquiries) <> 0
  order by d.owner_id
  on conflict (owner_id) do update
    set listings = a.listings + excluded.listings, inquiries = a.inquiries + excluded.inquiries;
end;
$$;
comment on function app_private.owner_activity_add(jsonb) is
  'Applies [{owner_id, listings, inquiries}] deltas to app_private.owner_activity (called by its triggers).';
revoke all on function app_private.owner_activity_add(jsonb) from public, anon, authenticated;

-- A listing that changes owner (or appears, or goes) takes its inquiries with it.
create function app_private.owner_activity_listings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kind text := case when tg_table_name = 'immobilier' then 'immobilier' else 'entreprise' end;
  deltas jsonb := '[]'::jsonb;
begin
  if tg_op in ('DELETE', 'UPDATE') then
    execute format(
      'select coalesce(jsonb_agg(jsonb_build_object(''owner_id'', o.owner_id, ''listings'', -1, ''inquiries'', -coalesce(k.n, 0))), ''[]'')
       from old_rows o left join app_private.listing_inquiry_counts k on k.listing_kind = $1 and k.listing_id = o.%I',
      case when kind = 'immobilier' then 'id' else 'entreprise_id' end)
    into deltas using kind;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    execute format(
      'select $2 || coalesce(jsonb_agg(jsonb_build_object(''owner_id'', r.owner_id, ''listings'', 1, ''inquiries'', coalesce(k.n, 0))), ''[]'')
       from new_rows r left join app_private.listing_inquiry_counts k on k.listing_kind = $1 and k.listing_id = r.%I',
      case when kind = 'immobilier' then 'id' else 'entreprise_id' end)
    into deltas using kind, deltas;
  end if;
  perform app_private.owner_activity_add(deltas);
  return null;
end;
$$;
comment on function app_private.owner_activity_listings() is
  'Trigger on entreprise_confidential and immobilier: moves listings and their inquiries between owners.';
revoke all on function app_private.owner_activity_listings() from public, anon, authenticated;

create trigger entreprise_confidential_70_activity_insert after insert on app_private.entreprise_confidential
  referencing new table as new_rows for each statement execute function app_private.owner_activity_listings();
create trigger entreprise_confidential_70_activity_update after update on app_private.entreprise_confidential
  referencing old table as old_rows new table as new_rows for each statement execute function app_private.owner_activity_listings();
create trigger entreprise_confidential_70_activity_delete after delete on app_private.entreprise_confidential
  referencing old table as old_rows for each statement execute function app_private.owner_activity_listings();
create trigger immobilier_70_activity_insert after insert on public.immobilier
  referencing new table as new_rows for each statement execute function app_private.owner_activity_listings();
create trigger immobilier_70_activity_update after update on public.immobilier
  referencing old table as old_rows new table as new_rows for each statement execute function app_private.owner_activity_listings();
create trigger immobilier_70_activity_delete after delete on public.immobilier
  referencing old table as old_rows for each statement execute function app_private.owner_activity_listings();

-- An inquiry counts for its listing and, while the listing exists, for the listing's owner. A listing
-- deleted before its inquiries (cascades run one after the other) already took them from its owner.
create function app_private.owner_activity_inquiries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  deltas jsonb := '[]'::jsonb;
begin
  if tg_op in ('DELETE', 'UPDATE') then
    perform 1 from app_private.listing_inquiry_counts k
    where (k.listing_kind, k.listing_id) in (
      select case when o.entreprise_id is not null then 'entreprise' else 'immobilier' end, coalesce(o.entreprise_id, o.immobilier_id)
      from old_rows o)
    order by k.listing_kind, k.listing_id
    for update;
    update app_private.listing_inquiry_counts k set n = k.n - d.n
    from (
      select case when o.entreprise_id is not null then 'entreprise' else 'immobilier' end as kind,
             coalesce(o.entreprise_id, o.immobilier_id) as id, count(*) as n
      from old_rows o where coalesce(o.entreprise_id, o.immobilier_id) is not null
      group by 1, 2) d
    where k.listing_kind = d.kind and k.listing_id = d.id;
    select coalesce(jsonb_agg(jsonb_build_object('owner_id', coalesce(c.owner_id, i.owner_id), 'listings', 0, 'inquiries', -1)), '[]')
    into deltas
    from old_rows o
    left join app_private.entreprise_confidential c on c.entreprise_id = o.entreprise_id
    left join public.immobilier i on i.id = o.immobilier_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into app_private.listing_inquiry_counts as k (listing_kind, listing_id, n)
    select case when r.entreprise_id is not null then 'entreprise' else 'immobilier' end,
           coalesce(r.entreprise_id, r.immobilier_id), count(*)
    from new_rows r where coalesce(r.entreprise_id, r.immobilier_id) is not null
    group by 1, 2
    order by 1, 2
    on conflict (listing_kind, listing_id) do update set n = k.n + excluded.n;
    select deltas || coalesce(jsonb_agg(jsonb_build_object('owner_id', coalesce(c.owner_id, i.owner_id), 'listings', 0, 'inquiries', 1)), '[]')
    into deltas
    from new_rows r
    left join app_private.entreprise_confidential c on c.entreprise_id = r.entreprise_id
    left join public.immobilier i on i.id = r.immobilier_id;
  end if;
  perform app_private.owner_activity_add(deltas);
  return null;
end;
$$;
comment on function app_private.owner_activity_inquiries() is
  'Trigger on listing_inquiries: counts inquiries per listing and per listing owner.';
revoke all on function app_private.owner_activity_inquiries() from public, anon, authenticated;

create trigger listing_inquiries_70_activity_insert after insert on public.listing_inquiries
  referencing new table as new_rows for each statement execute function app_private.owner_activity_inquiries();
create trigger listing_inquiries_70_activity_update after update on public.listing_inquiries
  referencing old table as old_rows new table as new_rows for each statement execute function app_private.owner_activity_inquiries();
create trigger listing_inquiries_70_activity_delete after delete on public.listing_inquiries
  referencing old table as old_rows for each statement execute function app_private.owner_activity_inquiries();

insert into app_private.listing_inquiry_counts (listing_kind, listing_id, n)
select case when q.entreprise_id is not null then 'entreprise' else 'immobilier' end,
       coalesce(q.entreprise_id, q.immobilier_id), count(*)
from public.listing_inquiries q where coalesce(q.entreprise_id, q.immobilier_id) is not null
group by 1, 2;

insert into app_private.owner_activity (owner_id, listings, inquiries)
select o.owner_id, sum(o.listings), sum(o.inquiries)
from (
  select c.owner_id, 1 as listings, coalesce(k.n, 0) as inquiries
  from app_private.entreprise_confidential c
  left join app_private.listing_inquiry_counts k on k.listing_kind = 'entreprise' and k.listing_id = c.entreprise_id
  union all
  select i.owner_id, 1, coalesce(k.n, 0)
  from public.immobilier i
  left join app_private.listing_inquiry_counts k on k.listing_kind = 'immobilier' and k.listing_id = i.id
) o
group by o.owner_id;

-- The e-mail order of the users list and the followers list. (A trigram index would not serve the
-- search: under row-level security a non-leakproof ILIKE is applied after the policy, never in an index.)
create index profiles_email_idx on public.profiles (email);
-- Followers per industry counted from the index alone (the policy reads user_id).
create index user_industry_preferences_industry_user_idx on public.user_industry_preferences (industry_id, user_id);
drop index public.user_industry_preferences_industry_id_idx;
-- The dashboard's latest team decisions, and the latest events of all.
create index moderation_events_created_idx on public.moderation_events (created_at desc, id desc);
create index moderation_events_admin_created_idx on public.moderation_events (created_at desc, id desc) where actor_is_admin;

----------------------------------------------------------------------------------------------------
-- The readers
----------------------------------------------------------------------------------------------------

create or replace function public.taxonomy_usage(p_kind text)
returns table(id bigint, listing_count bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only an administrator can count the listings of the taxonomy' using errcode = '42501';
  end if;
  if p_kind = 'entreprise_categories' then
    return query select c.category_id, sum(c.n)::bigint from app_private.entreprise_counts c group by c.category_id having sum(c.n) > 0;
  elsif p_kind = 'entreprise_industries' then
    return query
      with per_category as (select c.category_id, sum(c.n) as n from app_private.entreprise_counts c group by c.category_id)
      select m.industry_id, sum(c.n)::bigint
      from per_category c
      join public.entreprise_category_industry_map m on m.category_id = c.category_id
      group by m.industry_id
      having sum(c.n) > 0;
  elsif p_kind = 'franchise_categories' then
    return query select f.category_id, count(*) from public.franchises f group by f.category_id;
  else
    raise exception 'unknown taxonomy list %', p_kind using errcode = '22023';
  end if;
end;
$$;

create or replace function public.moderation_queue_counts()
returns table(kind text, status text, items bigint)
language sql
stable
set search_path = ''
as $$
  select q.kind, q.status, q.items
  from (
    select 'entreprise' as kind, c.status::text as status, sum(c.n)::bigint as items
    from app_private.entreprise_counts c group by c.status having sum(c.n) > 0
    union all
    select 'immobilier', i.status::text, count(*) from public.immobilier i group by i.status
    union all
    select 'expert', x.status::text, count(*) from public.experts x group by x.status
    union all
    select 'franchise', f.status::text, count(*) from public.franchises f group by f.status
  ) q
  where (select public.is_admin());
$$;

-- Each call planned for its own arguments (a branch per use), so the item and date indexes serve it.
create or replace function public.moderation_history(p_kind text default null, p_item_ids bigint[] default null, p_limit integer default 50, p_admin_only boolean default false)
returns table(id bigint, item_kind text, item_id bigint, item_title text, item_slug text, actor_id uuid, actor_email text, actor_is_admin boolean, action text, from_status text, to_status text, reason text, created_at timestamp with time zone)
language plpgsql
stable
set search_path = ''
as $$
declare
  n integer := least(greatest(p_limit, 1), 500);
begin
  return query execute format(
    'select m.id, m.item_kind, m.item_id,
            coalesce(e.title_fr, i.title_fr, x.name, f.name), coalesce(e.slug, i.slug, x.slug, f.slug),
            m.actor_id, p.email, m.actor_is_admin, m.action, m.from_status, m.to_status, m.reason, m.created_at
     from (
       select m.* from public.moderation_events m
       where true %s %s %s
       order by m.created_at desc, m.id desc
       limit $4
     ) m
     left join public.profiles p on p.id = m.actor_id
     left join public.entreprises e on m.item_kind = ''entreprise'' and e.id = m.item_id
     left join public.immobilier i on m.item_kind = ''immobilier'' and i.id = m.item_id
     left join public.experts x on m.item_kind = ''expert'' and x.id = m.item_id
     left join public.franchises f on m.item_kind = ''franchise'' and f.id = m.item_id
     order by m.created_at desc, m.id desc',
    case when p_kind is not null then 'and m.item_kind = $1' else '' end,
    case when p_item_ids is not null then 'and m.item_id = any ($2)' else '' end,
    case when p_admin_only then 'and m.actor_is_admin' else '' end)
  using p_kind, p_item_ids, p_admin_only, n;
end;
$$;

create or replace function public.admin_list_users(p_search text default null, p_admin boolean default null, p_has_listings boolean default null, p_blocked boolean default null, p_from date default null, p_to date default null, p_sort text default 'created', p_dir text default 'desc', p_limit integer default 25, p_offset integer default 0)
returns table(id uuid, email text, first_name text, last_name text, is_admin boolean, suspended_at timestamp with time zone, created_at timestamp with time zone, listing_count bigint, inquiry_count bigint, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := case when pg_catalog.btrim(coalesce(p_search, '')) = '' then null
    else '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
  dir text := case when p_dir = 'asc' then 'asc' else 'desc' end;
  sort_key text := case p_sort
    when 'name' then 'pg_catalog.lower(pg_catalog.concat_ws('' '', p.last_name, p.first_name, p.email))'
    when 'email' then 'p.email'
    when 'listings' then 'coalesce(a.listings, 0)'
    when 'inquiries' then 'coalesce(a.inquiries, 0)'
    else null end;
  filters text;
  total bigint;
begin
  if not public.is_admin() then
    raise exception 'only an administrator can list the users' using errcode = '42501';
  end if;
  -- Only the filters given: each query is planned for its own (the order's index, the search's scan).
  filters := concat_ws(' ',
    case when pattern is not null then 'and (p.email ilike $1 or pg_catalog.concat_ws('' '', p.first_name, p.last_name) ilike $1)' end,
    case when p_admin is not null then 'and p.is_admin = $2' end,
    case when p_blocked is not null then 'and (p.suspended_at is not null) = $3' end,
    case when p_from is not null then 'and p.created_at >= $4::timestamp at time zone ''America/Toronto''' end,
    case when p_to is not null then 'and p.created_at < ($5 + 1)::timestamp at time zone ''America/Toronto''' end,
    case when p_has_listings is not null then 'and (coalesce(a.listings, 0) > 0) = $6' end);
  -- Unfiltered, the page comes from the order's index and the total from a count; filtered, both
  -- from the one pass the filters need.
  if filters = '' then
    select count(*) into total from public.profiles p;
  end if;
  return query execute format(
    'select p.id, p.email, p.first_name, p.last_name, p.is_admin, p.suspended_at, p.created_at,
            coalesce(a.listings, 0), coalesce(a.inquiries, 0), %s
     from public.profiles p left join app_private.owner_activity a on a.owner_id = p.id
     where true %s
     order by %s p.created_at %s, p.id
     limit $8 offset $9',
    case when filters = '' then '$7' else 'count(*) over ()' end,
    filters, case when sort_key is null then '' else sort_key || ' ' || dir || ',' end, dir)
  using pattern, p_admin, p_blocked, p_from, p_to, p_has_listings, total,
        least(greatest(coalesce(p_limit, 25), 1), 100), greatest(coalesce(p_offset, 0), 0);
end;
$$;

create or replace function public.list_workspace_entreprises(p_scope text DEFAULT 'mine'::text, p_status text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_region_id smallint DEFAULT NULL::smallint, p_category_id bigint DEFAULT NULL::bigint, p_owner_email text DEFAULT NULL::text, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date, p_sort text DEFAULT 'updated'::text, p_dir text DEFAULT 'desc'::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
 RETURNS TABLE(id bigint, slug text, title_fr text, title_en text, status public.listing_status, featured boolean, highlighted boolean, asking_price numeric, price_on_request boolean, images jsonb, region_id smallint, category_id bigint, owner_id uuid, owner_email text, created_at timestamp with time zone, updated_at timestamp with time zone, submitted_at timestamp with time zone, published_at timestamp with time zone, last_confirmed_at timestamp with time zone, rejection_reason text, views_7 bigint, views_30 bigint, inquiries_unread bigint, inquiries_total bigint, total_count bigint)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_dir text := case when p_dir = 'asc' then 'asc' else 'desc' end;
  v_key text := case p_sort when 'title' then 'e.title_fr' when 'price' then 'e.asking_price' when 'submitted' then 'e.submitted_at'
    when 'published' then 'e.published_at' when 'confirmed' then 'e.last_confirmed_at' else 'e.updated_at' end;
  v_filters text := '';
  v_order text;
  v_total bigint;
  v_ids bigint[];
begin
  if v_uid is null then
    return;
  end if;
  -- Only the chosen filters are in the query, so that the planner sees exactly them and chooses the
  -- page over an index (an administrator's queue of 100 000 businesses); RLS decides what "all" is.
  if p_scope = 'mine' then
    v_filters := ' and e.id in (select c.entreprise_id from app_private.entreprise_confidential c where c.owner_id = $1)';
  end if;
  if p_status is not null then
    if not p_status = any (pg_catalog.enum_range(null::public.listing_status)::text[]) then
      return;
    end if;
    v_filters := v_filters || ' and e.status = $2::public.listing_status';
  end if;
  if p_search is not null then
    v_filters := v_filters || ' and (e.title_fr ilike ''%%'' || $3 || ''%%'' or e.title_en ilike ''%%'' || $3 || ''%%'' or e.slug = $3)';
  end if;
  if p_region_id is not null then v_filters := v_filters || ' and e.region_id = $4'; end if;
  if p_category_id is not null then v_filters := v_filters || ' and e.category_id = $5'; end if;
  if p_owner_email is not null then
    v_filters := v_filters || ' and e.id in (select c.entreprise_id from app_private.entreprise_confidential c
      join public.profiles p on p.id = c.owner_id where p.email ilike ''%%'' || $6 || ''%%'')';
  end if;
  if p_from is not null then v_filters := v_filters || ' and e.updated_at >= $7'; end if;
  if p_to is not null then v_filters := v_filters || ' and e.updated_at < $8 + 1'; end if;
  -- Submitted items first in the queues, then the chosen order (entreprises_queue_idx serves the default).
  v_order := case when p_scope = 'all' and p_status is null then '(e.status = ''submitted'') desc, ' else '' end
    || format('%s %s nulls last, e.id desc', v_key, v_dir);
  -- An administrator's whole queue (or one status of it) is counted by the rollup, not row by row.
  if p_scope = 'all' and (v_filters = '' or v_filters = ' and e.status = $2::public.listing_status') and public.is_admin() then
    select coalesce(sum(c.n), 0)::bigint into v_total from app_private.entreprise_counts c
    where p_status is null or c.status = p_status::public.listing_status;
  else
    execute format('select count(*) from public.entreprises e where true %s', v_filters)
      into v_total using v_uid, p_status, p_search, p_region_id, p_category_id, p_owner_email, p_from, p_to;
  end if;
  execute format('select array(select e.id from public.entreprises e where true %s order by %s limit %s offset %s)',
      v_filters, v_order, least(greatest(p_limit, 1), 200), greatest(p_offset, 0))
    into v_ids using v_uid, p_status, p_search, p_region_id, p_category_id, p_owner_email, p_from, p_to;
  return query
  select e.id, e.slug, e.title_fr, e.title_en, e.status, e.featured, e.highlighted, e.asking_price, e.price_on_request, e.images,
         e.region_id, e.category_id, o.owner_id, p.email, e.created_at, e.updated_at, e.submitted_at,
         e.published_at, e.last_confirmed_at, e.rejection_reason,
         coalesce((select sum(v.views) from public.listing_view_days v where v.entreprise_id = e.id and v.day > current_date - 7), 0)::bigint,
         coalesce((select sum(v.views) from public.listing_view_days v where v.entreprise_id = e.id and v.day > current_date - 30), 0)::bigint,
         (select count(*) from public.listing_inquiries i where i.entreprise_id = e.id and i.read_at is null and i.archived_at is null),
         (select count(*) from public.listing_inquiries i where i.entreprise_id = e.id),
         v_total
  from unnest(v_ids) with ordinality as page (id, position)
  join public.entreprises e on e.id = page.id
  join app_private.entreprise_confidential o on o.entreprise_id = e.id
  left join public.profiles p on p.id = o.owner_id
  order by page.position;
end;
$function$;
