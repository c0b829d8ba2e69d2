-- Two back-office pages in one round trip each (issue 21): an account's page, and the search report.

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
