-- Issue 42: a lender's pre-qualification. A signed-in buyer asks one or more lenders of the experts
-- directory (experts whose professions include financing_advisor) to pre-qualify them: a financing
-- request with the purpose 'prequalification' and its lenders (financing_request_lenders, written by
-- the server with the secret key after its checks). The team, acting for a lender, records
-- "pre-qualified up to N $" with the lender, a date and an expiry (financing_prequalifications):
-- administrators only, in the policies, the column grants and a guard trigger. A mark is current while
-- expires_at > now(), computed at read time; buyer_prequalifications() returns only current marks, to
-- the buyer, admins and the owners of a file the buyer asked to see.

alter table public.financing_requests
  add column purpose text not null default 'financing'
    constraint financing_requests_purpose_check check (purpose in ('financing', 'prequalification'));
comment on column public.financing_requests.purpose is 'financing: a request for a deal (/services/financement); prequalification: a buyer''s request to be pre-qualified by the lenders of financing_request_lenders (/profil/dossiers).';

----------------------------------------------------------------------------------------------------
-- The lenders a pre-qualification request was sent to.

create table public.financing_request_lenders (
  request_id uuid not null references public.financing_requests(id) on delete cascade,
  expert_id bigint not null references public.experts(id) on delete cascade,
  buyer_id uuid not null references public.profiles(id) on delete cascade,
  created_at timestamp with time zone not null default now(),
  constraint financing_request_lenders_pkey primary key (request_id, expert_id)
);
comment on table public.financing_request_lenders is 'The lenders of the experts directory a buyer asked for a pre-qualification (issue 42): written by the server with the secret key; the buyer reads their own, admins all.';

create index financing_request_lenders_buyer_idx on public.financing_request_lenders (buyer_id, created_at desc);
create index financing_request_lenders_expert_idx on public.financing_request_lenders (expert_id);

create function public.financing_request_lenders_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
begin
  if not exists (select 1 from public.financing_requests r
                 where r.id = new.request_id and r.purpose = 'prequalification' and r.user_id = new.buyer_id) then
    raise exception 'prequalification: the request is not this buyer''s pre-qualification request' using errcode = '23514';
  end if;
  if not exists (select 1 from public.experts e
                 where e.id = new.expert_id and e.status = 'published' and 'financing_advisor' = any (e.professions)) then
    raise exception 'prequalification: not a lender of the directory' using errcode = '23514';
  end if;
  new.created_at := pg_catalog.now();
  return new;
end;
$function$;
comment on function public.financing_request_lenders_guard() is 'Trigger: a lender is asked on the buyer''s own pre-qualification request, and is a published expert of the financing kind.';
revoke all on function public.financing_request_lenders_guard() from public, anon, authenticated;

create trigger financing_request_lenders_05_guard before insert or update on public.financing_request_lenders
  for each row execute function public.financing_request_lenders_guard();
comment on trigger financing_request_lenders_05_guard on public.financing_request_lenders is 'First: the request, the buyer and the lender are checked before the row is written.';

alter table public.financing_request_lenders enable row level security;

create policy financing_request_lenders_active_delete on public.financing_request_lenders
  as restrictive for delete to authenticated using ((select public.caller_is_active()));
create policy financing_request_lenders_active_insert on public.financing_request_lenders
  as restrictive for insert to authenticated with check ((select public.caller_is_active()));
create policy financing_request_lenders_active_update on public.financing_request_lenders
  as restrictive for update to authenticated using ((select public.caller_is_active()));
create policy financing_request_lenders_select_own_or_admin on public.financing_request_lenders
  for select to authenticated
  using ((select public.is_admin()) or buyer_id = (select auth.uid()));

revoke all on table public.financing_request_lenders from public, anon, authenticated;
grant select on table public.financing_request_lenders to authenticated;
grant all on table public.financing_request_lenders to service_role;

----------------------------------------------------------------------------------------------------
-- The marks: "pre-qualified up to N $" by a lender, from a day until an expiry.

