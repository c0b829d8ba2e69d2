-- User administration in the back office (issue 21): admins edit profiles, grant and remove the
-- admin flag (never their own, never the last admin's) and block accounts. A blocked account
-- (suspended_at) writes nothing: a restrictive policy on every table of the API refuses its
-- inserts, updates and deletes, and the app signs it out with the reason. Every change an admin
-- makes to someone's profile goes to the audit log.

alter table public.profiles
  add column suspended_at timestamptz,
  add column suspension_reason text constraint profiles_suspension_reason_check check (char_length(suspension_reason) <= 500);

comment on column public.profiles.suspended_at is 'When an admin blocked the account (null: active). A blocked account writes nothing (RLS) and is signed out.';
comment on column public.profiles.suspension_reason is 'Why the account is blocked, shown to its owner.';

grant update (suspended_at, suspension_reason) on public.profiles to authenticated;

-- Whether the caller may write: not signed in (RLS decides the rest), or signed in and not blocked.
-- Runs as the caller, who reads their own profile (the select policy; the write policies that call
-- it are not involved, so profiles' own policies do not recurse).
create function public.caller_is_active()
returns boolean
language sql
stable
set search_path = ''
as $$
  select not exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.suspended_at is not null
  );
$$;

comment on function public.caller_is_active() is 'False when the caller''s account is blocked (profiles.suspended_at): every write policy requires it.';
revoke all on function public.caller_is_active() from public;
grant execute on function public.caller_is_active() to authenticated, service_role;

-- Every table of the API (and Storage) refuses a blocked account's writes, whatever its other policies allow.
do $$
declare
  t record;
begin
  for t in
    select c.relname from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity and not c.relispartition
  loop
    execute format('create policy %I on public.%I as restrictive for insert to authenticated with check ((select public.caller_is_active()))', t.relname || '_active_insert', t.relname);
    execute format('create policy %I on public.%I as restrictive for update to authenticated using ((select public.caller_is_active()))', t.relname || '_active_update', t.relname);
    execute format('create policy %I on public.%I as restrictive for delete to authenticated using ((select public.caller_is_active()))', t.relname || '_active_delete', t.relname);
  end loop;
end;
$$;

create policy objects_active_insert on storage.objects as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));
create policy objects_active_update on storage.objects as restrictive for update to authenticated
  using ((select public.caller_is_active()));
create policy objects_active_delete on storage.objects as restrictive for delete to authenticated
  using ((select public.caller_is_active()));

-- The guard: only an admin changes is_admin and the block; an admin never removes their own flag nor
-- blocks themselves; the last admin keeps the flag.
create or replace function public.profiles_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.id is distinct from old.id then
      raise exception 'profiles.id cannot be changed' using errcode = '42501';
    end if;
    if new.email is distinct from old.email then
      raise exception 'profiles.email follows the account e-mail and cannot be changed here' using errcode = '42501';
    end if;
    if (new.is_admin is distinct from old.is_admin
        or new.suspended_at is distinct from old.suspended_at
        or new.suspension_reason is distinct from old.suspension_reason) and not public.is_admin() then
      raise exception 'only an administrator can change is_admin or block an account' using errcode = '42501';
    end if;
    if old.is_admin and not new.is_admin and old.id = (select auth.uid()) then
      raise exception 'an administrator cannot remove their own admin flag' using errcode = '42501';
    end if;
    if new.suspended_at is not null and old.suspended_at is null and old.id = (select auth.uid()) then
      raise exception 'an administrator cannot block their own account' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  end if;
  if old.is_admin and not new.is_admin then
    -- Serialises demotions, so two at once cannot remove the last two admins.
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('profiles.is_admin'));
    if not exists (select 1 from public.profiles p where p.is_admin and p.id <> old.id and p.suspended_at is null) then
      raise exception 'the last administrator cannot be demoted' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

comment on trigger profiles_05_guard on public.profiles is 'First: through the API nobody changes id or email; only an administrator changes is_admin or blocks, never their own; the last active administrator keeps the flag.';

comment on function public.profiles_guard() is 'Trigger: through the API nobody changes id or email; only an administrator changes is_admin or blocks an account, never their own flag or account; created_at stays. The last active administrator keeps the flag, whoever asks.';

-- The audit log of what admins change on people's accounts.
create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references public.profiles (id) on delete set null,
  target_id uuid references public.profiles (id) on delete cascade,
  action text not null constraint admin_audit_log_action_check check (action in ('profile', 'admin_granted', 'admin_removed', 'blocked', 'unblocked')),
  changes jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

comment on table public.admin_audit_log is 'Who changed what on someone''s account, and when (profiles changed by an administrator, admin flag, blocks). Written by triggers only.';

create index admin_audit_log_target_idx on public.admin_audit_log (target_id, created_at desc);

