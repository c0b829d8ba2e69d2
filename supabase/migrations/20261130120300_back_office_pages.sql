-- Back-office pages (issue 21): an account's page and the search report in one round trip each, and the
-- users list's search through trigram indexes.

-- One account's page: the profile, what admins changed on it, its plan and the plan's latest changes with
-- who made them. Security invoker: the tables' policies decide what the caller reads, and anyone but an
-- administrator is refused first.

create function public.admin_user_page(p_user uuid, p_audit integer default 50, p_plan_changes integer default 5)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only an administrator can read an account''s page' using errcode = '42501';
  end if;
  return pg_catalog.jsonb_build_object(
    'account', (
      select pg_catalog.to_jsonb(a)
      from (
        select p.id, p.email, p.first_name, p.last_name, p.mobile_phone, p.address_line1, p.address_line2, p.city,
               p.province, p.country, p.postal_code, p.is_admin, p.suspended_at, p.suspension_reason, p.created_at,
               p.plan, p.plan_requested, p.plan_requested_at, p.plan_changed_at
        from public.profiles p
        where p.id = p_user
      ) a),
    'audit', coalesce((
      select pg_catalog.jsonb_agg(l order by l.created_at desc, l.id desc)
      from (
        select g.id, g.action, g.changes, g.created_at, pg_catalog.jsonb_build_object('email', actor.email) as actor
        from public.admin_audit_log g
        left join public.profiles actor on actor.id = g.actor_id
        where g.target_id = p_user
        order by g.created_at desc, g.id desc
        limit least(greatest(coalesce(p_audit, 50), 1), 200)
      ) l), '[]'::jsonb),
    'plan_changes', coalesce((
      select pg_catalog.jsonb_agg(c order by c.changed_at desc, c.id desc)
      from (
        select pc.id, pc.plan, pc.previous_plan, pc.changed_at, admin.email as changed_by
        from public.plan_changes pc
        left join public.profiles admin on admin.id = pc.changed_by
        where pc.user_id = p_user
        order by pc.changed_at desc, pc.id desc
        limit least(greatest(coalesce(p_plan_changes, 5), 1), 50)
      ) c), '[]'::jsonb));
end;
$$;
comment on function public.admin_user_page(uuid, integer, integer) is
  'One account''s back-office page in one call: the profile with its plan, the admin audit log and the plan''s latest changes (with the admins'' e-mails); admins only.';
revoke all on function public.admin_user_page(uuid, integer, integer) from public, anon;
grant execute on function public.admin_user_page(uuid, integer, integer) to authenticated, service_role;

-- The search report's page in one round trip: searches per day, one page of the searches, and the
-- filters used most, from the three readers of the daily rollups (their RLS: admins read, anyone else
-- reads nothing).
create function public.search_report(p_from date, p_to date, p_locale text default null, p_zero_only boolean default false,
  p_search text default null, p_sort text default 'searches', p_dir text default 'desc', p_limit integer default 25,
  p_offset integer default 0, p_filters integer default 15)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'days', coalesce((select pg_catalog.jsonb_agg(d order by d.day, d.locale) from public.search_report_days(p_from, p_to) d), '[]'::jsonb),
    'queries', coalesce((
      select pg_catalog.jsonb_agg(q)
      from public.search_report_queries(p_from, p_to, p_locale, p_zero_only, p_search, p_sort, p_dir, p_limit, p_offset) q), '[]'::jsonb),
    'filters', coalesce((
      select pg_catalog.jsonb_agg(f)
      from public.search_report_filters(p_from, p_to, p_locale, p_filters) f), '[]'::jsonb));
$$;
comment on function public.search_report(date, date, text, boolean, text, text, text, integer, integer, integer) is
  'Admins: the search report''s page in one call (searches per day and language, a page of the searches with the total, the filters used most), from the daily rollups.';
revoke all on function public.search_report(date, date, text, boolean, text, text, text, integer, integer, integer) from public, anon;
grant execute on function public.search_report(date, date, text, boolean, text, text, text, integer, integer, integer) to authenticated, service_role;

-- The users list's search (issue 21): by e-mail or name anywhere in them, through trigram indexes. The
-- function runs as its owner, after its own check that the caller is an administrator: under the
-- caller's RLS, a non-leakproof ILIKE is never pushed into an index, and every search scanned the
-- 20 000 profiles. The name is matched as first || ' ' || last, the indexed expression.
create index profiles_email_trgm_idx on public.profiles using gin (email extensions.gin_trgm_ops);
create index profiles_name_trgm_idx on public.profiles
  using gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '')) extensions.gin_trgm_ops);

create or replace function public.admin_list_users(p_search text default null, p_admin boolean default null, p_has_listings boolean default null, p_blocked boolean default null, p_from date default null, p_to date default null, p_sort text default 'created', p_dir text default 'desc', p_limit integer default 25, p_offset integer default 0)
returns table(id uuid, email text, first_name text, last_name text, is_admin boolean, suspended_at timestamp with time zone, created_at timestamp with time zone, listing_count bigint, inquiry_count bigint, total_count bigint)
language plpgsql
stable
security definer
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
    case when pattern is not null then 'and (p.email ilike $1 or (coalesce(p.first_name, '''') || '' '' || coalesce(p.last_name, '''')) ilike $1)' end,
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
revoke all on function public.admin_list_users(text, boolean, boolean, boolean, date, date, text, text, integer, integer) from public, anon;
grant execute on function public.admin_list_users(text, boolean, boolean, boolean, date, date, text, text, integer, integer) to authenticated, service_role;
