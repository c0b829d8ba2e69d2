-- Issue 21: the back office at 100 000 businesses and 20 000 users (npm run bench -- back-office).
-- Measured on the bench's database before this migration: the users list sorted by listings or
-- inquiries took 6 s, the moderation queue's list 1 s, the taxonomy counts 110–150 ms.

----------------------------------------------------------------------------------------------------
-- Policies that ask "administrator?" first: PostgreSQL evaluates an OR from the left, and
-- listing_inquiry_owner() is a lookup per row. An administrator reading 50 000 inquiries paid
-- 50 000 lookups (4 s); now one InitPlan.
----------------------------------------------------------------------------------------------------

alter policy listing_inquiries_select_owner_or_admin on public.listing_inquiries
  using ((select public.is_admin()) or public.listing_inquiry_owner(entreprise_id, immobilier_id) = (select auth.uid()));
alter policy listing_inquiries_update_owner_or_admin on public.listing_inquiries
  using ((select public.is_admin()) or public.listing_inquiry_owner(entreprise_id, immobilier_id) = (select auth.uid()))
  with check ((select public.is_admin()) or public.listing_inquiry_owner(entreprise_id, immobilier_id) = (select auth.uid()));
alter policy listing_view_days_select_owner_or_admin on public.listing_view_days
  using ((select public.is_admin()) or public.listing_inquiry_owner(entreprise_id, immobilier_id) = (select auth.uid()));

----------------------------------------------------------------------------------------------------
-- The workspace's and the moderation queue's list of businesses: the page is chosen over an index
-- (the default order: submitted first, then last updated) and only its rows are read in full.
----------------------------------------------------------------------------------------------------

create index entreprises_queue_idx on public.entreprises ((status = 'submitted') desc, updated_at desc nulls last, id desc);
-- What the policies read (status, owner): counts under RLS are index-only scans.
create index entreprises_status_owner_idx on public.entreprises (status, owner_id);

