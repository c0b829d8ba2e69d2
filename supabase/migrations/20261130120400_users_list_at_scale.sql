-- The back office's users list at 20 000 accounts (issue 21: p95 < 300 ms).
--
-- 1. The search. Under row-level security no index serves a non-leakproof ILIKE, so the search is one
--    pass over the profiles; ILIKE folds the case of every character of every row in that pass (about
--    50 ms at 20 000 rows). The name and e-mail are folded once, when they are written, into
--    `search_text`, and the pass is a LIKE on it (about 6 ms).
-- 2. The order by a count (listings, inquiries). The page came from every profile joined to its
--    counts, sorted (about 25 ms). The owners with at least one come in order from the rollup's index
--    (which now carries the owner's sign-up time, the order's second key); the others, in sign-up
--    order, from the profiles' index. A page is the first rows of the two, merged.

alter table public.profiles
  add column search_text text generated always as (
    pg_catalog.lower(
      coalesce(first_name, '') || ' ' || coalesce(last_name, '') || E'\n' || coalesce(email, ''))
  ) stored;
comment on column public.profiles.search_text is
  'First and last name, then the e-mail on a line of its own, in lower case: what the back office''s user search matches.';

alter table app_private.owner_activity add column owner_created_at timestamptz;
comment on column app_private.owner_activity.owner_created_at is
  'The owner''s sign-up time (profiles.created_at), copied when the row is made: the users list''s second sort key.';
update app_private.owner_activity a set owner_created_at = p.created_at
from public.profiles p where p.id = a.owner_id;

drop index app_private.owner_activity_listings_idx;
create index owner_activity_listings_idx
  on app_private.owner_activity (listings, owner_created_at, owner_id) where listings > 0;
create index owner_activity_inquiries_idx
  on app_private.owner_activity (inquiries, owner_created_at, owner_id) where inquiries > 0;

-- The owner's sign-up time comes with the row's first delta.
create or replace function app_private.owner_activity_add(p_deltas jsonb)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform 1 from app_private.owner_activity a
  where a.owner_id in (select (d ->> 'owner_id')::uuid from pg_catalog.jsonb_array_elements(p_deltas) d)
  order by a.owner_id
  for update;
  insert into app_private.owner_activity as a (owner_id, owner_created_at, listings, inquiries)
  select d.owner_id, (select p.created_at from public.profiles p where p.id = d.owner_id),
         sum(d.listings), sum(d.inquiries)
  from pg_catalog.jsonb_to_recordset(p_deltas) as d (owner_id uuid, listings bigint, inquiries bigint)
  where d.owner_id is not null
  group by d.owner_id
  having sum(d.listings) <> 0 or sum(d.inquiries) <> 0
  order by d.owner_id
  on conflict (owner_id) do update
    set listings = a.listings + excluded.listings, inquiries = a.inquiries + excluded.inquiries;
end;
$$;
revoke all on function app_private.owner_activity_add(jsonb) from public, anon, authenticated;

create or replace function public.admin_list_users(
  p_search text default null,
  p_admin boolean default null,
  p_has_listings boolean default null,
  p_blocked boolean default null,
  p_from date default null,
  p_to date default null,
  p_sort text default 'created',
  p_dir text default 'desc',
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id uuid, email text, first_name text, last_name text, is_admin boolean, suspended_at timestamptz,
  created_at timestamptz, listing_count bigint, inquiry_count bigint, total_count bigint
)
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := case when pg_catalog.btrim(coalesce(p_search, '')) = '' then null
    else '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      pg_catalog.lower(pg_catalog.btrim(p_search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
  dir text := case when p_dir = 'asc' then 'asc' else 'desc' end;
  sort_key text := case p_sort
    when 'name' then 'pg_catalog.lower(pg_catalog.concat_ws('' '', p.last_name, p.first_name, p.email))'
    when 'email' then 'p.email'
    when 'listings' then 'coalesce(a.listings, 0)'
    when 'inquiries' then 'coalesce(a.inquiries, 0)'
    else null end;
  counted text := case when p_sort in ('listings', 'inquiries') then p_sort end;
  filters text;
  total bigint;
  lim integer := least(greatest(coalesce(p_limit, 25), 1), 100);
  off integer := greatest(coalesce(p_offset, 0), 0);
begin
  if not public.is_admin() then
    raise exception 'only an administrator can list the users' using errcode = '42501';
  end if;
  -- Only the filters given: each query is planned for its own (the order's index, the search's scan).
  filters := concat_ws(' ',
    case when pattern is not null then 'and p.search_text like $1' end,
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
  if filters = '' and counted is not null and off < 2000 then
    -- Ordered by a count, unfiltered: the first off + lim owners with at least one, from the rollup's
    -- index, and the first off + lim of the others, from the profiles' index; the page is cut from both
    -- (pages past the 80th take the one pass below, cheaper than thousands of rows from each side).
    return query execute format(
      'select u.id, u.email, u.first_name, u.last_name, u.is_admin, u.suspended_at, u.created_at,
              u.listings, u.inquiries, $7
       from (
         (select p.id, p.email, p.first_name, p.last_name, p.is_admin, p.suspended_at, p.created_at,
                 a.listings, a.inquiries
          from app_private.owner_activity a join public.profiles p on p.id = a.owner_id
          where a.%1$I > 0
          order by a.%1$I %2$s, a.owner_created_at %2$s, a.owner_id %2$s
          limit $8 + $9)
         union all
         (select p.id, p.email, p.first_name, p.last_name, p.is_admin, p.suspended_at, p.created_at,
                 coalesce(a.listings, 0), coalesce(a.inquiries, 0)
          from public.profiles p left join app_private.owner_activity a on a.owner_id = p.id
          where not exists (
            select 1 from app_private.owner_activity x where x.owner_id = p.id and x.%1$I > 0)
          order by p.created_at %2$s, p.id %2$s
          limit $8 + $9)
       ) u
       order by u.%1$I %2$s, u.created_at %2$s, u.id %2$s
       limit $8 offset $9',
      counted, dir)
    using pattern, p_admin, p_blocked, p_from, p_to, p_has_listings, total, lim, off;
    return;
  end if;
  return query execute format(
    'select p.id, p.email, p.first_name, p.last_name, p.is_admin, p.suspended_at, p.created_at,
            coalesce(a.listings, 0), coalesce(a.inquiries, 0), %s
     from public.profiles p left join app_private.owner_activity a on a.owner_id = p.id
     where true %s
     order by %s p.created_at %s, p.id %s
     limit $8 offset $9',
    case when filters = '' then '$7' else 'count(*) over ()' end,
    filters, case when sort_key is null then '' else sort_key || ' ' || dir || ',' end, dir, dir)
  using pattern, p_admin, p_blocked, p_from, p_to, p_has_listings, total, lim, off;
end;
$$;
revoke all on function public.admin_list_users(text, boolean, boolean, boolean, date, date, text, text, integer, integer)
  from public, anon;
grant execute on function public.admin_list_users(text, boolean, boolean, boolean, date, date, text, text, integer, integer)
  to authenticated, service_role;
