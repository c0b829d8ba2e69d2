-- Issue 18: a listing changed after approval stayed published. An owner's change to what the
-- public reads (titles, descriptions, photos, price, contact…) of a published, under-offer or
-- sold business or property now goes to review as a pending revision; the approved version stays
-- online until an administrator applies the revision, so a seller's listing never disappears while
-- a correction is checked. Fields that cannot mislead stay immediate: the status (sold, under
-- offer…) and the freshness confirmation. Every writer that is not trusted goes through the rule:
-- the app, the Data API, the editor. Admins, the server key, imports and jobs write directly.

-- ---------------------------------------------------------------------------
-- Columns a revision never holds nor applies: the immediate ones (status, freshness), those other
-- triggers or admins maintain (search document, completeness, public projection, review fields,
-- dates, counters), identity and ownership. Every other column of the listing is revisable.
create or replace function public.listing_revision_excluded_keys()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'id', 'owner_id', 'seller_id', 'status', 'featured', 'view_count',
    'created_at', 'updated_at', 'published_at', 'last_confirmed_at', 'stale_since',
    'search_document', 'completeness', 'public_city', 'public_business_name',
    'submitted_at', 'reviewed_at', 'reviewed_by', 'rejection_reason'
  ]::text[];
$$;

revoke execute on function public.listing_revision_excluded_keys() from public;
grant execute on function public.listing_revision_excluded_keys() to authenticated, service_role;

