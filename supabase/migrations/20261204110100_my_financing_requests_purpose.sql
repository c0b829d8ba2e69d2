-- Issue 42, follow-up: a buyer's list of their own requests (my_financing_requests, the dashboard's
-- "My financing requests") showed a pre-qualification request as if it were a financing request, with
-- nothing to tell them apart. The buyer's copy now keeps the request's purpose, and the function
-- returns it with the lenders a pre-qualification was asked of, so each row says what it is.

alter table app_private.buyer_financing_requests
  add column purpose text not null default 'financing'
    constraint buyer_financing_requests_purpose_check check (purpose in ('financing', 'prequalification'));
comment on column app_private.buyer_financing_requests.purpose is 'The request''s purpose, copied from financing_requests.purpose: financing or prequalification.';

update app_private.buyer_financing_requests b
set purpose = r.purpose
from public.financing_requests r
where r.id = b.id and b.purpose is distinct from r.purpose;

create or replace function app_private.financing_requests_sync_buyer()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  if new.user_id is null then
    delete from app_private.buyer_financing_requests where id = new.id;
  else
    insert into app_private.buyer_financing_requests (id, user_id, status, entreprise_id, deal_description, price, amount_requested, purpose, created_at, updated_at)
    values (new.id, new.user_id, new.status, new.entreprise_id, new.deal_description, new.price, new.amount_requested, new.purpose, new.created_at, new.updated_at)
    on conflict (id) do update set
      user_id = excluded.user_id, status = excluded.status, entreprise_id = excluded.entreprise_id,
      deal_description = excluded.deal_description, price = excluded.price, amount_requested = excluded.amount_requested,
      purpose = excluded.purpose, created_at = excluded.created_at, updated_at = excluded.updated_at;
  end if;
  return null;
end;
$function$;

-- The result's columns change: drop and create again, with the same grants.
drop function public.my_financing_requests();

create function public.my_financing_requests()
 returns table(id uuid, purpose text, status public.financing_request_status, entreprise_id bigint, deal_description text,
   price numeric, amount_requested numeric, lenders jsonb, created_at timestamp with time zone,
   updated_at timestamp with time zone)
 language sql
 stable
 set search_path to ''
as $function$
  select r.id, r.purpose, r.status, r.entreprise_id, r.deal_description, r.price, r.amount_requested,
         coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('name', e.name, 'company', e.company)
                                               order by e.company nulls last, e.name)
                   from public.financing_request_lenders l
                   join public.experts e on e.id = l.expert_id
                   where l.request_id = r.id), '[]'::jsonb),
         r.created_at, r.updated_at
  from app_private.buyer_financing_requests r
  where r.user_id = (select auth.uid())
  order by r.created_at desc;
$function$;
comment on function public.my_financing_requests() is 'The signed-in buyer''s own requests and their status (no notes): each one''s purpose (financing, or prequalification with the lenders of the directory it was asked of, as name and company).';
revoke all on function public.my_financing_requests() from public, anon;
grant execute on function public.my_financing_requests() to authenticated, service_role;