CREATE OR REPLACE FUNCTION public.list_workspace_entreprises(p_scope text DEFAULT 'mine'::text, p_status text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_region_id smallint DEFAULT NULL::smallint, p_category_id bigint DEFAULT NULL::bigint, p_owner_email text DEFAULT NULL::text, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date, p_sort text DEFAULT 'updated'::text, p_dir text DEFAULT 'desc'::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
 RETURNS TABLE(id bigint, slug text, title_fr text, title_en text, status public.listing_status, featured boolean, asking_price numeric, price_on_request boolean, images jsonb, region_id smallint, category_id bigint, owner_id uuid, owner_email text, created_at timestamp with time zone, updated_at timestamp with time zone, submitted_at timestamp with time zone, published_at timestamp with time zone, last_confirmed_at timestamp with time zone, rejection_reason text, views_7 bigint, views_30 bigint, inquiries_unread bigint, inquiries_total bigint, total_count bigint)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_dir text := case when p_dir = 'asc' then 'asc' else 'desc' end;
  v_key text := case p_sort when 'title' then 'e.title_fr' when 'price' then 'e.asking_price' when 'submitted' then 'e.submitted_at'
    when 'published' then 'e.published_at' when 'confirmed' then 'e.last_confirmed_at' else 'e.updated_at' end;
  v_filters text := '';
  v_order text;
  v_total bigint;
  v_ids bigint[];
begin
  if v_uid is null then
    return;
  end if;
  -- Only the chosen filters are in the query, so that the planner sees exactly them and chooses the
  -- page over an index (an administrator's queue of 100 000 businesses); RLS decides what "all" is.
  if p_scope = 'mine' then
    v_filters := ' and e.id in (select c.entreprise_id from app_private.entreprise_confidential c where c.owner_id = $1)';
  end if;
  if p_status is not null then
    if not p_status = any (pg_catalog.enum_range(null::public.listing_status)::text[]) then
      return;
    end if;
    v_filters := v_filters || ' and e.status = $2::public.listing_status';
  end if;
  if p_search is not null then
    v_filters := v_filters || ' and (e.title_fr ilike ''%%'' || $3 || ''%%'' or e.title_en ilike ''%%'' || $3 || ''%%'' or e.slug = $3)';
  end if;
  if p_region_id is not null then v_filters := v_filters || ' and e.region_id = $4'; end if;
  if p_category_id is not null then v_filters := v_filters || ' and e.category_id = $5'; end if;
  if p_owner_email is not null then
    v_filters := v_filters || ' and e.id in (select c.entreprise_id from app_private.entreprise_confidential c
      join public.profiles p on p.id = c.owner_id where p.email ilike ''%%'' || $6 || ''%%'')';
  end if;
  if p_from is not null then v_filters := v_filters || ' and e.updated_at >= $7'; end if;
  if p_to is not null then v_filters := v_filters || ' and e.updated_at < $8 + 1'; end if;
  -- Submitted items first in the queues, then the chosen order (entreprises_queue_idx serves the default).
  v_order := case when p_scope = 'all' and p_status is null then '(e.status = ''submitted'') desc, ' else '' end
    || format('%s %s nulls last, e.id desc', v_key, v_dir);
  execute format('select count(*) from public.entreprises e where true %s', v_filters)
    into v_total using v_uid, p_status, p_search, p_region_id, p_category_id, p_owner_email, p_from, p_to;
  execute format('select array(select e.id from public.entreprises e where true %s order by %s limit %s offset %s)',
      v_filters, v_order, least(greatest(p_limit, 1), 200), greatest(p_offset, 0))
    into v_ids using v_uid, p_status, p_search, p_region_id, p_category_id, p_owner_email, p_from, p_to;
  return query
  select e.id, e.slug, e.title_fr, e.title_en, e.status, e.featured, e.asking_price, e.price_on_request, e.images,
         e.region_id, e.category_id, o.owner_id, p.email, e.created_at, e.updated_at, e.submitted_at,
         e.published_at, e.last_confirmed_at, e.rejection_reason,
         coalesce((select sum(v.views) from public.listing_view_days v where v.entreprise_id = e.id and v.day > current_date - 7), 0)::bigint,
         coalesce((select sum(v.views) from public.listing_view_days v where v.entreprise_id = e.id and v.day > current_date - 30), 0)::bigint,
         (select count(*) from public.listing_inquiries i where i.entreprise_id = e.id and i.read_at is null and i.archived_at is null),
         (select count(*) from public.listing_inquiries i where i.entreprise_id = e.id),
         v_total
  from unnest(v_ids) with ordinality as page (id, position)
  join public.entreprises e on e.id = page.id
  join app_private.entreprise_confidential o on o.entreprise_id = e.id
  left join public.profiles p on p.id = o.owner_id
  order by page.position;
end;
$function$;
comment on function public.list_workspace_entreprises(text,text,text,smallint,bigint,text,date,date,text,text,integer,integer) is 'The caller''s businesses (mine) or every one RLS shows (all: the administrators'' queue), filtered and sorted, with views over 7 and 30 days and inquiry counts. Only the chosen filters are in its query, so that the page is chosen over an index.';
revoke all on function public.list_workspace_entreprises(text,text,text,smallint,bigint,text,date,date,text,text,integer,integer) from public, anon;
grant execute on function public.list_workspace_entreprises(text,text,text,smallint,bigint,text,date,date,text,text,integer,integer) to authenticated, service_role;

----------------------------------------------------------------------------------------------------
-- Counts through the policies, over an index that holds what they read (category, status, owner):
-- index-only scans instead of 100 000 rows read one by one.
----------------------------------------------------------------------------------------------------

create index entreprises_category_usage_idx on public.entreprises (category_id, status, owner_id);

create or replace function public.taxonomy_usage(p_kind text)
 returns table(id bigint, listing_count bigint)
 language plpgsql
 stable
 set search_path to ''
as $function$
begin
  if not public.is_admin() then
    raise exception 'only an administrator can count the listings of the taxonomy' using errcode = '42501';
  end if;
  if p_kind = 'entreprise_categories' then
    return query select e.category_id, count(*) from public.entreprises e group by e.category_id;
  elsif p_kind = 'entreprise_industries' then
    -- Per category first (one pass over the index), then summed per industry.
    return query
      with per_category as (select e.category_id, count(*) as n from public.entreprises e group by e.category_id)
      select m.industry_id, sum(c.n)::bigint
      from per_category c
      join public.entreprise_category_industry_map m on m.category_id = c.category_id
      group by m.industry_id;
  elsif p_kind = 'franchise_categories' then
    return query select f.category_id, count(*) from public.franchises f group by f.category_id;
  else
    raise exception 'unknown taxonomy list %', p_kind using errcode = '22023';
  end if;
end;
$function$;