create table public.financing_prequalifications (
  id bigint generated always as identity not null,
  request_id uuid not null references public.financing_requests(id) on delete cascade,
  buyer_id uuid not null default auth.uid() references public.profiles(id) on delete cascade,
  expert_id bigint references public.experts(id) on delete set null,
  lender_name text not null default '',
  lender_company text,
  amount numeric(14,2) not null,
  qualified_on date not null,
  expires_on date not null,
  expires_at timestamp with time zone not null default now(),
  recorded_by uuid references public.profiles(id) on delete set null,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint financing_prequalifications_pkey primary key (id),
  constraint financing_prequalifications_amount_check check (amount > 0 and amount <= 1000000000),
  constraint financing_prequalifications_dates check (expires_on >= qualified_on and expires_on <= qualified_on + 366),
  constraint financing_prequalifications_lender_name_check check (char_length(pg_catalog.btrim(lender_name)) between 1 and 150),
  constraint financing_prequalifications_lender_company_check check (char_length(lender_company) <= 150)
);
comment on table public.financing_prequalifications is 'A lender''s pre-qualification of a buyer, recorded by the team (issue 42): up to amount, from qualified_on, current while expires_at > now(). Written by admins only; read by the buyer, admins, and (current marks) the owners of a file the buyer asked to see.';
comment on column public.financing_prequalifications.expires_at is 'The first moment after expires_on in Montréal, set by the guard (the default only lets a write leave it out): the mark lapses by itself then.';
comment on column public.financing_prequalifications.buyer_id is 'The buyer of the request, set by the guard (the default only lets a write leave it out).';
comment on column public.financing_prequalifications.lender_name is 'The lender''s name when the mark was recorded (kept if the expert''s profile goes).';

create index financing_prequalifications_buyer_idx on public.financing_prequalifications (buyer_id, expires_at desc);
create index financing_prequalifications_request_idx on public.financing_prequalifications (request_id);
create index financing_prequalifications_expert_idx on public.financing_prequalifications (expert_id);

create function public.financing_prequalifications_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
declare
  api_caller boolean := coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated');
  v_today date := (pg_catalog.now() at time zone 'America/Toronto')::date;
  v_buyer uuid;
  v_lender public.experts;
begin
  -- Policies refuse it too; this says so even where a policy would only hide the row.
  if api_caller and not (select public.is_admin()) then
    raise exception 'prequalification: only the team records a pre-qualification' using errcode = '42501';
  end if;
  if tg_op = 'INSERT' then
    select r.user_id into v_buyer from public.financing_requests r
    where r.id = new.request_id and r.purpose = 'prequalification';
    if v_buyer is null then
      raise exception 'prequalification: no signed-in buyer''s pre-qualification request' using errcode = '23514';
    end if;
    new.buyer_id := v_buyer;
    new.created_at := pg_catalog.now();
  else
    if new.request_id <> old.request_id then
      raise exception 'prequalification: a mark stays on its request' using errcode = '42501';
    end if;
    new.buyer_id := old.buyer_id;
    new.created_at := old.created_at;
  end if;
  if tg_op = 'INSERT' or new.expert_id is distinct from old.expert_id then
    select e.* into v_lender from public.experts e
    where e.id = new.expert_id and e.status = 'published' and 'financing_advisor' = any (e.professions);
    if v_lender.id is null then
      raise exception 'prequalification: not a lender of the directory' using errcode = '23514';
    end if;
    new.lender_name := v_lender.name;
    new.lender_company := nullif(pg_catalog.btrim(v_lender.company), '');
  elsif api_caller then
    new.lender_name := old.lender_name;
    new.lender_company := old.lender_company;
  end if;
  -- The app's (and so the team's) dates; the server key and SQL may write history (imports, tests).
  if api_caller and (tg_op = 'INSERT' or new.qualified_on <> old.qualified_on or new.expires_on <> old.expires_on) then
    if new.qualified_on > v_today then
      raise exception 'prequalification: qualified_on is in the future' using errcode = '23514';
    end if;
    if new.expires_on < v_today then
      raise exception 'prequalification: expires_on is past' using errcode = '23514';
    end if;
  end if;
  new.expires_at := (new.expires_on + 1)::timestamp at time zone 'America/Toronto';
  if api_caller then
    new.recorded_by := (select auth.uid());
  end if;
  return new;
