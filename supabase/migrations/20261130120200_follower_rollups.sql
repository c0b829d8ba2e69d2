-- The followers page at 20 000 users (issue 21): followers per industry and in all, kept by statement
-- triggers on user_industry_preferences, instead of counting every preference on each request; and the
-- followers list built from the filters given, so the e-mail and sign-up indexes serve its order.

create table app_private.industry_followers (
  industry_id bigint primary key,
  n bigint not null
);
comment on table app_private.industry_followers is
  'How many users follow each industry, kept by triggers on user_industry_preferences; admins read it.';

create table app_private.follower_total (
  singleton boolean primary key default true check (singleton),
  n bigint not null
);
comment on table app_private.follower_total is
  'How many users follow at least one industry (one row), kept by triggers on user_industry_preferences; admins read it.';

alter table app_private.industry_followers enable row level security;
alter table app_private.follower_total enable row level security;
create policy industry_followers_select_admin on app_private.industry_followers
  for select to authenticated using ((select public.is_admin()));
create policy follower_total_select_admin on app_private.follower_total
  for select to authenticated using ((select public.is_admin()));
revoke all on table app_private.industry_followers, app_private.follower_total from public, anon, authenticated;
grant select on table app_private.industry_followers, app_private.follower_total to authenticated;
grant all on table app_private.industry_followers, app_private.follower_total to service_role;

create function app_private.industry_followers_apply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    -- Only the service role may update a preference (the API's users add and remove them): count again.
    delete from app_private.industry_followers;
    insert into app_private.industry_followers (industry_id, n)
    select p.industry_id, count(*) from public.user_industry_preferences p group by p.industry_id;
    update app_private.follower_total
    set n = (select count(*) from (select distinct p.user_id from public.user_industry_preferences p) d);
    return null;
  end if;
  if tg_op = 'DELETE' then
    perform 1 from app_private.industry_followers c
    where c.industry_id in (select o.industry_id from old_rows o)
    order by c.industry_id
    for update;
    update app_private.industry_followers c set n = c.n - d.n
    from (select o.industry_id, count(*) as n from old_rows o group by o.industry_id) d
    where c.industry_id = d.industry_id;
    -- Who follows nothing any more.
    update app_private.follower_total set n = n - (
      select count(distinct o.user_id) from old_rows o
      where not exists (select 1 from public.user_industry_preferences p where p.user_id = o.user_id));
  else
    insert into app_private.industry_followers as c (industry_id, n)
    select r.industry_id, count(*) from new_rows r group by r.industry_id
    order by r.industry_id
    on conflict (industry_id) do update set n = c.n + excluded.n;
    -- Who followed nothing before: every preference they have now came with this statement.
    update app_private.follower_total set n = n + (
      select count(*) from (
        select r.user_id, count(*) as added from new_rows r group by r.user_id
      ) a
      where a.added = (select count(*) from public.user_industry_preferences p where p.user_id = a.user_id));
  end if;
  return null;
end;
$$;
comment on function app_private.industry_followers_apply() is
  'Trigger: keeps app_private.industry_followers and app_private.follower_total.';
revoke all on function app_private.industry_followers_apply() from public, anon, authenticated;

create trigger user_industry_preferences_70_followers_insert after insert on public.user_industry_preferences
  referencing new table as new_rows for each statement execute function app_private.industry_followers_apply();
create trigger user_industry_preferences_70_followers_update after update on public.user_industry_preferences
  for each statement execute function app_private.industry_followers_apply();
create trigger user_industry_preferences_70_followers_delete after delete on public.user_industry_preferences
  referencing old table as old_rows for each statement execute function app_private.industry_followers_apply();

insert into app_private.industry_followers (industry_id, n)
select p.industry_id, count(*) from public.user_industry_preferences p group by p.industry_id;
insert into app_private.follower_total (n)
select count(*) from (select distinct p.user_id from public.user_industry_preferences p) d;

-- An administrator reads the rollup; anyone else counts their own preferences (as before).
create or replace function public.industry_follower_counts()
returns table(industry_id bigint, name_fr text, name_en text, followers bigint)
language sql
stable
set search_path = ''
as $$
  select i.id, i.name_fr, i.name_en,
         case when (select public.is_admin())
           then coalesce((select c.n from app_private.industry_followers c where c.industry_id = i.id), 0)
           else (select count(*) from public.user_industry_preferences p where p.industry_id = i.id) end
  from public.entreprise_industries i
  order by 4 desc, i.name_fr;
$$;

create or replace function public.list_industry_followers(p_industry_id bigint default null, p_search text default null, p_sort text default 'email', p_dir text default 'asc', p_limit integer default 25, p_offset integer default 0)
returns table(user_id uuid, email text, first_name text, last_name text, industry_ids bigint[], created_at timestamp with time zone, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
declare
  dir text := case when p_dir = 'desc' then 'desc' else 'asc' end;
  sort_key text := case p_sort
    when 'name' then 'pg_catalog.concat_ws('' '', u.last_name, u.first_name)'
    when 'count' then '(select count(*) from public.user_industry_preferences c where c.user_id = u.id)'
    when 'joined' then 'u.created_at'
    else 'u.email' end;
  filters text;
  total bigint;
begin
  -- Followers only: one who follows nothing is not listed. Only the filters given, as above.
  filters := concat_ws(' ',
    case when p_industry_id is not null
      then 'and exists (select 1 from public.user_industry_preferences f where f.user_id = u.id and f.industry_id = $1)'
      else 'and exists (select 1 from public.user_industry_preferences f where f.user_id = u.id)' end,
    case when p_search is not null
      then 'and (u.email ilike ''%'' || $2 || ''%'' or pg_catalog.concat_ws('' '', u.first_name, u.last_name) ilike ''%'' || $2 || ''%'')' end);
  if p_search is null and (select public.is_admin()) then
    -- An administrator's count of everyone: the rollups.
    if p_industry_id is null then
      select coalesce(max(t.n), 0) into total from app_private.follower_total t;
    else
      select coalesce(max(c.n), 0) into total from app_private.industry_followers c where c.industry_id = p_industry_id;
    end if;
  elsif p_search is null then
    if p_industry_id is null then
      select count(*) into total from (select distinct f.user_id from public.user_industry_preferences f) d;
    else
      select count(*) into total from public.user_industry_preferences f where f.industry_id = p_industry_id;
    end if;
  else
    execute 'select count(*) from public.profiles u where true ' || filters into total using p_industry_id, p_search;
  end if;
  return query execute format(
    'select u.id, u.email, u.first_name, u.last_name,
            (select pg_catalog.array_agg(f.industry_id order by f.industry_id) from public.user_industry_preferences f where f.user_id = u.id),
            u.created_at, $3
     from public.profiles u
     where true %s
     order by %s %s, u.id
     limit $4 offset $5',
    filters, sort_key, dir)
  using p_industry_id, p_search, total, least(greatest(p_limit, 1), 200), greatest(p_offset, 0);
end;
$$;
