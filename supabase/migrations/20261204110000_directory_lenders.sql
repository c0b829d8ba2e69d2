-- Issue 42, follow-up: one definition of "a lender of the directory". The buyer's list of lenders and
-- the server's check of a request filtered on the expert's main profession (experts.profession) while
-- the guards of financing_request_lenders and financing_prequalifications accepted any of their
-- professions (experts.professions): an expert whose lending profession was a secondary one was
-- accepted by Postgres but never offered to a buyer nor to the team, and refused by the server. Now
-- the lists, the server's check and both guards read public.directory_lenders: a published expert
-- whose professions (the main one, which experts_15_professions puts first, and the others) include
-- financing_advisor. The marks' guard also lets a lender's profile be deleted (by its owner or an
-- admin): the foreign key sets the mark's expert_id to null, which the guard refused ("only the team",
-- "not a lender"), so the deletion failed; the mark now stays as it was, with the lender's name.

create function public.directory_lenders(p_ids bigint[] default null)
 returns table(id bigint, name text, company text, city text)
 language sql
 stable
 set search_path to ''
as $function$
  select e.id, e.name, e.company, e.city
  from public.experts e
  where e.status = 'published'
    and 'financing_advisor' = any (e.professions)
    and (p_ids is null or e.id = any (p_ids))
  order by e.company asc nulls last, e.name asc, e.id asc
  limit case when p_ids is null then 200 end;
$function$;
comment on function public.directory_lenders(bigint[]) is 'The lenders of the experts directory (issue 42), by firm and name, or those among p_ids: published experts whose professions, main or not, include financing_advisor. The one definition the buyer''s and the team''s lists, the server''s check and the guards of financing_request_lenders and financing_prequalifications share. Run as the caller (experts'' policies).';
revoke all on function public.directory_lenders(bigint[]) from public, anon;
grant execute on function public.directory_lenders(bigint[]) to authenticated, service_role;

create or replace function public.financing_request_lenders_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
begin
  if not exists (select 1 from public.financing_requests r
                 where r.id = new.request_id and r.purpose = 'prequalification' and r.user_id = new.buyer_id) then
    raise exception 'prequalification: the request is not this buyer''s pre-qualification request' using errcode = '23514';
  end if;
  if not exists (select 1 from public.directory_lenders(array[new.expert_id])) then
    raise exception 'prequalification: not a lender of the directory' using errcode = '23514';
  end if;
  new.created_at := pg_catalog.now();
  return new;
end;
$function$;
comment on function public.financing_request_lenders_guard() is 'Trigger: a lender is asked on the buyer''s own pre-qualification request, and is a lender of the directory (directory_lenders).';

create or replace function public.financing_prequalifications_guard()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
declare
  api_caller boolean := coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated');
  v_today date := (pg_catalog.now() at time zone 'America/Toronto')::date;
  v_buyer uuid;
  v_name text;
  v_company text;
begin
  -- The lender's profile went (experts' foreign key: on delete set null, run for whoever deleted it,
  -- which only admins could be for a direct update, the policies letting no one else update a mark):
  -- the mark stays as it was, with the name it was given by.
  if tg_op = 'UPDATE' and new.expert_id is null and old.expert_id is not null then
    new := old;
    new.expert_id := null;
    return new;
  end if;
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
    select l.name, l.company into v_name, v_company from public.directory_lenders(array[new.expert_id]) l;
    if not found then
      raise exception 'prequalification: not a lender of the directory' using errcode = '23514';
    end if;
    new.lender_name := v_name;
    new.lender_company := nullif(pg_catalog.btrim(v_company), '');
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
comment on function public.financing_prequalifications_guard() is 'Trigger: only an admin writes a mark through the API; the buyer comes from the pre-qualification request, the lender''s name from a lender of the directory (directory_lenders); through the API the day is not in the future and the expiry not past; expires_at is the end of the expiry day in Montréal. Run as the caller.';
