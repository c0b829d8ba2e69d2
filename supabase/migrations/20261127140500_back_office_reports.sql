-- Issue 21: the back office's contact messages, search analytics and followed industries.

-- /admin/gestion/formulaires: an administrator sends a message's e-mail again and records how it went.
grant update (mail_status, mail_error) on public.form_submissions to authenticated;
create index form_submissions_handled_idx on public.form_submissions (handled_at nulls first, created_at desc);

----------------------------------------------------------------------------------------------------
-- /admin/gestion/search-queries: the search log read through daily rollups kept by a trigger, so a
-- report over any date range reads a few rows per day, never the log itself.
----------------------------------------------------------------------------------------------------

create table public.search_query_days (
  day date not null,
  locale text not null check (locale in ('fr', 'en')),
  search_key text not null,
  query text,
  filters jsonb not null default '{}'::jsonb,
  searches integer not null default 0,
  zero_results integer not null default 0,
  primary key (day, locale, search_key)
);
comment on table public.search_query_days is 'Searches per day, language and search (words folded to lower case, filters without page and sort); kept by search_queries_rollup(). Admins read it.';

create table public.search_filter_days (
  day date not null,
  locale text not null check (locale in ('fr', 'en')),
  filter text not null,
  value text not null,
  searches integer not null default 0,
  primary key (day, locale, filter, value)
);
comment on table public.search_filter_days is 'How often each filter value was used per day and language; kept by search_queries_rollup(). Admins read it.';

alter table public.search_query_days enable row level security;
alter table public.search_filter_days enable row level security;
create policy search_query_days_select_admin on public.search_query_days for select to authenticated
  using ((select public.is_admin()));
create policy search_filter_days_select_admin on public.search_filter_days for select to authenticated
  using ((select public.is_admin()));
revoke all on public.search_query_days, public.search_filter_days from public, anon, authenticated;
grant select on public.search_query_days, public.search_filter_days to authenticated;
grant all on public.search_query_days, public.search_filter_days to service_role;

create or replace function public.search_log_day(p_at timestamptz)
 returns date
 language sql
 stable
 set search_path to ''
as $function$
  -- The team's calendar day (Quebec).
  select (p_at at time zone 'America/Toronto')::date;
$function$;
comment on function public.search_log_day(timestamptz) is 'The calendar day of a logged search, in the team''s time zone (Quebec).';
revoke all on function public.search_log_day(timestamptz) from public, anon;
grant execute on function public.search_log_day(timestamptz) to authenticated, service_role;

create or replace function public.search_log_filters(p_filters jsonb)
 returns jsonb
 language sql
 immutable
 set search_path to ''
as $function$
  -- What describes a search: its filters, without the page and the order of the results.
  select coalesce(p_filters, '{}'::jsonb) - 'page' - 'sort';
$function$;
comment on function public.search_log_filters(jsonb) is 'The filters that describe a logged search (page and sort left out).';
revoke all on function public.search_log_filters(jsonb) from public, anon;
grant execute on function public.search_log_filters(jsonb) to authenticated, service_role;

create or replace function public.search_queries_rollup()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_day date := public.search_log_day(new.created_at);
  v_query text := pg_catalog.lower(pg_catalog.btrim(coalesce(new.query, '')));
  v_filters jsonb := public.search_log_filters(new.filters);
begin
  insert into public.search_query_days as d (day, locale, search_key, query, filters, searches, zero_results)
  values (v_day, new.locale, pg_catalog.md5(v_query || ' ' || v_filters::text), nullif(v_query, ''), v_filters, 1,
          case when new.result_count = 0 then 1 else 0 end)
  on conflict (day, locale, search_key) do update
    set searches = d.searches + 1, zero_results = d.zero_results + excluded.zero_results;
  insert into public.search_filter_days as d (day, locale, filter, value, searches)
  select v_day, new.locale, f.key, v.value, 1
  from pg_catalog.jsonb_each(v_filters) f
  cross join lateral (
    select e #>> '{}' as value from pg_catalog.jsonb_array_elements(
      case when pg_catalog.jsonb_typeof(f.value) = 'array' then f.value else pg_catalog.jsonb_build_array(f.value) end) e
  ) v
  where v.value is not null and v.value <> '' and v.value <> 'false'
  on conflict (day, locale, filter, value) do update set searches = d.searches + 1;
  return null;
end;
$function$;
comment on function public.search_queries_rollup() is 'Trigger: adds a logged search to the daily rollups (search_query_days, search_filter_days).';
revoke all on function public.search_queries_rollup() from public, anon, authenticated;

