-- Issue 21: franchisors write their own franchise pages, with the moderation of businesses,
-- properties and experts: draft → submitted → published (an administrator decides), the review
-- fields, the moderation log, and pending revisions of a published page. Until now only
-- administrators wrote franchises (issue 18).

alter table public.franchises
  add column submitted_at timestamptz,
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references public.profiles (id) on delete set null,
  add column rejection_reason text check (char_length(rejection_reason) <= 2000);

create index franchises_moderation_idx on public.franchises (status, submitted_at);

-- The franchise kind in the moderation log and the revisions.
alter table public.moderation_events drop constraint moderation_events_item_kind_check;
alter table public.moderation_events add constraint moderation_events_item_kind_check
  check (item_kind = any (array['entreprise', 'immobilier', 'expert', 'franchise']));
alter table public.listing_revisions drop constraint listing_revisions_item_kind_check;
alter table public.listing_revisions add constraint listing_revisions_item_kind_check
  check (item_kind = any (array['entreprise', 'immobilier', 'franchise']));

-- Owners write their own franchises, administrators every one (the triggers below decide the status).
drop policy franchises_insert_admin on public.franchises;
drop policy franchises_update_admin on public.franchises;
drop policy franchises_delete_admin on public.franchises;
create policy franchises_insert_own_or_admin on public.franchises for insert to authenticated
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy franchises_update_own_or_admin on public.franchises for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy franchises_delete_own_or_admin on public.franchises for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
grant update (rejection_reason) on public.franchises to authenticated;

