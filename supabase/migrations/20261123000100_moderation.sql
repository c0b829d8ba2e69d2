-- Moderation of what sellers publish (issue 10, spec §3, §6): the allowed status transitions
-- written once, enforced by a trigger on every path (the app, the Data API, imports), review
-- fields only admins write, and an audit log of every decision.

-- ---------------------------------------------------------------------------
-- Review fields on listings and expert profiles.
alter table public.entreprises
  add column submitted_at timestamptz,
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references public.profiles (id) on delete set null,
  add column rejection_reason text check (char_length(rejection_reason) <= 2000);
alter table public.immobilier
  add column submitted_at timestamptz,
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references public.profiles (id) on delete set null,
  add column rejection_reason text check (char_length(rejection_reason) <= 2000);

create type public.licence_body as enum ('oaciq', 'cpa', 'barreau', 'chambre_notaires', 'amf', 'other');

alter table public.experts
  add column submitted_at timestamptz,
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references public.profiles (id) on delete set null,
  add column rejection_reason text check (char_length(rejection_reason) <= 2000),
  add column published_at timestamptz,
  add column licence_body public.licence_body,
  add column licence_number text check (char_length(licence_number) <= 60);

create index entreprises_moderation_idx on public.entreprises (status, submitted_at);
create index immobilier_moderation_idx on public.immobilier (status, submitted_at);
create index experts_moderation_idx on public.experts (status, submitted_at);

-- ---------------------------------------------------------------------------
-- The allowed transitions, once. `owner` rows are open to the item's owner and to admins;
-- `admin` rows to admins only. Experts only ever use the statuses their enum has.
create table public.status_transitions (
  from_status text not null,
  to_status text not null,
  actor text not null check (actor in ('owner', 'admin')),
  primary key (from_status, to_status)
);

comment on table public.status_transitions is 'Allowed status changes of listings and expert profiles (issue 10); enforced by moderation_guard().';

insert into public.status_transitions (from_status, to_status, actor) values
  ('draft', 'submitted', 'owner'),
  ('submitted', 'draft', 'owner'),
  ('rejected', 'submitted', 'owner'),
  ('archived', 'submitted', 'owner'),
  ('published', 'under_offer', 'owner'),
  ('under_offer', 'published', 'owner'),
  ('published', 'sold', 'owner'),
  ('under_offer', 'sold', 'owner'),
  ('draft', 'archived', 'owner'),
  ('submitted', 'archived', 'owner'),
  ('rejected', 'archived', 'owner'),
  ('published', 'archived', 'owner'),
  ('under_offer', 'archived', 'owner'),
  ('sold', 'archived', 'owner'),
  ('submitted', 'published', 'admin'),
  ('submitted', 'rejected', 'admin'),
  ('published', 'rejected', 'admin'),
  ('draft', 'published', 'admin'),
  ('archived', 'published', 'admin'),
  ('rejected', 'published', 'admin');

alter table public.status_transitions enable row level security;
create policy status_transitions_select_all on public.status_transitions for select to authenticated using (true);
revoke all on table public.status_transitions from public, anon, authenticated;
grant select on public.status_transitions to authenticated;
grant all on table public.status_transitions to service_role;

create or replace function public.status_transition_allowed(p_from text, p_to text, p_admin boolean)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.status_transitions t
    where t.from_status = p_from and t.to_status = p_to and (t.actor = 'owner' or p_admin));
$$;

revoke execute on function public.status_transition_allowed(text, text, boolean) from public;
grant execute on function public.status_transition_allowed(text, text, boolean) to authenticated, service_role;

-- auth.uid() in code that runs with the caller's rights (this guard, the workspace's list
-- functions) needs USAGE on the auth schema. Hosted Supabase grants it to the API roles; the
-- local stack does not. Usage only: auth's tables keep no grants for these roles.
grant usage on schema auth to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The guard on listings and expert profiles. API callers (anon, authenticated) get the rules;
-- the server key, migrations and the seed are trusted (they act for an admin or a job).
-- Not security definer: current_user must be the caller's role.
create or replace function public.moderation_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
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
        if tg_table_name <> 'experts' then
          -- Nested for the same reason as the submission checks below (experts have no such column).
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
      -- What a review needs (lib/schemas/business.ts businessSubmissionIssues says the same per field).
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
          -- A property likewise (lib/schemas/property.ts propertySubmissionIssues): the price of a
          -- sale or the rent of a lease (or "price on request"), a description and a region.
          if pg_catalog.char_length(pg_catalog.btrim(new.description_fr)) < 200
              or (not new.price_on_request and ((new.transaction_type = 'sale' and new.price is null)
                                               or (new.transaction_type = 'lease' and new.lease_rate is null)))
              or new.region_id is null then
            raise exception 'incomplete listing: description, price or rent and region are needed for review' using errcode = '23514';
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
      if tg_table_name = 'experts' then
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
$$;

