-- Issue 42: the offer (lettre d'intention, non-binding). An approved buyer of a business's deal room
-- makes an offer; the seller and the buyer then answer each other's versions (accept in principle,
-- counter, decline, withdraw) until the offer is accepted, declined, withdrawn, lapses or closes. Each
-- version is kept as sent and never changes. Authorisation is here first: RLS on both tables, explicit
-- grants, the turns and states in triggers; the app checks again (lib/offers).

----------------------------------------------------------------------------------------------------
-- Types
----------------------------------------------------------------------------------------------------

create type public.offer_status as enum ('sent', 'countered', 'accepted', 'declined', 'withdrawn', 'lapsed', 'closed');
create type public.offer_party as enum ('buyer', 'seller');
create type public.offer_purchase as enum ('assets', 'shares');
create type public.offer_inventory as enum ('included', 'at_cost');

----------------------------------------------------------------------------------------------------
-- public.offers: one negotiation between a buyer and a business's seller
----------------------------------------------------------------------------------------------------

create table public.offers (
  id bigint generated always as identity not null,
  dealroom_id bigint not null,
  entreprise_id bigint not null,
  request_id bigint not null,
  buyer_id uuid default auth.uid() not null,
  status public.offer_status default 'sent'::public.offer_status not null,
  current_version smallint default 0 not null,
  awaiting public.offer_party,
  lapse_date date,
  decided_at timestamp with time zone,
  decided_by uuid,
  decision_message text,
  closed_reason text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint offers_pkey primary key (id),
  constraint offers_current_version_check check (current_version >= 0),
  constraint offers_decision_message_check check (char_length(decision_message) <= 2000),
  constraint offers_closed_reason_check check (closed_reason in ('access_ended', 'listing_closed')),
  constraint offers_closed_has_reason check (status <> 'closed' or closed_reason is not null),
  constraint offers_open_awaits check ((status in ('sent', 'countered')) = (awaiting is not null) or current_version = 0),
  constraint offers_dealroom_id_fkey foreign key (dealroom_id) references public.dealrooms(id) on delete cascade,
  constraint offers_entreprise_id_fkey foreign key (entreprise_id) references public.entreprises(id) on delete cascade,
  constraint offers_request_id_fkey foreign key (request_id) references public.dealroom_requests(id) on delete cascade,
  constraint offers_buyer_id_fkey foreign key (buyer_id) references public.profiles(id) on delete cascade,
  constraint offers_decided_by_fkey foreign key (decided_by) references public.profiles(id) on delete set null
);
comment on table public.offers is 'A buyer''s non-binding offer (lettre d''intention) on a business, through its deal room (issue 42): its state, whose turn it is, the current version''s lapse date and the last answer. The terms are in offer_versions. Only the buyer, the listing''s owner and admins see it; turns and states: offers_05_guard.';
comment on column public.offers.awaiting is 'Who must answer the current version (the party that did not write it); null once the offer is no longer open.';
comment on column public.offers.lapse_date is 'The current version''s lapse date (Montréal day): after it, lapse_offers() lapses the offer.';
comment on column public.offers.closed_reason is 'Why the site closed an open offer: the buyer''s access ended (revoked, declined, expired) or the listing left the market (sold, archived, withdrawn).';
create unique index offers_one_open_idx on public.offers using btree (dealroom_id, buyer_id) where (status in ('sent', 'countered'));
create index offers_room_idx on public.offers using btree (dealroom_id, updated_at desc);
create index offers_buyer_idx on public.offers using btree (buyer_id, updated_at desc);
create index offers_request_idx on public.offers using btree (request_id);
create index offers_entreprise_idx on public.offers using btree (entreprise_id) where (status in ('sent', 'countered'));
create index offers_lapse_idx on public.offers using btree (lapse_date) where (status in ('sent', 'countered'));

----------------------------------------------------------------------------------------------------
-- public.offer_versions: the terms, one row per version, never changed once sent
----------------------------------------------------------------------------------------------------

