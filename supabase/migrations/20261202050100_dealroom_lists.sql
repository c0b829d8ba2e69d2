-- Issue 41: the deal room's lists, each one request to the Data API. Run as the caller, so RLS
-- decides what each reads: a buyer their own requests, an owner the requests on their files, an
-- administrator everything (the back office, read-only).

create function public.list_dealroom_requests(
  p_scope text default 'buyer',
  p_dealroom_id bigint default null,
  p_status text default null,
  p_search text default null,
  p_limit integer default 25,
  p_offset integer default 0)
 returns table(id bigint, dealroom_id bigint, kind text, listing_id bigint, listing_slug text, listing_title_fr text,
   listing_title_en text, listing_status public.listing_status, buyer_id uuid, signed_name text, buyer_email text,
   status public.dealroom_request_status, capital_available numeric, experience text, timeline public.dealroom_buy_timeline,
   financing text[], financing_details text, agreement_version smallint, agreement_locale text, agreement_sha256 text,
   signed_at timestamp with time zone, decided_at timestamp with time zone, decision_message text,
   expires_at timestamp with time zone, extended_at timestamp with time zone, revoked_at timestamp with time zone,
   revoke_reason text, last_opened_at timestamp with time zone, downloads bigint, total_count bigint)
 language sql
 stable
 set search_path to ''
as $function$
  with picked as (
    select r.*, d.entreprise_id, d.immobilier_id
    from public.dealroom_requests r
    join public.dealrooms d on d.id = r.dealroom_id
    where case p_scope
            when 'buyer' then r.buyer_id = (select auth.uid())
            when 'owner' then r.dealroom_id in (select public.dealroom_owned_rooms())
            else true end
      and (p_dealroom_id is null or r.dealroom_id = p_dealroom_id)
      and (p_status is null or r.status::text = p_status)
  ), described as (
    select p.*,
           case when p.entreprise_id is not null then 'entreprise' else 'immobilier' end as kind,
           coalesce(e.id, i.id) as listing_id, coalesce(e.slug, i.slug) as listing_slug,
           coalesce(e.title_fr, i.title_fr) as listing_title_fr, coalesce(e.title_en, i.title_en) as listing_title_en,
           coalesce(e.status, i.status) as listing_status
    from picked p
    left join public.entreprises e on e.id = p.entreprise_id
    left join public.immobilier i on i.id = p.immobilier_id
  ), found as (
    select * from described x
    where p_search is null or pg_catalog.btrim(p_search) = ''
       or pg_catalog.concat_ws(' ', x.signed_name, x.buyer_email, x.listing_title_fr, x.listing_title_en, x.listing_slug,
            x.agreement_sha256, 'E-' || x.entreprise_id, 'I-' || x.immobilier_id) ilike '%' || pg_catalog.btrim(p_search) || '%'
  )
  select f.id, f.dealroom_id, f.kind, f.listing_id, f.listing_slug, f.listing_title_fr, f.listing_title_en, f.listing_status,
         f.buyer_id, f.signed_name, f.buyer_email, f.status, f.capital_available, f.experience, f.timeline, f.financing,
         f.financing_details, f.agreement_version, f.agreement_locale, f.agreement_sha256, f.signed_at, f.decided_at,
         f.decision_message, f.expires_at, f.extended_at, f.revoked_at, f.revoke_reason,
         (select max(v.created_at) from public.dealroom_access_events v where v.request_id = f.id),
         (select count(*) from public.dealroom_access_events v where v.request_id = f.id and v.action = 'download'),
         count(*) over ()
  from found f
  order by (f.status = 'pending') desc, f.created_at desc, f.id desc
  limit least(greatest(coalesce(p_limit, 25), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
$function$;
comment on function public.list_dealroom_requests(text, bigint, text, text, integer, integer) is 'Access requests with their listing, the buyer''s profile as sent, the decision, the last time the buyer opened the file and how many downloads; scope buyer (the caller''s own), owner (on the caller''s files) or all (what RLS shows: the back office). Pending first, newest first; a page and the total.';
revoke all on function public.list_dealroom_requests(text, bigint, text, text, integer, integer) from public, anon;
grant execute on function public.list_dealroom_requests(text, bigint, text, text, integer, integer) to authenticated, service_role;

create function public.list_dealrooms(p_search text default null, p_limit integer default 25, p_offset integer default 0)
 returns table(id bigint, kind text, listing_id bigint, listing_slug text, listing_title_fr text, listing_title_en text,
   listing_status public.listing_status, document_count smallint, pending bigint, active bigint, requests bigint,
   last_event_at timestamp with time zone, updated_at timestamp with time zone, total_count bigint)
 language sql
 stable
 set search_path to ''
as $function$
  with described as (
    select d.id, case when d.entreprise_id is not null then 'entreprise' else 'immobilier' end as kind,
           coalesce(e.id, i.id) as listing_id, coalesce(e.slug, i.slug) as listing_slug,
           coalesce(e.title_fr, i.title_fr) as listing_title_fr, coalesce(e.title_en, i.title_en) as listing_title_en,
           coalesce(e.status, i.status) as listing_status, d.document_count, d.updated_at
    from public.dealrooms d
    left join public.entreprises e on e.id = d.entreprise_id
    left join public.immobilier i on i.id = d.immobilier_id
    where (select public.is_admin()) or d.id in (select public.dealroom_owned_rooms())
  ), found as (
    select * from described x
    where p_search is null or pg_catalog.btrim(p_search) = ''
       or pg_catalog.concat_ws(' ', x.listing_title_fr, x.listing_title_en, x.listing_slug,
            case x.kind when 'entreprise' then 'E-' else 'I-' end || x.listing_id) ilike '%' || pg_catalog.btrim(p_search) || '%'
  )
  select f.id, f.kind, f.listing_id, f.listing_slug, f.listing_title_fr, f.listing_title_en, f.listing_status, f.document_count,
         (select count(*) from public.dealroom_requests r where r.dealroom_id = f.id and r.status = 'pending'),
         (select count(*) from public.dealroom_requests r where r.dealroom_id = f.id and r.status = 'approved' and r.expires_at > pg_catalog.now()),
         (select count(*) from public.dealroom_requests r where r.dealroom_id = f.id),
         (select max(v.created_at) from public.dealroom_access_events v where v.dealroom_id = f.id),
         f.updated_at,
         count(*) over ()
  from found f
  order by f.updated_at desc, f.id desc
  limit least(greatest(coalesce(p_limit, 25), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
$function$;
comment on function public.list_dealrooms(text, integer, integer) is 'Files with their listing, how many documents, pending and open requests, and the last access; the caller''s own, or every one for an administrator (the back office). A page and the total.';
revoke all on function public.list_dealrooms(text, integer, integer) from public, anon;
grant execute on function public.list_dealrooms(text, integer, integer) to authenticated, service_role;

create function public.dealroom_owner_id(p_dealroom_id bigint)
 returns uuid
 language sql
 stable security definer
 set search_path to ''
as $function$
  select o.owner_id from app_private.dealroom_owners o where o.dealroom_id = p_dealroom_id;
$function$;
comment on function public.dealroom_owner_id(bigint) is 'The owner of a file, for the server''s e-mails to them (the server key only: a confidential listing''s owner is nobody else''s to read).';
revoke all on function public.dealroom_owner_id(bigint) from public, anon, authenticated;
grant execute on function public.dealroom_owner_id(bigint) to service_role;