create trigger search_queries_40_rollup after insert on public.search_queries
  for each row execute function public.search_queries_rollup();
comment on trigger search_queries_40_rollup on public.search_queries is 'Keeps the daily rollups the back office reads.';

-- The searches logged before the rollups existed.
insert into public.search_query_days (day, locale, search_key, query, filters, searches, zero_results)
select public.search_log_day(s.created_at), s.locale,
       pg_catalog.md5(pg_catalog.lower(pg_catalog.btrim(coalesce(s.query, ''))) || ' ' || public.search_log_filters(s.filters)::text),
       nullif(pg_catalog.lower(pg_catalog.btrim(coalesce(s.query, ''))), ''), public.search_log_filters(s.filters),
       count(*), count(*) filter (where s.result_count = 0)
from public.search_queries s
group by 1, 2, 3, 4, 5;
insert into public.search_filter_days (day, locale, filter, value, searches)
select public.search_log_day(s.created_at), s.locale, f.key, v.value, count(*)
from public.search_queries s
cross join lateral pg_catalog.jsonb_each(public.search_log_filters(s.filters)) f
cross join lateral (
  select e #>> '{}' as value from pg_catalog.jsonb_array_elements(
    case when pg_catalog.jsonb_typeof(f.value) = 'array' then f.value else pg_catalog.jsonb_build_array(f.value) end) e
) v
where v.value is not null and v.value <> '' and v.value <> 'false'
group by 1, 2, 3, 4;

create or replace function public.search_report_queries(p_from date, p_to date, p_locale text default null,
  p_zero_only boolean default false, p_search text default null, p_sort text default 'searches',
  p_dir text default 'desc', p_limit integer default 25, p_offset integer default 0)
 returns table(search_key text, query text, filters jsonb, searches bigint, zero_results bigint, last_day date, total_count bigint)
 language sql
 stable
 set search_path to ''
as $function$
  with grouped as (
    select d.search_key, min(d.query) as query, min(d.filters::text)::jsonb as filters,
           sum(d.searches)::bigint as searches, sum(d.zero_results)::bigint as zero_results, max(d.day) as last_day
    from public.search_query_days d
    where d.day between p_from and p_to
      and (p_locale is null or d.locale = p_locale)
      and (p_search is null or d.query like '%' || pg_catalog.lower(p_search) || '%')
    group by d.search_key
  ), kept as (
    select g.* from grouped g where not p_zero_only or g.zero_results > 0
  ), page as (
    select k.*, count(*) over () as total_count,
           row_number() over (order by
             case when p_dir = 'asc' then case p_sort when 'zero' then k.zero_results when 'searches' then k.searches end end asc,
             case when p_dir = 'desc' then case p_sort when 'zero' then k.zero_results when 'searches' then k.searches end end desc,
             case when p_dir = 'asc' then case p_sort when 'query' then k.query when 'last' then k.last_day::text end end asc nulls first,
             case when p_dir = 'desc' then case p_sort when 'query' then k.query when 'last' then k.last_day::text end end desc nulls last,
             k.searches desc, k.search_key) as position
    from kept k
  )
  select p.search_key, p.query, p.filters, p.searches, p.zero_results, p.last_day, p.total_count
  from page p
  where p.position > greatest(p_offset, 0) and p.position <= greatest(p_offset, 0) + least(greatest(p_limit, 1), 200)
  order by p.position;
$function$;
comment on function public.search_report_queries(date,date,text,boolean,text,text,text,integer,integer) is 'Admins: the searches of a date range (and language) with how often each ran and found nothing, from the daily rollup; a page and the total.';
revoke all on function public.search_report_queries(date,date,text,boolean,text,text,text,integer,integer) from public, anon;
grant execute on function public.search_report_queries(date,date,text,boolean,text,text,text,integer,integer) to authenticated, service_role;

create or replace function public.search_report_days(p_from date, p_to date)
 returns table(day date, locale text, searches bigint, zero_results bigint)
 language sql
 stable
 set search_path to ''
as $function$
  select d.day, d.locale, sum(d.searches)::bigint, sum(d.zero_results)::bigint
  from public.search_query_days d
  where d.day between p_from and p_to
  group by d.day, d.locale
  order by d.day, d.locale;
$function$;
comment on function public.search_report_days(date,date) is 'Admins: searches and searches without a result per day and language, from the daily rollup.';
revoke all on function public.search_report_days(date,date) from public, anon;
grant execute on function public.search_report_days(date,date) to authenticated, service_role;

