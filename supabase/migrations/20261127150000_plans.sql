-- Issue 21: the plans of /forfaits (Découverte, Professionnel, Premium) carried through sign-up,
-- set by the team (payment stays outside the site), and their limits enforced on listings.

create type public.plan_id as enum ('decouverte', 'professionnel', 'premium');
comment on type public.plan_id is 'The plans of /forfaits (lib/site/plans.ts presents the same numbers).';

----------------------------------------------------------------------------------------------------
-- What each plan allows: one row per plan, read by everyone, changed by migrations only.
----------------------------------------------------------------------------------------------------

create table public.plans (
  id public.plan_id primary key,
  position smallint not null unique,
  active_listings integer check (active_listings > 0),
  listing_days integer check (listing_days > 0),
  confidential_listing boolean not null,
  home_featured boolean not null
);
comment on table public.plans is 'What each plan allows, enforced by listing_plan_guard: active listings (null: unlimited), days a listing stays published (null: until sold), a confidential listing, the home page showcase.';
comment on column public.plans.active_listings is 'How many listings (businesses and properties together) may be submitted, published or under offer at once; null: unlimited.';
comment on column public.plans.listing_days is 'Days a listing stays published before expire_listings archives it; null: until sold.';

insert into public.plans (id, position, active_listings, listing_days, confidential_listing, home_featured) values
  ('decouverte', 1, 1, 60, true, false),
  ('professionnel', 2, 3, 90, true, false),
  ('premium', 3, null, null, true, true);

alter table public.plans enable row level security;
create policy plans_select_all on public.plans for select to anon, authenticated using (true);
revoke all on public.plans from public, anon, authenticated;
grant select on public.plans to anon, authenticated;
grant all on public.plans to service_role;

----------------------------------------------------------------------------------------------------
-- A user's plan: the one in force (set by an administrator) and the one asked for at sign-up.
----------------------------------------------------------------------------------------------------

alter table public.profiles
  add column plan public.plan_id not null default 'decouverte',
  add column plan_requested public.plan_id,
  add column plan_requested_at timestamptz,
  add column plan_changed_at timestamptz,
  add column plan_changed_by uuid references public.profiles (id) on delete set null;
comment on column public.profiles.plan is 'The plan in force; only an administrator changes it (profiles_plan_guard), each change logged in plan_changes.';
comment on column public.profiles.plan_requested is 'The plan the user asked for (at sign-up, from /forfaits, or from the workspace) and the team has not settled yet; setting the plan clears it.';
comment on column public.profiles.plan_changed_by is 'The administrator who last set the plan (plan_changes keeps every change).';

create table public.plan_changes (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  previous_plan public.plan_id not null,
  plan public.plan_id not null,
  changed_by uuid references public.profiles (id) on delete set null,
  changed_at timestamptz not null default now()
);
comment on table public.plan_changes is 'Audit log of plan changes: who set which plan for whom, and when. Written by the profiles_45_plan_log trigger only.';
create index plan_changes_user_idx on public.plan_changes (user_id, changed_at desc);
create index plan_changes_changed_by_idx on public.plan_changes (changed_by);
create index profiles_plan_changed_by_idx on public.profiles (plan_changed_by);

alter table public.plan_changes enable row level security;
create policy plan_changes_select_own_or_admin on public.plan_changes for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
revoke all on public.plan_changes from public, anon, authenticated;
grant select on public.plan_changes to authenticated;
grant all on public.plan_changes to service_role;