revoke execute on function public.moderation_guard() from public, anon, authenticated;

-- Runs before the tables' own "prepare" triggers (names sort: 05 < 10 < 20).
create trigger entreprises_05_moderation before insert or update on public.entreprises
  for each row execute function public.moderation_guard();
create trigger immobilier_05_moderation before insert or update on public.immobilier
  for each row execute function public.moderation_guard();
create trigger experts_05_moderation before insert or update on public.experts
  for each row execute function public.moderation_guard();

-- ---------------------------------------------------------------------------
-- The audit log: every status change and every (un)featuring, with who, when and why.
create table public.moderation_events (
  id bigint generated always as identity primary key,
  item_kind text not null check (item_kind in ('entreprise', 'immobilier', 'expert')),
  item_id bigint not null,
  -- The item's owner when it happened: owners read their items' history.
  owner_id uuid references public.profiles (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  actor_is_admin boolean not null default false,
  action text not null check (action in ('status', 'featured', 'unfeatured')),
  from_status text,
  to_status text,
  reason text,
  created_at timestamptz not null default now()
);

comment on table public.moderation_events is 'Audit log of moderation (issue 10): written by triggers only.';

create index moderation_events_item_idx on public.moderation_events (item_kind, item_id, created_at desc);

alter table public.moderation_events enable row level security;
create policy moderation_events_select_owner_or_admin on public.moderation_events
  for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
revoke all on table public.moderation_events from public, anon, authenticated;
grant select on public.moderation_events to authenticated;
grant all on table public.moderation_events to service_role;

create or replace function public.moderation_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kind text := case tg_table_name when 'entreprises' then 'entreprise' when 'immobilier' then 'immobilier' else 'expert' end;
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
$$;

revoke execute on function public.moderation_log() from public, anon, authenticated;

create trigger entreprises_40_moderation_log after insert or update of status, featured on public.entreprises
  for each row execute function public.moderation_log();
create trigger immobilier_40_moderation_log after insert or update of status, featured on public.immobilier
  for each row execute function public.moderation_log();
create trigger experts_40_moderation_log after insert or update of status, featured on public.experts
  for each row execute function public.moderation_log();

-- ---------------------------------------------------------------------------
-- Grants: owners and admins write the new descriptive fields; review fields are written by
-- admins only (the guard resets them for others).
grant select (submitted_at, reviewed_at, reviewed_by, rejection_reason) on public.entreprises to authenticated;
grant update (rejection_reason) on public.entreprises to authenticated;
grant select (submitted_at, reviewed_at, reviewed_by, rejection_reason) on public.immobilier to authenticated;
grant update (rejection_reason) on public.immobilier to authenticated;
grant select (submitted_at, reviewed_at, reviewed_by, rejection_reason, published_at, licence_body, licence_number) on public.experts to anon, authenticated;
grant insert (licence_body, licence_number) on public.experts to authenticated;
grant update (rejection_reason, licence_body, licence_number) on public.experts to authenticated;

-- ---------------------------------------------------------------------------
-- Inquiries: the owner's inbox can archive them as well as mark them read.
alter table public.listing_inquiries add column archived_at timestamptz;
grant update (archived_at) on public.listing_inquiries to authenticated;

create or replace function public.listing_inquiries_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.created_at := pg_catalog.now();
      new.read_at := null;
      new.archived_at := null;
    elsif (pg_catalog.to_jsonb(new) - 'read_at' - 'archived_at') <> (pg_catalog.to_jsonb(old) - 'read_at' - 'archived_at') then
      raise exception 'only read_at and archived_at of an inquiry can change' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;