-- ---------------------------------------------------------------------------
create table public.listing_revisions (
  item_kind text not null check (item_kind in ('entreprise', 'immobilier')),
  item_id bigint not null,
  owner_id uuid not null references public.profiles (id) on delete cascade,
  -- Column name → the value the owner wrote (to_jsonb of the row's column).
  changes jsonb not null check (pg_catalog.jsonb_typeof(changes) = 'object' and pg_catalog.octet_length(changes::text) <= 262144),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One pending revision per item: later edits are merged into it.
  primary key (item_kind, item_id)
);

comment on table public.listing_revisions is
  'Issue 18: pending changes to a public listing, awaiting review. Written only by the listing_revision_capture trigger; applied or rejected by admins.';

create index listing_revisions_owner_idx on public.listing_revisions (owner_id);
create index listing_revisions_pending_idx on public.listing_revisions (item_kind, updated_at);

alter table public.listing_revisions enable row level security;
create policy listing_revisions_select_owner_or_admin on public.listing_revisions
  for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
-- The owner withdraws their changes; an admin deletes any (apply/reject do so).
create policy listing_revisions_delete_owner_or_admin on public.listing_revisions
  for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

revoke all on table public.listing_revisions from public, anon, authenticated;
grant select, delete on public.listing_revisions to authenticated;
grant all on table public.listing_revisions to service_role;

-- A listing that is deleted takes its revision with it.
create or replace function public.listing_revision_forget()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.listing_revisions r
  where r.item_kind = case tg_table_name when 'entreprises' then 'entreprise' else 'immobilier' end
    and r.item_id = old.id;
  return null;
end;
$$;

revoke execute on function public.listing_revision_forget() from public, anon, authenticated;

create trigger entreprises_50_revision_forget after delete on public.entreprises
  for each row execute function public.listing_revision_forget();
create trigger immobilier_50_revision_forget after delete on public.immobilier
  for each row execute function public.listing_revision_forget();

-- ---------------------------------------------------------------------------
-- The capture. Runs right after moderation_guard (05 < 06), before the photos check (07), the
-- slug (10), the "prepare" triggers (20), freshness (25) and completeness (28): since the row
-- keeps its approved values, the search document, the public projection, the slug and the
-- completeness follow only when the revision is applied.
-- Security definer so it can write listing_revisions (no API role may); EXECUTE is revoked. The
-- caller's role is read from the `role` setting (SET ROLE by the API), current_user being the
-- definer here.
create or replace function public.listing_revision_capture()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := coalesce(pg_catalog.current_setting('role', true), '');
  kind text := case tg_table_name when 'entreprises' then 'entreprise' else 'immobilier' end;
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
  -- (A save that sends every field, the editor's, withdraws the revision first: lib/data.)
  select coalesce(r.changes, '{}'::jsonb) || diff into merged
  from (select 1) one
  left join public.listing_revisions r on r.item_kind = kind and r.item_id = old.id;
  select coalesce(pg_catalog.jsonb_object_agg(m.key, m.value), '{}'::jsonb) into merged
  from pg_catalog.jsonb_each(merged) m
  where m.value is distinct from old_row -> m.key;

  -- The table's own checks run when the revision is applied; until then it stays small (the
  -- longest legitimate listing is far below this: two 20,000-character descriptions and short fields).
  if pg_catalog.octet_length(merged::text) > 262144 then
    raise exception 'listing revision too large' using errcode = '23514';
  end if;
  if merged ? 'images' and not public.listing_images_valid(merged -> 'images', old.owner_id) then
    raise exception 'listing images refused: at most 30 photos, each a file of the listing owner''s folder with alt texts of at most 200 characters'
      using errcode = '23514';
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
$$;

revoke execute on function public.listing_revision_capture() from public, anon, authenticated;

create trigger entreprises_06_revision before update on public.entreprises
  for each row execute function public.listing_revision_capture();
create trigger immobilier_06_revision before update on public.immobilier
  for each row execute function public.listing_revision_capture();

-- ---------------------------------------------------------------------------
-- The decisions, logged with the other moderation events.
alter table public.moderation_events drop constraint moderation_events_action_check;
alter table public.moderation_events add constraint moderation_events_action_check
  check (action in ('status', 'featured', 'unfeatured', 'revision_approved', 'revision_rejected'));

-- The log of a decision is written by a trigger when apply/reject take the revision out (they say
-- which decision it is in transaction-local settings); an owner's withdrawal logs nothing. The API
-- roles keep no insert on the log.
create or replace function public.listing_revision_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  decision text := coalesce(pg_catalog.current_setting('app.listing_revision_decision', true), '');
begin
  if decision in ('approved', 'rejected') and public.is_admin() then
    insert into public.moderation_events (item_kind, item_id, owner_id, actor_id, actor_is_admin, action, reason)
    values (old.item_kind, old.item_id, old.owner_id, (select auth.uid()), true, 'revision_' || decision,
            nullif(pg_catalog.current_setting('app.listing_revision_reason', true), ''));
  end if;
  return null;
end;
$$;

revoke execute on function public.listing_revision_log() from public, anon, authenticated;

create trigger listing_revisions_log after delete on public.listing_revisions
  for each row execute function public.listing_revision_log();

-- Applies the pending revision of a listing: its revisable columns only, in one statement, then
-- deletes the revision and logs the decision. As the caller: RLS and the listing's triggers
-- (photos in the owner's folder, slug, search document, completeness) check it like any edit.
create or replace function public.apply_listing_revision(p_kind text, p_id bigint)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
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
  tbl := case p_kind when 'entreprise' then 'entreprises' when 'immobilier' then 'immobilier' end;
  if tbl is null then
    raise exception 'unknown listing kind %', p_kind using errcode = '22023';
  end if;
  -- The revisable columns the revision holds (a column dropped since is ignored). No whole-row
  -- reference to the listing: some of its columns are not readable by the API roles.
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
$$;

revoke execute on function public.apply_listing_revision(text, bigint) from public, anon;
grant execute on function public.apply_listing_revision(text, bigint) to authenticated, service_role;

-- Rejects (deletes) the pending revision with a reason the owner is told.
create or replace function public.reject_listing_revision(p_kind text, p_id bigint, p_reason text)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  rev public.listing_revisions;
begin
  if not public.is_admin() then
    raise exception 'only an administrator can reject a revision' using errcode = '42501';
  end if;
  if coalesce(pg_catalog.btrim(p_reason), '') = '' or pg_catalog.char_length(p_reason) > 2000 then
    raise exception 'a rejection needs a reason (at most 2000 characters)' using errcode = '23514';
  end if;
  perform pg_catalog.set_config('app.listing_revision_decision', 'rejected', true);
  perform pg_catalog.set_config('app.listing_revision_reason', pg_catalog.btrim(p_reason), true);
  delete from public.listing_revisions r where r.item_kind = p_kind and r.item_id = p_id returning r.* into rev;
  perform pg_catalog.set_config('app.listing_revision_decision', '', true);
  perform pg_catalog.set_config('app.listing_revision_reason', '', true);
  return rev.item_id is not null;
end;
$$;

revoke execute on function public.reject_listing_revision(text, bigint, text) from public, anon;
grant execute on function public.reject_listing_revision(text, bigint, text) to authenticated, service_role;