-- The plan asked for on /forfaits arrives with the sign-up's metadata (so it survives the e-mail confirmation).
create or replace function public.handle_new_auth_user()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  asked public.plan_id;
begin
  if pg_catalog.jsonb_typeof(meta) = 'string' then
    begin
      meta := (meta #>> '{}')::jsonb;
    exception when others then
      meta := '{}'::jsonb;
    end;
  end if;
  if pg_catalog.jsonb_typeof(meta) is distinct from 'object' then
    meta := '{}'::jsonb;
  end if;
  -- Only a known plan; the free one needs no settling.
  if meta ->> 'plan' in ('professionnel', 'premium') then
    asked := (meta ->> 'plan')::public.plan_id;
  end if;
  insert into public.profiles (id, email, first_name, last_name, plan_requested, plan_requested_at)
  values (
    new.id,
    new.email,
    nullif(pg_catalog.left(pg_catalog.btrim(meta ->> 'first_name'), 100), ''),
    nullif(pg_catalog.left(pg_catalog.btrim(meta ->> 'last_name'), 100), ''),
    asked,
    case when asked is not null then pg_catalog.now() end
  )
  on conflict (id) do nothing;
  return new;
end;
$function$;
comment on function public.handle_new_auth_user() is 'Trigger on auth.users: the profile of a new account, with its e-mail, the first and last names and the paid plan asked for at sign-up (trimmed, empty is null; lite''s metadata held as a JSON string is unwrapped).';
revoke all on function public.handle_new_auth_user() from public, anon, authenticated;

-- The user asks for a plan (plan_requested); only an administrator sets the plan in force.
grant update (plan, plan_requested) on public.profiles to authenticated;

create or replace function public.profiles_plan_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
declare
  api_caller boolean := current_user in ('anon', 'authenticated');
begin
  if new.plan is distinct from old.plan then
    if api_caller and not public.is_admin() then
      raise exception 'only administrators set a plan' using errcode = '42501';
    end if;
    -- Who and when (a database role keeps what it wrote, as the seed does).
    new.plan_changed_at := pg_catalog.now();
    if api_caller then
      new.plan_changed_by := auth.uid();
    end if;
    -- The request is settled.
    new.plan_requested := null;
    new.plan_requested_at := null;
  elsif new.plan_requested is distinct from old.plan_requested then
    -- Asking for the plan in force withdraws the request.
    if new.plan_requested = new.plan then
      new.plan_requested := null;
    end if;
    new.plan_requested_at := case when new.plan_requested is null then null else pg_catalog.now() end;
  end if;
  return new;
end;
$function$;
comment on function public.profiles_plan_guard() is 'Trigger: only an administrator changes the plan in force (who and when recorded, the request settled); a request is dated, and asking for the plan in force withdraws it. Runs as the caller.';
revoke all on function public.profiles_plan_guard() from public, anon, authenticated;

create trigger profiles_06_plan before update of plan, plan_requested on public.profiles
  for each row execute function public.profiles_plan_guard();
comment on trigger profiles_06_plan on public.profiles is 'After the guard: only an administrator sets the plan; requests are dated.';

create or replace function public.profiles_plan_log()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_days integer;
begin
  insert into public.plan_changes (user_id, previous_plan, plan, changed_by, changed_at)
  values (new.id, old.plan, new.plan, new.plan_changed_by, coalesce(new.plan_changed_at, pg_catalog.now()));
  -- The published listings follow the new duration: none for "until sold", else from now at the latest.
  select l.listing_days into v_days from public.plans l where l.id = new.plan;
  update public.entreprises
  set expires_at = case when v_days is null then null
                        else least(coalesce(expires_at, 'infinity'), pg_catalog.now() + pg_catalog.make_interval(days => v_days)) end
  where owner_id = new.id and status in ('published', 'under_offer');
  update public.immobilier
  set expires_at = case when v_days is null then null
                        else least(coalesce(expires_at, 'infinity'), pg_catalog.now() + pg_catalog.make_interval(days => v_days)) end
  where owner_id = new.id and status in ('published', 'under_offer');
  return null;
end;
$function$;
comment on function public.profiles_plan_log() is 'Trigger: a plan change goes to plan_changes (who and when) and gives the user''s published listings the plan''s duration. Runs as its owner (the listings'' owner column is not the API roles'').';
revoke all on function public.profiles_plan_log() from public, anon, authenticated;

create trigger profiles_45_plan_log after update of plan on public.profiles
  for each row when (new.plan is distinct from old.plan) execute function public.profiles_plan_log();
comment on trigger profiles_45_plan_log on public.profiles is 'Logs each plan change and applies its listing duration.';

----------------------------------------------------------------------------------------------------
-- The limits on listings (businesses and properties).
----------------------------------------------------------------------------------------------------

alter table public.entreprises add column expires_at timestamptz;
alter table public.immobilier add column expires_at timestamptz;
comment on column public.entreprises.expires_at is 'When the owner''s plan ends this publication (expire_listings archives it); null: until sold. Set by listing_plan_guard on publication.';
comment on column public.immobilier.expires_at is 'When the owner''s plan ends this publication (expire_listings archives it); null: until sold. Set by listing_plan_guard on publication.';
grant select (expires_at) on public.entreprises to authenticated;
grant select (expires_at) on public.immobilier to authenticated;
create index entreprises_expires_idx on public.entreprises (expires_at) where status in ('published', 'under_offer') and expires_at is not null;
create index immobilier_expires_idx on public.immobilier (expires_at) where status in ('published', 'under_offer') and expires_at is not null;

create or replace function public.listing_plan_guard()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  -- Runs as its owner, to count every listing of the owner: the caller is the session's role.
  api_caller boolean := coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated');
  active constant text[] := array['submitted', 'published', 'under_offer'];
  v_plan public.plans;
  v_active integer;
  activating boolean;
  featuring boolean;
  confidential boolean;
  publishing boolean;
begin
  -- Properties have no confidential flag: read through JSON, so one function serves both tables.
  confidential := coalesce((pg_catalog.to_jsonb(new) ->> 'confidential')::boolean, false);
  if tg_op = 'INSERT' then
    activating := new.status::text = any (active);
    featuring := new.featured;
    publishing := new.status = 'published';
  else
    activating := new.status::text = any (active)
      and (old.status::text <> all (active) or new.owner_id is distinct from old.owner_id);
    featuring := new.featured and not old.featured;
    confidential := confidential and not coalesce((pg_catalog.to_jsonb(old) ->> 'confidential')::boolean, false);
    publishing := new.status = 'published' and old.status not in ('published', 'under_offer');
  end if;
  if not (activating or featuring or confidential or publishing) then
    if new.status::text <> all (active) then
      new.expires_at := null;
    end if;
    return new;
  end if;

  select l.* into v_plan from public.profiles p join public.plans l on l.id = p.plan where p.id = new.owner_id;
  if not found then
    select l.* into v_plan from public.plans l where l.id = 'decouverte';
  end if;
  -- The limits hold for API callers, owners and administrators alike; imports and jobs are the team's.
  if api_caller then
    if confidential and not v_plan.confidential_listing then
      raise exception 'plan limit: confidential listing is not included in the plan %', v_plan.id using errcode = '23514';
    end if;
    if featuring and not v_plan.home_featured then
      raise exception 'plan limit: home page showcase is not included in the plan %', v_plan.id using errcode = '23514';
    end if;
    if activating and v_plan.active_listings is not null then
      -- One owner's activations one at a time, so two at once cannot both take the last place.
      perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('listing_plan:' || new.owner_id::text, 0));
      select (select count(*) from public.entreprises e
              where e.owner_id = new.owner_id and e.status in ('submitted', 'published', 'under_offer')
                and not (tg_table_name = 'entreprises' and e.id = new.id))
           + (select count(*) from public.immobilier i
              where i.owner_id = new.owner_id and i.status in ('submitted', 'published', 'under_offer')
                and not (tg_table_name = 'immobilier' and i.id = new.id))
        into v_active;
      if v_active >= v_plan.active_listings then
        raise exception 'plan limit: active listings, % of % in the plan %', v_active, v_plan.active_listings, v_plan.id
          using errcode = '23514';
      end if;
    end if;
  end if;
  -- A publication lasts as long as the plan allows, from now (a listing put back on sale starts again).
  if publishing then
    new.expires_at := case when v_plan.listing_days is null then null
                           else pg_catalog.now() + pg_catalog.make_interval(days => v_plan.listing_days) end;
  elsif new.status::text <> all (active) then
    new.expires_at := null;
  end if;
  return new;
