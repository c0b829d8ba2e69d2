-- Issue 42: when a seller marks a business sold they may record the final price and the deal's
-- structure. The row is private (its owner and the admins); the valuation's comparables read only
-- medians of at least five deals, through valuation_closed_deals(), from a projection without any
-- listing or owner (app_private.closed_deal_points), so no one ever sees one deal's price.

create table public.entreprise_closed_deals (
  entreprise_id bigint primary key references public.entreprises (id) on delete cascade,
  owner_id uuid not null default auth.uid(),
  final_price numeric(14,2) not null check (final_price > 0 and final_price <= 1000000000),
  purchase_type text not null check (purchase_type in ('asset', 'share')),
  cash_at_closing numeric(14,2) not null default 0 check (cash_at_closing >= 0),
  bank_loan numeric(14,2) not null default 0 check (bank_loan >= 0),
  vendor_take_back numeric(14,2) not null default 0 check (vendor_take_back >= 0),
  earn_out numeric(14,2) not null default 0 check (earn_out >= 0),
  closed_on date not null check (closed_on >= date '1950-01-01'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint entreprise_closed_deals_parts_sum
    check (cash_at_closing + bank_loan + vendor_take_back + earn_out = final_price)
);
comment on table public.entreprise_closed_deals is 'The final price and structure of a sold business (issue 42), recorded by its owner; private to the owner and the admins. Comparables read only medians of five or more (valuation_closed_deals).';

create table app_private.closed_deal_points (
  entreprise_id bigint primary key references public.entreprise_closed_deals (entreprise_id) on delete cascade,
  category_id bigint not null,
  region_id smallint,
  final_price numeric(14,2) not null,
  cash_flow numeric(14,2)
);
comment on table app_private.closed_deal_points is 'A closed deal''s sector, region, price and stated cash flow at the time it was recorded (kept by trigger); not exposed by the Data API, read only as medians of five or more through valuation_closed_deals().';

alter table app_private.closed_deal_points enable row level security;
create policy closed_deal_points_select on app_private.closed_deal_points
  for select to anon, authenticated using (true);
revoke all on table app_private.closed_deal_points from public, anon, authenticated;
grant select on table app_private.closed_deal_points to anon, authenticated;
grant all on table app_private.closed_deal_points to service_role;

-- The owner is the listing's, the listing must be sold, and the closing date not in the future.
create or replace function app_private.entreprise_closed_deals_prepare()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  listing record;
begin
  select e.owner_id, e.status into listing from public.entreprises e where e.id = new.entreprise_id;
  if not found then
    raise exception 'closed deal: no such listing' using errcode = '23503';
  end if;
  if listing.status not in ('sold', 'archived') then
    raise exception 'closed deal: listing not sold' using errcode = '23514';
  end if;
  if new.closed_on > (pg_catalog.now() at time zone 'America/Toronto')::date then
    raise exception 'closed deal: closing date in the future' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and new.entreprise_id <> old.entreprise_id then
    raise exception 'closed deal: the listing cannot change' using errcode = '42501';
  end if;
  new.owner_id := listing.owner_id;
  new.created_at := case when tg_op = 'INSERT' then pg_catalog.now() else old.created_at end;
  new.updated_at := pg_catalog.now();
  return new;
end;
$function$;
comment on function app_private.entreprise_closed_deals_prepare() is 'Trigger: a closed deal''s owner is its listing''s, the listing is sold, the closing date is not in the future; timestamps. Run as its owner (reads the listing''s owner).';
revoke all on function app_private.entreprise_closed_deals_prepare() from public, anon, authenticated;

create trigger entreprise_closed_deals_10_prepare before insert or update on public.entreprise_closed_deals
  for each row execute function app_private.entreprise_closed_deals_prepare();
comment on trigger entreprise_closed_deals_10_prepare on public.entreprise_closed_deals is 'Owner from the listing, listing sold, closing date not in the future, timestamps.';

-- The projection the medians read: the deal's price with the listing's sector, region and cash flow.
create or replace function app_private.entreprise_closed_deals_sync_point()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  insert into app_private.closed_deal_points (entreprise_id, category_id, region_id, final_price, cash_flow)
  select new.entreprise_id, e.category_id, e.region_id, new.final_price, e.cash_flow
  from public.entreprises e where e.id = new.entreprise_id
  on conflict (entreprise_id) do update set
    category_id = excluded.category_id, region_id = excluded.region_id,
    final_price = excluded.final_price, cash_flow = excluded.cash_flow;
  return null;
end;
$function$;
comment on function app_private.entreprise_closed_deals_sync_point() is 'Trigger: copies a closed deal''s price with its listing''s sector, region and cash flow to app_private.closed_deal_points. Run as its owner.';
revoke all on function app_private.entreprise_closed_deals_sync_point() from public, anon, authenticated;

create trigger entreprise_closed_deals_40_sync_point after insert or update on public.entreprise_closed_deals
  for each row execute function app_private.entreprise_closed_deals_sync_point();
comment on trigger entreprise_closed_deals_40_sync_point on public.entreprise_closed_deals is 'Keeps app_private.closed_deal_points (what the medians read) in step.';

alter table public.entreprise_closed_deals enable row level security;

create policy entreprise_closed_deals_select_own_or_admin on public.entreprise_closed_deals
  for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy entreprise_closed_deals_insert_own_or_admin on public.entreprise_closed_deals
  for insert to authenticated
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy entreprise_closed_deals_update_own_or_admin on public.entreprise_closed_deals
  for update to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()))
  with check (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy entreprise_closed_deals_delete_own_or_admin on public.entreprise_closed_deals
  for delete to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));