create table public.offer_versions (
  id bigint generated always as identity not null,
  offer_id bigint not null,
  version smallint not null,
  author_party public.offer_party not null,
  author_id uuid,
  price_cents bigint not null,
  purchase public.offer_purchase not null,
  inventory public.offer_inventory not null,
  inventory_estimate_cents bigint,
  down_payment_cents bigint default 0 not null,
  bank_loan_cents bigint default 0 not null,
  bank_term_years smallint,
  bank_rate numeric(5,3),
  vendor_loan_cents bigint default 0 not null,
  vendor_term_years smallint,
  vendor_rate numeric(5,3),
  vendor_delay_months smallint,
  earnout_cents bigint default 0 not null,
  earnout_conditions text,
  financing_condition boolean default false not null,
  due_diligence_days smallint,
  lease_assignment boolean default false not null,
  transition_weeks smallint,
  non_compete_years smallint,
  other_conditions text,
  closing_date date not null,
  lapse_date date not null,
  message text,
  created_at timestamp with time zone default now() not null,
  constraint offer_versions_pkey primary key (id),
  constraint offer_versions_once unique (offer_id, version),
  constraint offer_versions_version_check check (version >= 1),
  constraint offer_versions_price_check check (price_cents between 100 and 100000000000),
  constraint offer_versions_parts_check check (down_payment_cents >= 0 and bank_loan_cents >= 0
    and vendor_loan_cents >= 0 and earnout_cents >= 0),
  constraint offer_versions_parts_add_up check (down_payment_cents + bank_loan_cents + vendor_loan_cents + earnout_cents = price_cents),
  constraint offer_versions_inventory_check check ((inventory = 'included' and inventory_estimate_cents is null)
    or (inventory = 'at_cost' and inventory_estimate_cents between 0 and 100000000000)),
  constraint offer_versions_bank_check check ((bank_loan_cents = 0 and bank_term_years is null and bank_rate is null)
    or (bank_loan_cents > 0 and bank_term_years between 1 and 30 and bank_rate between 0 and 25)),
  constraint offer_versions_vendor_check check ((vendor_loan_cents = 0 and vendor_term_years is null and vendor_rate is null
      and vendor_delay_months is null)
    or (vendor_loan_cents > 0 and vendor_term_years between 1 and 20 and vendor_rate between 0 and 25
      and vendor_delay_months between 0 and 60)),
  constraint offer_versions_earnout_check check ((earnout_cents = 0 and earnout_conditions is null)
    or (earnout_cents > 0 and char_length(btrim(earnout_conditions)) between 1 and 2000)),
  constraint offer_versions_due_diligence_check check (due_diligence_days between 1 and 365),
  constraint offer_versions_transition_check check (transition_weeks between 1 and 104),
  constraint offer_versions_non_compete_check check (non_compete_years between 1 and 10),
  constraint offer_versions_other_conditions_check check (char_length(other_conditions) <= 2000),
  constraint offer_versions_message_check check (char_length(message) <= 4000),
  constraint offer_versions_offer_id_fkey foreign key (offer_id) references public.offers(id) on delete cascade,
  constraint offer_versions_author_id_fkey foreign key (author_id) references public.profiles(id) on delete set null
);
comment on table public.offer_versions is 'The terms of each version of an offer (issue 42): price, assets or shares, inventory, how the price is paid (down payment + bank loan + vendor take-back + earn-out = price, in cents of CAD), conditions, target closing date, lapse date, a message. A counter is a new version by the other party; a version never changes once sent (offer_versions_05_guard).';
comment on column public.offer_versions.vendor_delay_months is 'Months after closing before the vendor take-back''s repayments start (its amortisation starts then).';
comment on column public.offer_versions.bank_rate is 'Yearly interest rate in percent (6.25 = 6.25 %).';

----------------------------------------------------------------------------------------------------
-- Functions
----------------------------------------------------------------------------------------------------

create function public.offer_access_open(p_request_id bigint)
 returns boolean
 language sql
 stable
 set search_path to ''
as $function$
  select exists (
    select 1 from public.dealroom_requests r
    join public.dealrooms d on d.id = r.dealroom_id
    join public.entreprises e on e.id = d.entreprise_id
    where r.id = p_request_id and r.status = 'approved' and r.expires_at > pg_catalog.now()
      and e.status in ('published', 'under_offer'));
$function$;
comment on function public.offer_access_open(bigint) is 'Whether a buyer''s access to a business''s file is still open (approved, not revoked, not expired, the listing published or under offer), as the caller may read it: the buyer their own request, the owner the requests on their files.';
revoke all on function public.offer_access_open(bigint) from public, anon;
grant execute on function public.offer_access_open(bigint) to authenticated, service_role;

create function public.offer_party_of(p_buyer_id uuid, p_dealroom_id bigint)
 returns public.offer_party
 language sql
 stable
 set search_path to ''