end;
$function$;
comment on function public.financing_prequalifications_guard() is 'Trigger: only an admin writes a mark through the API; the buyer comes from the pre-qualification request, the lender''s name from a published expert of the financing kind; through the API the day is not in the future and the expiry not past; expires_at is the end of the expiry day in Montréal. Run as the caller.';
revoke all on function public.financing_prequalifications_guard() from public, anon, authenticated;

create trigger financing_prequalifications_05_guard before insert or update on public.financing_prequalifications
  for each row execute function public.financing_prequalifications_guard();
comment on trigger financing_prequalifications_05_guard on public.financing_prequalifications is 'First: who may write a mark, the buyer and lender it names, its dates and when it lapses.';

create trigger financing_prequalifications_20_updated_at before update on public.financing_prequalifications
  for each row execute function public.set_updated_at();
comment on trigger financing_prequalifications_20_updated_at on public.financing_prequalifications is 'updated_at is the time of the write.';

alter table public.financing_prequalifications enable row level security;

create policy financing_prequalifications_active_delete on public.financing_prequalifications
  as restrictive for delete to authenticated using ((select public.caller_is_active()));
create policy financing_prequalifications_active_insert on public.financing_prequalifications
  as restrictive for insert to authenticated with check ((select public.caller_is_active()));
create policy financing_prequalifications_active_update on public.financing_prequalifications
  as restrictive for update to authenticated using ((select public.caller_is_active()));
create policy financing_prequalifications_select on public.financing_prequalifications
  for select to authenticated
  using ((select public.is_admin())
    or buyer_id = (select auth.uid())
    or (expires_at > pg_catalog.now()
        and buyer_id in (select r.buyer_id from public.dealroom_requests r
                         where r.dealroom_id in (select public.dealroom_owned_rooms()))));
create policy financing_prequalifications_insert_admin on public.financing_prequalifications
  for insert to authenticated with check ((select public.is_admin()));
create policy financing_prequalifications_update_admin on public.financing_prequalifications
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy financing_prequalifications_delete_admin on public.financing_prequalifications
  for delete to authenticated using ((select public.is_admin()));

revoke all on table public.financing_prequalifications from public, anon, authenticated;
grant select, delete on table public.financing_prequalifications to authenticated;
grant insert (request_id, expert_id, amount, qualified_on, expires_on) on table public.financing_prequalifications to authenticated;
grant update (expert_id, amount, qualified_on, expires_on) on table public.financing_prequalifications to authenticated;
grant all on table public.financing_prequalifications to service_role;

----------------------------------------------------------------------------------------------------
-- The one read of current marks.

create function public.buyer_prequalifications(p_buyers uuid[])
 returns table(id bigint, buyer_id uuid, expert_id bigint, lender_name text, lender_company text, amount numeric,
   qualified_on date, expires_on date, expires_at timestamp with time zone)
 language sql
 stable
 set search_path to ''
as $function$
  select p.id, p.buyer_id, p.expert_id, p.lender_name, p.lender_company, p.amount, p.qualified_on, p.expires_on, p.expires_at
  from public.financing_prequalifications p
  where p.buyer_id = any (p_buyers) and p.expires_at > pg_catalog.now()
  order by p.buyer_id, p.amount desc, p.expires_at desc
  limit 1000;
$function$;
comment on function public.buyer_prequalifications(uuid[]) is 'The current pre-qualifications (not lapsed) of some buyers, largest first. Run as the caller: the policies show them to the buyer, admins and the owners of a file the buyer asked to see; anyone else gets no row.';
revoke all on function public.buyer_prequalifications(uuid[]) from public, anon;
grant execute on function public.buyer_prequalifications(uuid[]) to authenticated, service_role;