alter table public.admin_audit_log enable row level security;

create policy admin_audit_log_select_admin on public.admin_audit_log
  for select to authenticated using ((select public.is_admin()));

revoke all on table public.admin_audit_log from public, anon, authenticated;
grant select on table public.admin_audit_log to authenticated;
grant all on table public.admin_audit_log to service_role;

create function app_private.profiles_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  changed jsonb := '{}'::jsonb;
  col text;
  action text;
begin
  -- Only what someone other than the owner changes (an administrator), and every change of the flag or the block.
  if actor is null or (actor = new.id and new.is_admin is not distinct from old.is_admin
      and new.suspended_at is not distinct from old.suspended_at) then
    return null;
  end if;
  foreach col in array array['first_name', 'last_name', 'mobile_phone', 'address_line1', 'address_line2', 'city',
    'province', 'country', 'postal_code', 'public_page_enabled', 'public_bio', 'public_slug', 'avatar_url',
    'is_admin', 'suspended_at', 'suspension_reason'] loop
    if (pg_catalog.to_jsonb(old) -> col) is distinct from (pg_catalog.to_jsonb(new) -> col) then
      changed := changed || pg_catalog.jsonb_build_object(col,
        pg_catalog.jsonb_build_array(pg_catalog.to_jsonb(old) -> col, pg_catalog.to_jsonb(new) -> col));
    end if;
  end loop;
  if changed = '{}'::jsonb then
    return null;
  end if;
  action := case
    when new.is_admin and not old.is_admin then 'admin_granted'
    when old.is_admin and not new.is_admin then 'admin_removed'
    when new.suspended_at is not null and old.suspended_at is null then 'blocked'
    when new.suspended_at is null and old.suspended_at is not null then 'unblocked'
    else 'profile'
  end;
  insert into public.admin_audit_log (actor_id, target_id, action, changes) values (actor, new.id, action, changed);
  return null;
end;
$$;

comment on function app_private.profiles_audit() is 'Trigger: writes what an administrator changed on a profile (each column''s old and new value) to admin_audit_log.';
revoke all on function app_private.profiles_audit() from public, anon, authenticated;

create trigger profiles_50_audit after update on public.profiles
  for each row execute function app_private.profiles_audit();
comment on trigger profiles_50_audit on public.profiles is 'After the sync: logs what an administrator changed, once the row is written.';