as $function$
  select case when p_buyer_id = (select auth.uid()) then 'buyer'::public.offer_party
              when p_dealroom_id in (select public.dealroom_owned_rooms()) or public.is_admin() then 'seller'::public.offer_party
         end;
$function$;
comment on function public.offer_party_of(uuid, bigint) is 'The caller''s side of an offer (its buyer and file): the buyer, or the seller (the listing''s owner, or an admin acting for the team); null for anyone else.';
revoke all on function public.offer_party_of(uuid, bigint) from public, anon;
grant execute on function public.offer_party_of(uuid, bigint) to authenticated, service_role;

create function public.offers_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
declare
  -- Run as the caller: current_user is an API role for a request, the owner for the site's own steps
  -- (a new version's state, the closing triggers, the lapse job).
  api_caller boolean := current_user in ('anon', 'authenticated');
  v_uid uuid := (select auth.uid());
  v_party public.offer_party;
  v_today date := (pg_catalog.now() at time zone 'America/Toronto')::date;
begin
  if tg_op = 'INSERT' then
    if api_caller then
      if v_uid is null or new.buyer_id is distinct from v_uid then
        raise exception 'offers: an offer is made by the buyer, for themselves' using errcode = '42501';
      end if;
      if new.dealroom_id not in (select public.dealroom_active_rooms()) then
        raise exception 'offers: no approved access' using errcode = '42501';
      end if;
      -- Only make_offer, which writes the first version in the same transaction, makes an offer: never
      -- one without terms. The setting is local to its transaction; the Data API cannot set it.
      if coalesce(pg_catalog.current_setting('offers.making', true), '') <> 'on' then
        raise exception 'offers: an offer is made with its terms (make_offer)' using errcode = '42501';
      end if;
      new.status := 'sent';
      new.current_version := 0;
      new.awaiting := null;
      new.lapse_date := null;
      new.decided_at := null; new.decided_by := null; new.decision_message := null; new.closed_reason := null;
      new.created_at := pg_catalog.now();
      new.updated_at := new.created_at;
    end if;
    new.entreprise_id := (select d.entreprise_id from public.dealrooms d where d.id = new.dealroom_id);
    if new.entreprise_id is null then
      raise exception 'offers: businesses only' using errcode = '23514';
    end if;
    new.request_id := (select r.id from public.dealroom_requests r
                       where r.dealroom_id = new.dealroom_id and r.buyer_id = new.buyer_id);
    if new.request_id is null then
      raise exception 'offers: no approved access' using errcode = '42501';
    end if;
    return new;
  end if;

  if not api_caller then
    return new;
  end if;
  if new.status is not distinct from old.status then
    if new.decision_message is distinct from old.decision_message then
      raise exception 'offers: a message goes with an answer' using errcode = '42501';
    end if;
    return new;
  end if;
  if old.status not in ('sent', 'countered') then
    raise exception 'offers: no longer open (%)', old.status using errcode = '42501';
  end if;
  v_party := public.offer_party_of(old.buyer_id, old.dealroom_id);
  if v_party is null then
    raise exception 'offers: not a party' using errcode = '42501';
  end if;
  if new.status = 'withdrawn' then
    if v_party = old.awaiting then
      raise exception 'offers: only the author of a version withdraws it' using errcode = '42501';
    end if;
  elsif new.status in ('accepted', 'declined') then
    if v_party is distinct from old.awaiting then
      raise exception 'offers: only the other party answers a version' using errcode = '42501';
    end if;
    if old.lapse_date < v_today then
      raise exception 'offers: lapsed' using errcode = '23514';
    end if;
    if not public.offer_access_open(old.request_id) then
      raise exception 'offers: access ended' using errcode = '23514';
    end if;
    if new.status = 'declined' and coalesce(pg_catalog.btrim(new.decision_message), '') = '' then
      raise exception 'offers: a decline needs a message' using errcode = '23514';
    end if;
  else
    raise exception 'offers: % → % is not allowed', old.status, new.status using errcode = '42501';
  end if;
  new.decision_message := nullif(pg_catalog.btrim(new.decision_message), '');
  new.decided_at := pg_catalog.now();
  new.decided_by := v_uid;
  new.awaiting := null;
  return new;
end;
$function$;
comment on function public.offers_guard() is 'Trigger: an offer is made by the signed-in buyer of a business whose file is open to them (approved, not revoked or expired, the listing open), at most one open offer per buyer and listing (offers_one_open_idx); then only the party awaited accepts (in principle) or declines (with a message) the current version, before its lapse date and while the buyer''s access is open, and only its author withdraws it; nothing moves after accepted, declined, withdrawn, lapsed or closed. Run as the caller; the site''s own steps (run as the owner) pass.';
revoke all on function public.offers_guard() from public, anon, authenticated;

create function public.offer_versions_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
declare
  api_caller boolean := current_user in ('anon', 'authenticated');
  v_uid uuid := (select auth.uid());
  v_offer public.offers;
  v_party public.offer_party;
  v_today date := (pg_catalog.now() at time zone 'America/Toronto')::date;
begin
  if tg_op <> 'INSERT' then
    -- A cascade from its offer (the listing deleted) takes the versions along; nothing else touches them.
    if tg_op = 'DELETE' and not exists (select 1 from public.offers o where o.id = old.offer_id) then
      return old;
    end if;
    raise exception 'offers: a sent version never changes' using errcode = '42501';
  end if;
  -- One version at a time per offer: the row lock orders two answers to the same version.
  select * into v_offer from public.offers o where o.id = new.offer_id for update;
  if v_offer.id is null then
    raise exception 'offers: no such offer' using errcode = '42501';
  end if;
  if api_caller then
    v_party := public.offer_party_of(v_offer.buyer_id, v_offer.dealroom_id);
    if v_party is null then
      raise exception 'offers: not a party' using errcode = '42501';
    end if;
    if v_offer.current_version = 0 then
      if v_party <> 'buyer' then
        raise exception 'offers: an offer is made by the buyer, for themselves' using errcode = '42501';
      end if;
    else
      if v_offer.status not in ('sent', 'countered') then
        raise exception 'offers: no longer open (%)', v_offer.status using errcode = '42501';
      end if;
      if v_offer.awaiting is distinct from v_party then
        raise exception 'offers: only the other party answers a version' using errcode = '42501';
      end if;
      if v_offer.lapse_date < v_today then
        raise exception 'offers: lapsed' using errcode = '23514';
      end if;
    end if;
    if not public.offer_access_open(v_offer.request_id) then
      raise exception 'offers: access ended' using errcode = '23514';
    end if;
    if new.lapse_date < v_today then
      raise exception 'offers: lapse date in the past' using errcode = '23514';
    end if;
    if new.lapse_date > v_today + 365 then
      raise exception 'offers: lapse date too far' using errcode = '23514';
    end if;
    if new.closing_date < v_today then
      raise exception 'offers: closing date in the past' using errcode = '23514';
    end if;
    if new.closing_date > v_today + 1830 then
      raise exception 'offers: closing date too far' using errcode = '23514';
    end if;
    new.author_party := v_party;
    new.author_id := v_uid;
    new.created_at := pg_catalog.now();
  end if;
  new.version := v_offer.current_version + 1;
  new.earnout_conditions := nullif(pg_catalog.btrim(new.earnout_conditions), '');
  new.other_conditions := nullif(pg_catalog.btrim(new.other_conditions), '');
  new.message := nullif(pg_catalog.btrim(new.message), '');
  return new;
end;
$function$;
comment on function public.offer_versions_guard() is 'Trigger: the first version is the buyer''s; each later one (a counter) is the awaited party''s, on an open offer before its lapse date; the buyer''s access must be open, the lapse date between today and a year on, the closing date between today and five years on (Montréal days); the number, author and time are the server''s. A version is never updated or deleted (only with its offer). Run as the caller.';
revoke all on function public.offer_versions_guard() from public, anon, authenticated;

create function app_private.offer_versions_apply()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  update public.offers o
  set current_version = new.version,
      lapse_date = new.lapse_date,
      status = case when new.version = 1 then 'sent'::public.offer_status else 'countered'::public.offer_status end,
      awaiting = case new.author_party when 'buyer' then 'seller'::public.offer_party else 'buyer'::public.offer_party end
  where o.id = new.offer_id;
  return null;
end;
$function$;
comment on function app_private.offer_versions_apply() is 'Trigger: a new version becomes the offer''s current one (sent, or countered from the second on), with its lapse date, awaiting the other party. Run as its owner; nobody calls it.';
revoke all on function app_private.offer_versions_apply() from public, anon, authenticated;

create function app_private.offers_close_open()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_access boolean := tg_table_name = 'dealroom_requests';
begin
  update public.offers o
  set status = 'closed', closed_reason = case when v_access then 'access_ended' else 'listing_closed' end,
      awaiting = null, decided_at = pg_catalog.now(), decided_by = null
  where o.status in ('sent', 'countered') and case when v_access then o.request_id = new.id else o.entreprise_id = new.id end;
  return null;
end;
$function$;
comment on function app_private.offers_close_open() is 'Trigger on dealroom_requests and entreprises: a buyer whose access is revoked has their open offers on that file closed; a business that leaves the market (sold, archived, back to draft) has its open offers closed. Run as its owner; nobody calls it.';
revoke all on function app_private.offers_close_open() from public, anon, authenticated;

create function public.add_offer_version(p_offer_id bigint, p_terms jsonb)
 returns smallint
 language plpgsql
 set search_path to ''
as $function$
declare
  v_version smallint;
begin
  -- Some Data API servers (the local stack's) pass a jsonb argument as a JSON string of it.
  if pg_catalog.jsonb_typeof(p_terms) = 'string' then
    p_terms := (p_terms #>> '{}')::jsonb;
  end if;
  insert into public.offer_versions (offer_id, price_cents, purchase, inventory, inventory_estimate_cents,
      down_payment_cents, bank_loan_cents, bank_term_years, bank_rate, vendor_loan_cents, vendor_term_years,
      vendor_rate, vendor_delay_months, earnout_cents, earnout_conditions, financing_condition, due_diligence_days,
      lease_assignment, transition_weeks, non_compete_years, other_conditions, closing_date, lapse_date, message)
  select p_offer_id, t.price_cents, t.purchase, t.inventory, t.inventory_estimate_cents,
      coalesce(t.down_payment_cents, 0), coalesce(t.bank_loan_cents, 0), t.bank_term_years, t.bank_rate,
      coalesce(t.vendor_loan_cents, 0), t.vendor_term_years, t.vendor_rate, t.vendor_delay_months,
      coalesce(t.earnout_cents, 0), t.earnout_conditions, coalesce(t.financing_condition, false), t.due_diligence_days,
      coalesce(t.lease_assignment, false), t.transition_weeks, t.non_compete_years, t.other_conditions, t.closing_date,
      t.lapse_date, t.message
  from pg_catalog.jsonb_populate_record(null::public.offer_versions, p_terms) t
  returning version into v_version;
  return v_version;
end;
$function$;
comment on function public.add_offer_version(bigint, jsonb) is 'Sends a version of an offer''s terms (a jsonb of offer_versions'' columns): the first one, or a counter by the awaited party. Run as the caller: RLS and offer_versions_05_guard decide.';
revoke all on function public.add_offer_version(bigint, jsonb) from public, anon;
grant execute on function public.add_offer_version(bigint, jsonb) to authenticated, service_role;

create function public.make_offer(p_dealroom_id bigint, p_terms jsonb)
 returns bigint
 language plpgsql
 set search_path to ''
as $function$
declare
  v_id bigint;
begin
  perform pg_catalog.set_config('offers.making', 'on', true);
  insert into public.offers (dealroom_id) values (p_dealroom_id) returning id into v_id;
  perform pg_catalog.set_config('offers.making', '', true);
  perform public.add_offer_version(v_id, p_terms);
  return v_id;
end;
$function$;
comment on function public.make_offer(bigint, jsonb) is 'A buyer''s new offer on a business''s file and its first version, in one transaction. Run as the caller: RLS and the guards decide (approved, open access; one open offer per buyer and listing).';
revoke all on function public.make_offer(bigint, jsonb) from public, anon;
grant execute on function public.make_offer(bigint, jsonb) to authenticated, service_role;

create function public.lapse_offers()
 returns table(offer_id bigint, outcome text)
 language sql
 set search_path to ''
as $function$
  with lapsed as (
    update public.offers o
    set status = 'lapsed', awaiting = null, decided_at = pg_catalog.now(), decided_by = null
    where o.status in ('sent', 'countered') and o.lapse_date < (pg_catalog.now() at time zone 'America/Toronto')::date
    returning o.id
  ), ended as (
    update public.offers o
    set status = 'closed', closed_reason = 'access_ended', awaiting = null, decided_at = pg_catalog.now(), decided_by = null
    where o.status in ('sent', 'countered') and o.lapse_date >= (pg_catalog.now() at time zone 'America/Toronto')::date
      and not exists (select 1 from public.dealroom_requests r
                      where r.id = o.request_id and r.status = 'approved' and r.expires_at > pg_catalog.now())
    returning o.id
  )
  select l.id, 'lapsed' from lapsed l
  union all
  select e.id, 'closed' from ended e;
$function$;
comment on function public.lapse_offers() is 'The scheduled job (/api/cron/offers-lapse): open offers past their lapse date (Montréal day) lapse, and those whose buyer''s access expired close; returns each with what happened. Service role only.';
revoke all on function public.lapse_offers() from public, anon, authenticated;
grant execute on function public.lapse_offers() to service_role;

----------------------------------------------------------------------------------------------------
-- Triggers
----------------------------------------------------------------------------------------------------

create trigger offers_05_guard before insert or update on public.offers
  for each row execute function public.offers_guard();
comment on trigger offers_05_guard on public.offers is 'First: who may make or move an offer, and its states.';
create trigger offers_20_updated_at before update on public.offers
  for each row execute function public.set_updated_at();
comment on trigger offers_20_updated_at on public.offers is 'updated_at is the time of the write.';

create trigger offer_versions_05_guard before insert or update or delete on public.offer_versions
  for each row execute function public.offer_versions_guard();
comment on trigger offer_versions_05_guard on public.offer_versions is 'First: whose turn it is, the dates, and versions never change.';
create trigger offer_versions_40_apply after insert on public.offer_versions
  for each row execute function app_private.offer_versions_apply();
comment on trigger offer_versions_40_apply on public.offer_versions is 'After the row is written: it becomes the offer''s current version.';

create trigger dealroom_requests_45_close_offers after update of status on public.dealroom_requests
  for each row when (new.status = 'revoked' and old.status is distinct from new.status)
  execute function app_private.offers_close_open();
comment on trigger dealroom_requests_45_close_offers on public.dealroom_requests is 'After the decision is written: a revoked buyer''s open offers close.';

create trigger entreprises_57_close_offers after update of status on public.entreprises
  for each row when (old.status in ('published', 'under_offer') and new.status not in ('published', 'under_offer'))
  execute function app_private.offers_close_open();
comment on trigger entreprises_57_close_offers on public.entreprises is 'After the row is written: a business that leaves the market closes its open offers.';

----------------------------------------------------------------------------------------------------
-- Row-level security, policies and grants
----------------------------------------------------------------------------------------------------

alter table public.offers enable row level security;
create policy offers_active_insert on public.offers as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));
create policy offers_active_update on public.offers as restrictive for update to authenticated
  using ((select public.caller_is_active()));
create policy offers_select_parties on public.offers for select to authenticated
  using ((select public.is_admin()) or buyer_id = (select auth.uid()) or dealroom_id in (select public.dealroom_owned_rooms()));
create policy offers_insert_approved_buyer on public.offers for insert to authenticated
  with check (buyer_id = (select auth.uid()) and dealroom_id in (select public.dealroom_active_rooms()));
create policy offers_update_parties on public.offers for update to authenticated
  using ((select public.is_admin()) or buyer_id = (select auth.uid()) or dealroom_id in (select public.dealroom_owned_rooms()))
  with check ((select public.is_admin()) or buyer_id = (select auth.uid()) or dealroom_id in (select public.dealroom_owned_rooms()));
revoke all on table public.offers from public, anon, authenticated;
grant select on table public.offers to authenticated;
grant insert (dealroom_id, buyer_id) on table public.offers to authenticated;
grant update (status, decision_message) on table public.offers to authenticated;
grant all on table public.offers to service_role;

alter table public.offer_versions enable row level security;
create policy offer_versions_active_insert on public.offer_versions as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));
-- A version is seen with its offer (the offers' policies decide inside the subquery).
create policy offer_versions_select_with_offer on public.offer_versions for select to authenticated
  using (offer_id in (select o.id from public.offers o));
create policy offer_versions_insert_with_offer on public.offer_versions for insert to authenticated
  with check (offer_id in (select o.id from public.offers o));
revoke all on table public.offer_versions from public, anon, authenticated;
grant select on table public.offer_versions to authenticated;
grant insert (offer_id, price_cents, purchase, inventory, inventory_estimate_cents, down_payment_cents, bank_loan_cents,
  bank_term_years, bank_rate, vendor_loan_cents, vendor_term_years, vendor_rate, vendor_delay_months, earnout_cents,
  earnout_conditions, financing_condition, due_diligence_days, lease_assignment, transition_weeks, non_compete_years,
  other_conditions, closing_date, lapse_date, message) on table public.offer_versions to authenticated;
grant all on table public.offer_versions to service_role;