create or replace function public.search_report_filters(p_from date, p_to date, p_locale text default null, p_limit integer default 20)
 returns table(filter text, value text, searches bigint)
 language sql
 stable
 set search_path to ''
as $function$
  select f.filter, f.value, sum(f.searches)::bigint as searches
  from public.search_filter_days f
  where f.day between p_from and p_to and (p_locale is null or f.locale = p_locale)
  group by f.filter, f.value
  order by searches desc, f.filter, f.value
  limit least(greatest(p_limit, 1), 100);
$function$;
comment on function public.search_report_filters(date,date,text,integer) is 'Admins: the filter values most used in a date range (and language), from the daily rollup.';
revoke all on function public.search_report_filters(date,date,text,integer) from public, anon;
grant execute on function public.search_report_filters(date,date,text,integer) to authenticated, service_role;

----------------------------------------------------------------------------------------------------
-- /admin/gestion/user-preferences: how many users follow each industry, and who follows what.
----------------------------------------------------------------------------------------------------

create or replace function public.industry_follower_counts()
 returns table(industry_id bigint, name_fr text, name_en text, followers bigint)
 language sql
 stable
 set search_path to ''
as $function$
  -- Every industry, followed or not (an index-only count per industry).
  select i.id, i.name_fr, i.name_en,
         (select count(*) from public.user_industry_preferences p where p.industry_id = i.id)
  from public.entreprise_industries i
  order by 4 desc, i.name_fr;
$function$;
comment on function public.industry_follower_counts() is 'Admins: how many users follow each industry (RLS shows a user only their own preferences).';
revoke all on function public.industry_follower_counts() from public, anon;
grant execute on function public.industry_follower_counts() to authenticated, service_role;

create or replace function public.list_industry_followers(p_industry_id bigint default null, p_search text default null,
  p_sort text default 'email', p_dir text default 'asc', p_limit integer default 25, p_offset integer default 0)
 returns table(user_id uuid, email text, first_name text, last_name text, industry_ids bigint[], created_at timestamptz, total_count bigint)
 language sql
 stable
 set search_path to ''
as $function$
  with followers as (
    select p.user_id, pg_catalog.array_agg(p.industry_id order by p.industry_id) as industry_ids
    from public.user_industry_preferences p
    group by p.user_id
  ), rows as (
    select u.id as user_id, u.email, u.first_name, u.last_name, f.industry_ids, u.created_at
    from followers f
    join public.profiles u on u.id = f.user_id
    where (p_industry_id is null or p_industry_id = any (f.industry_ids))
      and (p_search is null or u.email ilike '%' || p_search || '%'
           or pg_catalog.concat_ws(' ', u.first_name, u.last_name) ilike '%' || p_search || '%')
  ), page as (
    select r.*, count(*) over () as total_count,
           row_number() over (order by
             case when p_dir = 'asc' then case p_sort when 'email' then r.email when 'name' then pg_catalog.concat_ws(' ', r.last_name, r.first_name) end end asc,
             case when p_dir = 'desc' then case p_sort when 'email' then r.email when 'name' then pg_catalog.concat_ws(' ', r.last_name, r.first_name) end end desc,
             case when p_dir = 'asc' then case p_sort when 'count' then pg_catalog.cardinality(r.industry_ids) end end asc,
             case when p_dir = 'desc' then case p_sort when 'count' then pg_catalog.cardinality(r.industry_ids) end end desc,
             case when p_dir = 'asc' then case p_sort when 'joined' then r.created_at end end asc,
             case when p_dir = 'desc' then case p_sort when 'joined' then r.created_at end end desc,
             r.user_id) as position
    from rows r
  )
  select pg.user_id, pg.email, pg.first_name, pg.last_name, pg.industry_ids, pg.created_at, pg.total_count
  from page pg
  where pg.position > greatest(p_offset, 0) and pg.position <= greatest(p_offset, 0) + least(greatest(p_limit, 1), 200)
  order by pg.position;
$function$;
comment on function public.list_industry_followers(bigint,text,text,text,integer,integer) is 'Admins: the users who follow industries, with the industries each follows; by industry and name or e-mail, a page and the total.';
revoke all on function public.list_industry_followers(bigint,text,text,text,integer,integer) from public, anon;
grant execute on function public.list_industry_followers(bigint,text,text,text,integer,integer) to authenticated, service_role;