-- The back office's user list: search by name or e-mail, filters, order, each user's listings and
-- the inquiries their listings received; admins only. Runs as the caller: an admin reads every
-- profile, listing and inquiry through their own policies.
create function public.admin_list_users(
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
    else '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
begin
  if not public.is_admin() then
    raise exception 'only an administrator can list the users' using errcode = '42501';
  end if;
  if p_sort is distinct from 'listings' and p_sort is distinct from 'inquiries' then
    -- Ordered by a column of profiles: the page is chosen first, and only its users' listings and
    -- inquiries are counted (over the owner indexes), not every listing's.
    return query
    with found as (
      select p.id, p.email, p.first_name, p.last_name, p.is_admin, p.suspended_at, p.created_at,
             row_number() over (order by
               case when p_sort = 'name' and p_dir = 'asc' then pg_catalog.lower(pg_catalog.concat_ws(' ', p.last_name, p.first_name, p.email)) end asc,
               case when p_sort = 'name' and p_dir = 'desc' then pg_catalog.lower(pg_catalog.concat_ws(' ', p.last_name, p.first_name, p.email)) end desc,
               case when p_sort = 'email' and p_dir = 'asc' then p.email end asc,
               case when p_sort = 'email' and p_dir = 'desc' then p.email end desc,
               case when p_dir = 'asc' then p.created_at end asc,
               p.created_at desc,
               p.id) as position,
             count(*) over () as total
      from public.profiles p
      where (pattern is null or p.email ilike pattern or pg_catalog.concat_ws(' ', p.first_name, p.last_name) ilike pattern)
        and (p_admin is null or p.is_admin = p_admin)
        and (p_blocked is null or (p.suspended_at is not null) = p_blocked)
        and (p_from is null or p.created_at >= p_from::timestamp at time zone 'America/Toronto')
        and (p_to is null or p.created_at < (p_to + 1)::timestamp at time zone 'America/Toronto')
        and (p_has_listings is null
          or (exists (select 1 from app_private.entreprise_confidential c where c.owner_id = p.id)
              or exists (select 1 from public.immobilier i where i.owner_id = p.id)) = p_has_listings)
    )
    select f.id, f.email, f.first_name, f.last_name, f.is_admin, f.suspended_at, f.created_at,
      (select count(*) from app_private.entreprise_confidential c where c.owner_id = f.id)
        + (select count(*) from public.immobilier i where i.owner_id = f.id),
      (select count(*) from public.listing_inquiries q join app_private.entreprise_confidential c on c.entreprise_id = q.entreprise_id where c.owner_id = f.id)
        + (select count(*) from public.listing_inquiries q join public.immobilier i on i.id = q.immobilier_id where i.owner_id = f.id),
      f.total
    from found f
    where f.position > greatest(coalesce(p_offset, 0), 0)
      and f.position <= greatest(coalesce(p_offset, 0), 0) + least(greatest(coalesce(p_limit, 25), 1), 100)
    order by f.position;
    return;
  end if;
  -- Ordered by a count: every owner's listings and inquiries are counted once, grouped.
  return query
  with listings as (
    select o.owner_id, count(*) as n
    from (
      select c.owner_id from app_private.entreprise_confidential c
      union all
      select i.owner_id from public.immobilier i
    ) o
    group by o.owner_id
  ), inquiries as (
    select o.owner_id, count(*) as n
    from (
      select c.owner_id from public.listing_inquiries q join app_private.entreprise_confidential c on c.entreprise_id = q.entreprise_id
      union all
      select i.owner_id from public.listing_inquiries q join public.immobilier i on i.id = q.immobilier_id
    ) o
    group by o.owner_id
  ), found as (
    select p.id, p.email, p.first_name, p.last_name, p.is_admin, p.suspended_at, p.created_at,
           coalesce(l.n, 0) as listing_count, coalesce(q.n, 0) as inquiry_count
    from public.profiles p
    left join listings l on l.owner_id = p.id
    left join inquiries q on q.owner_id = p.id
    where (pattern is null or p.email ilike pattern or pg_catalog.concat_ws(' ', p.first_name, p.last_name) ilike pattern)
      and (p_admin is null or p.is_admin = p_admin)
      and (p_has_listings is null or (coalesce(l.n, 0) > 0) = p_has_listings)
      and (p_blocked is null or (p.suspended_at is not null) = p_blocked)
      and (p_from is null or p.created_at >= p_from::timestamp at time zone 'America/Toronto')
      and (p_to is null or p.created_at < (p_to + 1)::timestamp at time zone 'America/Toronto')
  )
  select f.*, count(*) over () as total_count
  from found f
  order by
    case when p_sort = 'name' and p_dir = 'asc' then pg_catalog.lower(pg_catalog.concat_ws(' ', f.last_name, f.first_name, f.email)) end asc,
    case when p_sort = 'name' and p_dir = 'desc' then pg_catalog.lower(pg_catalog.concat_ws(' ', f.last_name, f.first_name, f.email)) end desc,
    case when p_sort = 'email' and p_dir = 'asc' then f.email end asc,
    case when p_sort = 'email' and p_dir = 'desc' then f.email end desc,
    case when p_sort = 'listings' and p_dir = 'asc' then f.listing_count end asc,
    case when p_sort = 'listings' and p_dir = 'desc' then f.listing_count end desc,
    case when p_sort = 'inquiries' and p_dir = 'asc' then f.inquiry_count end asc,
    case when p_sort = 'inquiries' and p_dir = 'desc' then f.inquiry_count end desc,
    case when p_dir = 'asc' then f.created_at end asc,
    f.created_at desc,
    f.id
  limit least(greatest(coalesce(p_limit, 25), 1), 100) offset greatest(coalesce(p_offset, 0), 0);
end;
$$;

comment on function public.admin_list_users(text, boolean, boolean, boolean, date, date, text, text, integer, integer) is
  'A page of users for the back office (search by name or e-mail; admin, listings, blocked, sign-up dates; order) with their listings and the inquiries those received; admins only.';
revoke all on function public.admin_list_users(text, boolean, boolean, boolean, date, date, text, text, integer, integer) from public, anon;
grant execute on function public.admin_list_users(text, boolean, boolean, boolean, date, date, text, text, integer, integer) to authenticated, service_role;

-- The back office's counts run as the caller too (Supabase advisor 0028/0029: no security definer
-- function the API roles can execute): an admin reads every business and franchise through RLS.
alter function public.taxonomy_usage(text) security invoker;

-- The dashboard's rollup is counted by the admin who opens the dashboard, through their own policies.
alter function public.admin_activity(integer) security invoker;

grant select, insert, update on table app_private.activity_days to authenticated;

create policy activity_days_select_admin on app_private.activity_days
  for select to authenticated using ((select public.is_admin()));
create policy activity_days_insert_admin on app_private.activity_days
  for insert to authenticated with check ((select public.is_admin()));
create policy activity_days_update_admin on app_private.activity_days
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

comment on table app_private.activity_days is
  'Daily counts for the back office''s charts (Montréal days), written by admin_activity() as the admin who asks; admins only.';
