-- Security Advisor lints 0028 and 0029 for the services of issue 11: no SECURITY DEFINER function
-- of the valuation and financing migrations stays executable by anon or authenticated. As in
-- 20261123100300_no_definer_functions_for_api_roles.sql, what the caller may not read directly is
-- read from a projection in app_private (a schema the Data API does not expose) under row-level
-- security, as the caller (security invoker):
--   shared_evaluation(uuid, text)  → app_private.evaluation_shares: the reports whose sharing is
--                                    on, and only those; the function filters on id AND token;
--   my_financing_requests()        → app_private.buyer_financing_requests: a buyer's own requests
--                                    (status, amounts, dates; no admin notes, no lender choices);
--   rotate_evaluation_token(uuid)  → an ordinary update of the caller's evaluation under its RLS
--                                    policies: raising share_token_version makes the BEFORE trigger
--                                    draw a new random token (the only way to a new token; a token
--                                    sent by a client is still ignored);
--   valuation_comparables(...)     → reads only columns and rows of public listings, which anon and
--                                    authenticated may read anyway: it simply runs as the caller.
-- Triggers (security definer, executable by nobody) keep the projections in step.

-- ---------------------------------------------------------------------------
-- Comparables: aggregates over public listings; the API roles read those rows and columns
-- (category_id, region_id, status, asking_price, cash_flow) themselves, and the function keeps
-- its own status filter, so the result is the same for every caller.
alter function public.valuation_comparables(bigint, smallint) security invoker;

-- ---------------------------------------------------------------------------
-- The share link's token: renewed by raising share_token_version.
alter table public.evaluations add column share_token_version integer not null default 1;
comment on column public.evaluations.share_token_version is 'Raised by rotate_evaluation_token(): any change makes the database draw a new share_token (the old link stops working).';

create or replace function public.evaluations_prepare()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    if caller is not null then
      new.owner_id := caller;
      new.share_token := public.new_share_token();
      new.share_token_version := 1;
      new.created_at := pg_catalog.now();
    end if;
  else
    if caller is not null then
      new.id := old.id;
      new.owner_id := old.owner_id;
      new.created_at := old.created_at;
      -- A signed-in caller never chooses the token.
      new.share_token := old.share_token;
    end if;
    -- A changed version (rotate_evaluation_token) is the one way to a new token, drawn here.
    if new.share_token_version is distinct from old.share_token_version then
      new.share_token := public.new_share_token();
      new.share_token_version := old.share_token_version + 1;
    end if;
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

revoke execute on function public.evaluations_prepare() from public, anon, authenticated;

-- A new unguessable link: the old one stops working at once. Runs as the caller: the update
-- policies of evaluations decide (the owner or an admin); anyone else finds nothing.
create or replace function public.rotate_evaluation_token(p_id uuid)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  token text;
begin
  update public.evaluations e set share_token_version = e.share_token_version + 1
  where e.id = p_id
  returning e.share_token into token;
  if token is null then
    raise exception 'evaluation not found' using errcode = 'P0002';
  end if;
  return token;
end;
$$;

