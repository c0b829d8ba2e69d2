-- The back office's dashboard (issue 21): 30 days of page views, searches, new listings, inquiries
-- and sign-ups. Each day is counted once into a small rollup (a closed day once after it ends,
-- today at most every ten minutes) over indexes on created_at, so no request scans the page-view log.

create index if not exists entreprises_created_at_idx on public.entreprises (created_at);
create index if not exists immobilier_created_at_idx on public.immobilier (created_at);
create index if not exists listing_inquiries_created_at_idx on public.listing_inquiries (created_at);
create index if not exists profiles_created_at_idx on public.profiles (created_at);

create table app_private.activity_days (
  day date primary key,
  page_views integer not null,
  searches integer not null,
  listings integer not null,
  inquiries integer not null,
  signups integer not null,
  computed_at timestamptz not null default now()
);

comment on table app_private.activity_days is
  'Daily counts for the back office''s charts (Montréal days), written by admin_activity(); nobody reads it directly.';

alter table app_private.activity_days enable row level security;
revoke all on table app_private.activity_days from public, anon, authenticated;
grant all on table app_private.activity_days to service_role;

create function public.admin_activity(p_days integer default 30)
returns table (day date, page_views integer, searches integer, listings integer, inquiries integer, signups integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := (pg_catalog.now() at time zone 'America/Toronto')::date;
  days integer := least(greatest(coalesce(p_days, 30), 1), 366);
  d date;
  starts timestamptz;
  ends timestamptz;
begin
  if not public.is_admin() then
    raise exception 'only an administrator can read the site''s activity' using errcode = '42501';
  end if;
  for d in select g::date from pg_catalog.generate_series(today - (days - 1), today, interval '1 day') g loop
    starts := d::timestamp at time zone 'America/Toronto';
    ends := (d + 1)::timestamp at time zone 'America/Toronto';
    -- A day is counted again only while it was still open when last counted (today: every ten minutes).
    if not exists (
      select 1 from app_private.activity_days a
      where a.day = d and (a.computed_at >= ends or (d = today and a.computed_at > pg_catalog.now() - interval '10 minutes'))
    ) then
      insert into app_private.activity_days as a (day, page_views, searches, listings, inquiries, signups, computed_at)
      values (
        d,
        (select count(*) from public.page_views v where v.created_at >= starts and v.created_at < ends),
        (select count(*) from public.search_queries q where q.created_at >= starts and q.created_at < ends),
        (select count(*) from public.entreprises e where e.created_at >= starts and e.created_at < ends)
          + (select count(*) from public.immobilier i where i.created_at >= starts and i.created_at < ends),
        (select count(*) from public.listing_inquiries l where l.created_at >= starts and l.created_at < ends),
        (select count(*) from public.profiles p where p.created_at >= starts and p.created_at < ends),
        pg_catalog.now()
      )
      on conflict on constraint activity_days_pkey do update set
        page_views = excluded.page_views, searches = excluded.searches, listings = excluded.listings,
        inquiries = excluded.inquiries, signups = excluded.signups, computed_at = excluded.computed_at;
    end if;
  end loop;
  return query
    select a.day, a.page_views, a.searches, a.listings, a.inquiries, a.signups
    from app_private.activity_days a
    where a.day between today - (days - 1) and today
    order by a.day;
end;
$$;

comment on function public.admin_activity(integer) is
  'The site''s activity per day over the last p_days Montréal days (page views, searches, new listings, inquiries, sign-ups), from the activity_days rollup; admins only.';

revoke all on function public.admin_activity(integer) from public, anon;
grant execute on function public.admin_activity(integer) to authenticated, service_role;

create function public.admin_work_counts()
returns table (new_financing_requests bigint, unhandled_messages bigint, pending_revisions bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    (select count(*) from public.financing_requests f where f.status = 'new'),
    (select count(*) from public.form_submissions s where s.handled_at is null),
    (select count(*) from public.listing_revisions r);
$$;

comment on function public.admin_work_counts() is
  'The back office''s to-do counts: new financing requests, unhandled contact messages, pending revisions. Runs as the caller: RLS shows admins every row.';

revoke all on function public.admin_work_counts() from public, anon;
grant execute on function public.admin_work_counts() to authenticated, service_role;