create or replace function public.moderation_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
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
        if tg_table_name in ('entreprises', 'immobilier') then
          -- Nested for the same reason as the submission checks below (only listings have the column).
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
      -- What a review needs (the domains' *SubmissionIssues say the same per field).
      -- One IF per table: PL/pgSQL resolves every field of an expression against the row's table,
      -- so a check naming entreprises' columns cannot share a condition with the table test.
      -- Owners only: imports and admins may submit what they judge ready.
      if api_caller and not admin then
        if tg_table_name = 'entreprises' then
          if pg_catalog.char_length(pg_catalog.btrim(new.description_fr)) < 200
              or (not new.price_on_request and new.asking_price is null) or new.region_id is null then
            raise exception 'incomplete listing: description, price and region are needed for review' using errcode = '23514';
          end if;
        elsif tg_table_name = 'immobilier' then
          if pg_catalog.char_length(pg_catalog.btrim(new.description_fr)) < 200
              or (not new.price_on_request and ((new.transaction_type = 'sale' and new.price is null)
                                               or (new.transaction_type = 'lease' and new.lease_rate is null)))
              or new.region_id is null then
            raise exception 'incomplete listing: description, price or rent and region are needed for review' using errcode = '23514';
          end if;
        elsif tg_table_name = 'franchises' then
          -- A franchise page (lib/franchises/schema.ts franchiseSubmissionIssues): a description
          -- and the investment it asks for.
          if pg_catalog.char_length(pg_catalog.btrim(new.description_fr)) < 100 or new.investment_min is null then
            raise exception 'incomplete franchise: description and investment are needed for review' using errcode = '23514';
          end if;
        end if;
      end if;
      new.submitted_at := pg_catalog.now();
      new.rejection_reason := null;
    end if;
    if new_status = 'rejected' and coalesce(pg_catalog.btrim(new.rejection_reason), '') = '' then
      raise exception 'a rejection needs a reason' using errcode = '23514';
    end if;
    if new_status in ('published', 'rejected') and (tg_op = 'INSERT' or old_status in ('submitted', 'draft', 'archived', 'rejected')) then
      new.reviewed_at := pg_catalog.now();
      new.reviewed_by := coalesce((select auth.uid()), new.reviewed_by);
      if tg_table_name in ('experts', 'franchises') then
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
$function$;
comment on function public.moderation_guard() is 'Trigger on listings, expert profiles and franchises: for API callers, the allowed starting statuses and transitions, review fields kept the administrators'', confirmations dated now; for everyone, what a submission needs, a reason for a rejection, and the review and freshness dates a decision sets. Runs as the caller.';

create or replace function public.moderation_item_kind(p_table text)
 returns text
 language sql
 immutable
 set search_path to ''
as $function$
  select case p_table when 'entreprises' then 'entreprise' when 'immobilier' then 'immobilier'
    when 'experts' then 'expert' when 'franchises' then 'franchise' end;
$function$;
comment on function public.moderation_item_kind(text) is 'The item kind of a moderated table (entreprises → entreprise, …).';
revoke all on function public.moderation_item_kind(text) from public, anon;
grant execute on function public.moderation_item_kind(text) to authenticated, service_role;

create or replace function public.moderation_log()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  kind text := public.moderation_item_kind(tg_table_name);
  actor uuid := (select auth.uid());
  actor_admin boolean := coalesce((select p.is_admin from public.profiles p where p.id = actor), false);
begin
  if tg_op = 'INSERT' then
    insert into public.moderation_events (item_kind, item_id, owner_id, actor_id, actor_is_admin, action, from_status, to_status)
    values (kind, new.id, new.owner_id, actor, actor_admin, 'status', null, new.status::text);
    return null;
  end if;
  if new.status is distinct from old.status then
    insert into public.moderation_events (item_kind, item_id, owner_id, actor_id, actor_is_admin, action, from_status, to_status, reason)
    values (kind, new.id, new.owner_id, actor, actor_admin, 'status', old.status::text, new.status::text,
            case when new.status::text = 'rejected' then new.rejection_reason end);
  end if;
  if new.featured is distinct from old.featured then
    insert into public.moderation_events (item_kind, item_id, owner_id, actor_id, actor_is_admin, action)
    values (kind, new.id, new.owner_id, actor, actor_admin, case when new.featured then 'featured' else 'unfeatured' end);
  end if;
  return null;
end;
$function$;

create or replace function public.listing_revision_capture()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  caller text := coalesce(pg_catalog.current_setting('role', true), '');
  kind text := public.moderation_item_kind(tg_table_name);
  skip_keys text[] := public.listing_revision_excluded_keys();
  new_row jsonb;
  old_row jsonb;
  diff jsonb;
  merged jsonb;
begin
  if caller not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  if old.status::text not in ('published', 'under_offer', 'sold') then
    return new;
  end if;
  new_row := pg_catalog.to_jsonb(new) - skip_keys;
  old_row := pg_catalog.to_jsonb(old) - skip_keys;
  if new_row = old_row then
    return new;
  end if;

  select coalesce(pg_catalog.jsonb_object_agg(n.key, n.value), '{}'::jsonb) into diff
  from pg_catalog.jsonb_each(new_row) n
  where n.value is distinct from old_row -> n.key;

  -- Merged into the pending revision; a field whose value is the approved one again leaves it.
  select coalesce(r.changes, '{}'::jsonb) || diff into merged
  from (select 1) one
  left join public.listing_revisions r on r.item_kind = kind and r.item_id = old.id;
  select coalesce(pg_catalog.jsonb_object_agg(m.key, m.value), '{}'::jsonb) into merged
  from pg_catalog.jsonb_each(merged) m
  where m.value is distinct from old_row -> m.key;

  if pg_catalog.octet_length(merged::text) > 262144 then
    raise exception 'listing revision too large' using errcode = '23514';
  end if;
  if merged ? 'images' and not public.listing_images_valid(merged -> 'images', old.owner_id) then
    raise exception 'listing images refused: at most 30 photos, each a file of the listing owner''s folder with alt texts of at most 200 characters'
      using errcode = '23514';
  end if;
  -- A franchise's new logo is checked now, like the row's (image_url_guard): a file of the owner's folder.
  if merged ? 'logo_url' and merged ->> 'logo_url' is not null
     and (not public.is_project_storage_image_url(merged ->> 'logo_url')
          or pg_catalog.split_part(pg_catalog.substring(merged ->> 'logo_url', '/listing-images/(.*)$'), '/', 1) <> old.owner_id::text) then
    raise exception 'image url refused: a franchise''s logo is a file of its owner''s folder' using errcode = '23514';
  end if;

  if merged = '{}'::jsonb then
    delete from public.listing_revisions r where r.item_kind = kind and r.item_id = old.id;
  else
    insert into public.listing_revisions as r (item_kind, item_id, owner_id, changes)
    values (kind, old.id, old.owner_id, merged)
    on conflict (item_kind, item_id) do update
      set changes = excluded.changes, owner_id = excluded.owner_id, updated_at = pg_catalog.now();
  end if;

  -- The row keeps its approved values of every revisable column.
  new := pg_catalog.jsonb_populate_record(new, old_row);
  return new;
end;
$function$;
comment on function public.listing_revision_capture() is 'Trigger: an owner''s change to a public listing or franchise merges into its pending revision (a field back at its approved value leaves it) and the row keeps its approved values. Administrators and the server key write directly.';

create or replace function public.listing_revision_forget()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  delete from public.listing_revisions r
  where r.item_kind = public.moderation_item_kind(tg_table_name) and r.item_id = old.id;
  return null;
end;
$function$;

create or replace function public.apply_listing_revision(p_kind text, p_id bigint)
 returns boolean
 language plpgsql
 set search_path to ''
as $function$
declare
  rev public.listing_revisions;
  patch jsonb;
  tbl text;
  cols text;
  vals text;
begin
  if not public.is_admin() then
    raise exception 'only an administrator can approve a revision' using errcode = '42501';
  end if;
  -- Taken out first (the delete locks it): the same revision is never applied twice.
  perform pg_catalog.set_config('app.listing_revision_decision', 'approved', true);
  perform pg_catalog.set_config('app.listing_revision_reason', '', true);
  delete from public.listing_revisions r where r.item_kind = p_kind and r.item_id = p_id returning r.* into rev;
  perform pg_catalog.set_config('app.listing_revision_decision', '', true);
  if rev.item_id is null then
    return false;
  end if;
  patch := rev.changes - public.listing_revision_excluded_keys();
  tbl := case p_kind when 'entreprise' then 'entreprises' when 'immobilier' then 'immobilier' when 'franchise' then 'franchises' end;
  if tbl is null then
    raise exception 'unknown listing kind %', p_kind using errcode = '22023';
  end if;
  select pg_catalog.string_agg(pg_catalog.quote_ident(a.attname), ', ' order by a.attnum),
         pg_catalog.string_agg('p.' || pg_catalog.quote_ident(a.attname), ', ' order by a.attnum)
    into cols, vals
  from pg_catalog.pg_attribute a
  where a.attrelid = pg_catalog.to_regclass('public.' || tbl) and a.attnum > 0 and not a.attisdropped
    and a.attgenerated = '' and patch ? a.attname::text;
  if cols is not null then
    execute pg_catalog.format(
      'update public.%I t set (%s) = (select %s from pg_catalog.jsonb_populate_record(null::public.%I, $1) p) where t.id = $2',
      tbl, cols, vals, tbl)
      using patch, p_id;
  end if;
  return true;
end;
$function$;
comment on function public.apply_listing_revision(text,bigint) is 'Administrators: applies a listing''s or franchise''s pending revision (its revisable columns, in one statement), deletes it and logs the decision. Runs as the caller: RLS and the table''s triggers check it like any edit.';

-- A franchise's logo, like an expert's photo, is a file of its owner's folder when it is in listing-images.
create or replace function public.image_url_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
declare
  url text;
begin
  -- One IF per table: PL/pgSQL resolves every field of an expression against the row's table.
  if tg_table_name = 'profiles' then
    url := new.avatar_url;
  elsif tg_table_name = 'franchises' then
    url := new.logo_url;
    if url ~ '/storage/v1/object/public/listing-images/'
        and pg_catalog.split_part(pg_catalog.substring(url, '/listing-images/(.*)$'), '/', 1) <> new.owner_id::text then
      raise exception 'image url refused: a franchise''s logo is a file of its owner''s folder' using errcode = '23514';
    end if;
  elsif tg_table_name = 'experts' then
    url := new.photo_url;
    if url ~ '/storage/v1/object/public/listing-images/'
        and pg_catalog.split_part(pg_catalog.substring(url, '/listing-images/(.*)$'), '/', 1) <> new.owner_id::text then
      raise exception 'image url refused: an expert''s photo is a file of its owner''s folder' using errcode = '23514';
    end if;
  end if;
  if not public.is_project_storage_image_url(url) then
    raise exception 'image url refused: not a file of this project''s Storage' using errcode = '23514';
  end if;
  return new;
end;
$function$;
comment on function public.image_url_guard() is 'Trigger on profiles, franchises and experts: the avatar, logo or photo is a file of this project''s Storage; an expert''s photo or a franchise''s logo in listing-images is one of its owner''s folder.';

drop trigger franchises_07_image_url on public.franchises;
create trigger franchises_07_image_url before insert or update of logo_url, owner_id on public.franchises
  for each row execute function public.image_url_guard();
comment on trigger franchises_07_image_url on public.franchises is 'Refuses a logo that is not a file of this project''s Storage (of the owner''s folder when it is in listing-images).';

create trigger franchises_05_moderation before insert or update on public.franchises
  for each row execute function public.moderation_guard();
comment on trigger franchises_05_moderation on public.franchises is 'First: refuses a status change the caller may not make and keeps the review fields the administrators''.';
create trigger franchises_06_revision before update on public.franchises
  for each row execute function public.listing_revision_capture();
comment on trigger franchises_06_revision on public.franchises is 'An owner''s change to a published franchise waits for review as a revision.';
create trigger franchises_40_moderation_log after insert or update of status, featured on public.franchises
  for each row execute function public.moderation_log();
comment on trigger franchises_40_moderation_log on public.franchises is 'Logs status and featured changes to moderation_events.';
create trigger franchises_50_revision_forget after delete on public.franchises
  for each row execute function public.listing_revision_forget();
comment on trigger franchises_50_revision_forget on public.franchises is 'A deleted franchise takes its pending revision with it.';

create or replace function public.moderation_history(p_kind text default null, p_item_ids bigint[] default null, p_limit integer default 50, p_admin_only boolean default false)
 returns table(id bigint, item_kind text, item_id bigint, item_title text, item_slug text, actor_id uuid, actor_email text, actor_is_admin boolean, action text, from_status text, to_status text, reason text, created_at timestamp with time zone)
 language sql
 stable
 set search_path to ''
as $function$
  select m.id, m.item_kind, m.item_id,
         coalesce(e.title_fr, i.title_fr, x.name, f.name), coalesce(e.slug, i.slug, x.slug, f.slug),
         m.actor_id, p.email, m.actor_is_admin, m.action, m.from_status, m.to_status, m.reason, m.created_at
  from public.moderation_events m
  left join public.profiles p on p.id = m.actor_id
  left join public.entreprises e on m.item_kind = 'entreprise' and e.id = m.item_id
  left join public.immobilier i on m.item_kind = 'immobilier' and i.id = m.item_id
  left join public.experts x on m.item_kind = 'expert' and x.id = m.item_id
  left join public.franchises f on m.item_kind = 'franchise' and f.id = m.item_id
  where (p_kind is null or m.item_kind = p_kind)
    and (p_item_ids is null or m.item_id = any (p_item_ids))
    and (not p_admin_only or m.actor_is_admin)
  order by m.created_at desc, m.id desc
  limit least(greatest(p_limit, 1), 500);
$function$;

create or replace function public.moderation_queue_counts()
 returns table(kind text, status text, items bigint)
 language sql
 stable
 set search_path to ''
as $function$
  select 'entreprise', e.status::text, count(*) from public.entreprises e group by e.status
  union all
  select 'immobilier', i.status::text, count(*) from public.immobilier i group by i.status
  union all
  select 'expert', x.status::text, count(*) from public.experts x group by x.status
  union all
  select 'franchise', f.status::text, count(*) from public.franchises f group by f.status;
$function$;

create or replace function public.workspace_summary()
 returns table(kind text, status text, items bigint)
 language sql
 stable
 set search_path to ''
as $function$
  select 'entreprise', e.status::text, count(*) from public.entreprises e
    join app_private.entreprise_confidential o on o.entreprise_id = e.id
  where o.owner_id = (select auth.uid()) group by e.status
  union all
  select 'immobilier', i.status::text, count(*) from public.immobilier i where i.owner_id = (select auth.uid()) group by i.status
  union all
  select 'expert', x.status::text, count(*) from public.experts x where x.owner_id = (select auth.uid()) group by x.status
  union all
  select 'franchise', f.status::text, count(*) from public.franchises f where f.owner_id = (select auth.uid()) group by f.status;
$function$;
comment on function public.workspace_summary() is 'How many of the caller''s businesses, properties, expert profiles and franchises are in each status.';

-- The franchisor's list (mine) and the administrators' (all): the workspace lists' shape.
create or replace function public.list_workspace_franchises(p_scope text default 'mine', p_status text default null,
  p_search text default null, p_category_id bigint default null, p_owner_email text default null,
  p_from date default null, p_to date default null, p_sort text default 'updated', p_dir text default 'desc',
  p_limit integer default 25, p_offset integer default 0)
 returns table(id bigint, slug text, name text, status public.publication_status, featured boolean, category_id bigint,
   investment_min numeric, logo_url text, owner_id uuid, owner_email text, created_at timestamptz, updated_at timestamptz,
   submitted_at timestamptz, published_at timestamptz, rejection_reason text, total_count bigint)
 language sql
 stable
 set search_path to ''
as $function$
  with rows as (
    select f.id, f.slug, f.name, f.status, f.featured, f.category_id, f.investment_min, f.logo_url, f.owner_id,
           p.email as owner_email, f.created_at, f.updated_at, f.submitted_at, f.published_at, f.rejection_reason
    from public.franchises f
    left join public.profiles p on p.id = f.owner_id
    where (p_scope <> 'mine' or f.owner_id = (select auth.uid()))
      and (p_status is null or f.status::text = p_status)
      and (p_search is null or f.name ilike '%' || p_search || '%' or f.slug = p_search)
      and (p_category_id is null or f.category_id = p_category_id)
      and (p_owner_email is null or p.email ilike '%' || p_owner_email || '%')
      and (p_from is null or f.updated_at >= p_from)
      and (p_to is null or f.updated_at < p_to + 1)
  ), page as (
    select r.*, count(*) over () as total_count,
           row_number() over (order by
             case when p_scope = 'all' and p_status is null then (r.status = 'submitted') end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'title' then r.name end end asc,
             case when p_dir = 'desc' then case p_sort when 'title' then r.name end end desc,
             case when p_dir = 'asc' then case p_sort when 'price' then r.investment_min end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'price' then r.investment_min end end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at else r.updated_at end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at else r.updated_at end end desc nulls last,
             r.id desc) as position
    from rows r
  )
  select pg.id, pg.slug, pg.name, pg.status, pg.featured, pg.category_id, pg.investment_min, pg.logo_url, pg.owner_id,
         pg.owner_email, pg.created_at, pg.updated_at, pg.submitted_at, pg.published_at, pg.rejection_reason, pg.total_count
  from page pg
  where pg.position > greatest(p_offset, 0) and pg.position <= greatest(p_offset, 0) + least(greatest(p_limit, 1), 200)
  order by pg.position;
$function$;
comment on function public.list_workspace_franchises(text,text,text,bigint,text,date,date,text,text,integer,integer) is 'The caller''s franchises (mine) or every one RLS shows (all), filtered, in the chosen order, submitted first in the administrators'' queue.';
revoke all on function public.list_workspace_franchises(text,text,text,bigint,text,date,date,text,text,integer,integer) from public, anon;
grant execute on function public.list_workspace_franchises(text,text,text,bigint,text,date,date,text,text,integer,integer) to authenticated, service_role;