revoke execute on function public.rotate_evaluation_token(uuid) from public, anon;
grant execute on function public.rotate_evaluation_token(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- The shared reports: a copy of the evaluations whose sharing is on (none other is kept here).
create table app_private.evaluation_shares (
  evaluation_id uuid primary key references public.evaluations (id) on delete cascade on update cascade,
  share_token text not null,
  title text not null,
  category_id bigint,
  region_id smallint,
  inputs jsonb not null,
  years jsonb not null,
  methods jsonb not null,
  conclusion_low numeric(14, 2),
  conclusion numeric(14, 2),
  conclusion_high numeric(14, 2),
  notes text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
comment on table app_private.evaluation_shares is 'Evaluations whose share link is on (copy kept by trigger), for shared_evaluation(id, token); not exposed by the Data API, so only read through that function, which filters on id and token.';
alter table app_private.evaluation_shares enable row level security;
-- Every row here is shared by its owner; the schema is not exposed, and the one reader
-- (shared_evaluation) asks for one id with its token, so nobody can list them.
create policy evaluation_shares_select_shared on app_private.evaluation_shares
  for select to anon, authenticated using (true);
revoke all on table app_private.evaluation_shares from public, anon, authenticated;
grant select on table app_private.evaluation_shares to anon, authenticated;
grant all on table app_private.evaluation_shares to service_role;

create or replace function app_private.evaluations_sync_share()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.share_enabled then
    insert into app_private.evaluation_shares (evaluation_id, share_token, title, category_id, region_id, inputs, years, methods,
                                               conclusion_low, conclusion, conclusion_high, notes, created_at, updated_at)
    values (new.id, new.share_token, new.title, new.category_id, new.region_id, new.inputs, new.years, new.methods,
            new.conclusion_low, new.conclusion, new.conclusion_high, new.notes, new.created_at, new.updated_at)
    on conflict (evaluation_id) do update set
      share_token = excluded.share_token, title = excluded.title, category_id = excluded.category_id,
      region_id = excluded.region_id, inputs = excluded.inputs, years = excluded.years, methods = excluded.methods,
      conclusion_low = excluded.conclusion_low, conclusion = excluded.conclusion, conclusion_high = excluded.conclusion_high,
      notes = excluded.notes, created_at = excluded.created_at, updated_at = excluded.updated_at;
  elsif tg_op = 'UPDATE' then
    delete from app_private.evaluation_shares where evaluation_id = new.id;
  end if;
  return null;
end;
$$;
revoke execute on function app_private.evaluations_sync_share() from public, anon, authenticated;

create trigger evaluations_sync_share
  after insert or update on public.evaluations
  for each row execute function app_private.evaluations_sync_share();

insert into app_private.evaluation_shares (evaluation_id, share_token, title, category_id, region_id, inputs, years, methods,
                                           conclusion_low, conclusion, conclusion_high, notes, created_at, updated_at)
  select e.id, e.share_token, e.title, e.category_id, e.region_id, e.inputs, e.years, e.methods,
         e.conclusion_low, e.conclusion, e.conclusion_high, e.notes, e.created_at, e.updated_at
  from public.evaluations e where e.share_enabled;

-- The shared report: the evaluation when the token matches and sharing is on; nothing otherwise.
create or replace function public.shared_evaluation(p_id uuid, p_token text)
returns table (
  id uuid, title text, category_id bigint, region_id smallint, inputs jsonb, years jsonb, methods jsonb,
  conclusion_low numeric, conclusion numeric, conclusion_high numeric, notes text, created_at timestamptz, updated_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.evaluation_id, s.title, s.category_id, s.region_id, s.inputs, s.years, s.methods,
         s.conclusion_low, s.conclusion, s.conclusion_high, s.notes, s.created_at, s.updated_at
  from app_private.evaluation_shares s
  where s.evaluation_id = p_id and p_token is not null and char_length(p_token) = 64
    and s.share_token = p_token;
$$;

revoke execute on function public.shared_evaluation(uuid, text) from public;
grant execute on function public.shared_evaluation(uuid, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- A buyer's own financing requests: the fields my_financing_requests() returns, for requests sent
-- while signed in (those sent without an account have no reader and are not copied).
create table app_private.buyer_financing_requests (
  id uuid primary key references public.financing_requests (id) on delete cascade on update cascade,
  user_id uuid not null,
  status public.financing_request_status not null,
  entreprise_id bigint,
  deal_description text not null,
  price numeric(14, 2) not null,
  amount_requested numeric(14, 2) not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
comment on table app_private.buyer_financing_requests is 'The status, amounts and dates of financing requests sent by a signed-in buyer (copy kept by trigger), for my_financing_requests(); each buyer reads only their own.';
create index buyer_financing_requests_user_idx on app_private.buyer_financing_requests (user_id, created_at desc);
alter table app_private.buyer_financing_requests enable row level security;
create policy buyer_financing_requests_select_own on app_private.buyer_financing_requests
  for select to authenticated using (user_id = (select auth.uid()));
revoke all on table app_private.buyer_financing_requests from public, anon, authenticated;
grant select on table app_private.buyer_financing_requests to authenticated;
grant all on table app_private.buyer_financing_requests to service_role;

create or replace function app_private.financing_requests_sync_buyer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is null then
    delete from app_private.buyer_financing_requests where id = new.id;
  else
    insert into app_private.buyer_financing_requests (id, user_id, status, entreprise_id, deal_description, price, amount_requested, created_at, updated_at)
    values (new.id, new.user_id, new.status, new.entreprise_id, new.deal_description, new.price, new.amount_requested, new.created_at, new.updated_at)
    on conflict (id) do update set
      user_id = excluded.user_id, status = excluded.status, entreprise_id = excluded.entreprise_id,
      deal_description = excluded.deal_description, price = excluded.price, amount_requested = excluded.amount_requested,
      created_at = excluded.created_at, updated_at = excluded.updated_at;
  end if;
  return null;
end;
$$;
revoke execute on function app_private.financing_requests_sync_buyer() from public, anon, authenticated;

create trigger financing_requests_sync_buyer_insert
  after insert on public.financing_requests
  for each row when (new.user_id is not null)
  execute function app_private.financing_requests_sync_buyer();

-- Every update (updated_at moves with any change, admin notes included, as the buyer saw before).
create trigger financing_requests_sync_buyer_update
  after update on public.financing_requests
  for each row execute function app_private.financing_requests_sync_buyer();

insert into app_private.buyer_financing_requests (id, user_id, status, entreprise_id, deal_description, price, amount_requested, created_at, updated_at)
  select r.id, r.user_id, r.status, r.entreprise_id, r.deal_description, r.price, r.amount_requested, r.created_at, r.updated_at
  from public.financing_requests r where r.user_id is not null;

-- The signed-in buyer's own requests and their status (no admin notes, no lender choices). The
-- filter is the function's own too (the service role bypasses row-level security).
create or replace function public.my_financing_requests()
returns table (id uuid, status public.financing_request_status, entreprise_id bigint, deal_description text,
               price numeric, amount_requested numeric, created_at timestamptz, updated_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.id, r.status, r.entreprise_id, r.deal_description, r.price, r.amount_requested, r.created_at, r.updated_at
  from app_private.buyer_financing_requests r
  where r.user_id = (select auth.uid())
  order by r.created_at desc;
$$;

revoke execute on function public.my_financing_requests() from public, anon;
grant execute on function public.my_financing_requests() to authenticated, service_role;