end;
$function$;
comment on function public.listing_plan_guard() is 'Trigger on businesses and properties: for API callers (owners and administrators alike), what the owner''s plan allows — active listings (SQLSTATE 23514, "plan limit: …"), the home page showcase, a confidential listing —, and on publication the date the plan ends it. Runs as its owner to count all the owner''s listings.';
revoke all on function public.listing_plan_guard() from public, anon, authenticated;

create trigger entreprises_30_plan before insert or update on public.entreprises
  for each row execute function public.listing_plan_guard();
comment on trigger entreprises_30_plan on public.entreprises is 'After the moderation and completeness checks: the owner''s plan limits, and expires_at on publication.';
create trigger immobilier_30_plan before insert or update on public.immobilier
  for each row execute function public.listing_plan_guard();
comment on trigger immobilier_30_plan on public.immobilier is 'After the moderation and completeness checks: the owner''s plan limits, and expires_at on publication.';

create or replace function public.expire_listings()
 returns table(entreprises integer, immobilier integer)
 language plpgsql
 set search_path to ''
as $function$
#variable_conflict use_column
declare
  n_entreprises integer;
  n_immobilier integer;
begin
  update public.entreprises set status = 'archived'
  where status in ('published', 'under_offer') and expires_at <= pg_catalog.now();
  get diagnostics n_entreprises = row_count;
  update public.immobilier set status = 'archived'
  where status in ('published', 'under_offer') and expires_at <= pg_catalog.now();
  get diagnostics n_immobilier = row_count;
  return query select n_entreprises, n_immobilier;
end;
$function$;
comment on function public.expire_listings() is 'Job: archives the published and under-offer listings whose plan''s duration is over; returns how many of each kind.';
revoke all on function public.expire_listings() from public, anon, authenticated;
grant execute on function public.expire_listings() to service_role;

-- expires_at is the plan's, never part of an owner's pending revision.
create or replace function public.listing_revision_excluded_keys()
 returns text[]
 language sql
 immutable
 set search_path to ''
as $function$
  select array[
    'id', 'owner_id', 'seller_id', 'status', 'featured', 'view_count',
    'created_at', 'updated_at', 'published_at', 'last_confirmed_at', 'stale_since',
    'search_document', 'completeness', 'public_city', 'public_business_name',
    'submitted_at', 'reviewed_at', 'reviewed_by', 'rejection_reason', 'expires_at'
  ]::text[];
$function$;

-- Listings already published (the demo data) get their owner's duration from now.
update public.entreprises e set expires_at = pg_catalog.now() + pg_catalog.make_interval(days => l.listing_days)
from public.profiles p join public.plans l on l.id = p.plan
where p.id = e.owner_id and e.status in ('published', 'under_offer') and l.listing_days is not null;
update public.immobilier i set expires_at = pg_catalog.now() + pg_catalog.make_interval(days => l.listing_days)
from public.profiles p join public.plans l on l.id = p.plan
where p.id = i.owner_id and i.status in ('published', 'under_offer') and l.listing_days is not null;