create policy entreprise_closed_deals_active_insert on public.entreprise_closed_deals
  as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));
create policy entreprise_closed_deals_active_update on public.entreprise_closed_deals
  as restrictive for update to authenticated
  using ((select public.caller_is_active()));
create policy entreprise_closed_deals_active_delete on public.entreprise_closed_deals
  as restrictive for delete to authenticated
  using ((select public.caller_is_active()));

revoke all on table public.entreprise_closed_deals from public, anon, authenticated;
grant select, insert, update, delete on table public.entreprise_closed_deals to authenticated;
grant all on table public.entreprise_closed_deals to service_role;

-- Medians of the site's closed deals for a sector: in the region when it has five, else in all
-- regions when they have five, else nothing but the count (never a median of fewer than five).
create or replace function public.valuation_closed_deals(p_category_id bigint, p_region_id smallint default null)
 returns table(scope text, deal_count integer, median_multiple numeric, median_price numeric)
 language plpgsql
 stable
 set search_path to ''
as $function$
declare
  regional integer := 0;
  total integer := 0;
begin
  if p_region_id is not null then
    select pg_catalog.count(*) into regional from app_private.closed_deal_points p
    where p.category_id = p_category_id and p.region_id = p_region_id and p.cash_flow > 0;
  end if;
  select pg_catalog.count(*) into total from app_private.closed_deal_points p
  where p.category_id = p_category_id and p.cash_flow > 0;
  if regional < 5 and total < 5 then
    return query select 'none'::text, total, null::numeric, null::numeric;
    return;
  end if;
  return query
  select case when regional >= 5 then 'region' else 'all' end,
         pg_catalog.count(*)::integer,
         pg_catalog.round((pg_catalog.percentile_cont(0.5) within group (order by (p.final_price / p.cash_flow)::double precision))::numeric, 2),
         pg_catalog.round((pg_catalog.percentile_cont(0.5) within group (order by p.final_price::double precision))::numeric, -2)
  from app_private.closed_deal_points p
  where p.category_id = p_category_id and p.cash_flow > 0
    and (regional < 5 or p.region_id = p_region_id);
end;
$function$;
comment on function public.valuation_closed_deals(bigint, smallint) IS 'The median final price / stated cash flow and median final price of the site''s closed deals of a sector, in the region when it has at least five, else everywhere when there are five; fewer: the count only. Aggregates only.';
revoke all on function public.valuation_closed_deals(bigint, smallint) from public;
grant execute on function public.valuation_closed_deals(bigint, smallint) to anon, authenticated, service_role;
