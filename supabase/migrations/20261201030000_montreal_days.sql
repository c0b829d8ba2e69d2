-- Days are Montréal days everywhere (issue 39). The rollups and the users list already counted in
-- America/Toronto; these still used the database session's day (UTC on a hosted project), so after
-- 19:00 or 20:00 in Montréal they ran one day ahead:
--
-- 1. The workspace and moderation lists (list_workspace_*): the "from" and "to" dates of the filter
--    were UTC midnights, and the views of the last 7 and 30 days counted from UTC's today.
-- 2. A listing's views are counted once per visitor and Montréal day (listing_view_days), but the
--    marks that say a visitor was already counted were UTC days and were deleted at UTC midnight, so
--    a visitor of the evening was counted again on the same Montréal day.

alter table catalogue_private.listing_view_marks
  alter column day set default ((pg_catalog.now() at time zone 'America/Toronto'))::date;

create or replace function public.list_workspace_entreprises(p_scope text DEFAULT 'mine'::text, p_status text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_region_id smallint DEFAULT NULL::smallint, p_category_id bigint DEFAULT NULL::bigint, p_owner_email text DEFAULT NULL::text, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date, p_sort text DEFAULT 'updated'::text, p_dir text DEFAULT 'desc'::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
 RETURNS TABLE(id bigint, slug text, title_fr text, title_en text, status public.listing_status, featured boolean, highlighted boolean, asking_price numeric, price_on_request boolean, images jsonb, region_id smallint, category_id bigint, owner_id uuid, owner_email text, created_at timestamp with time zone, updated_at timestamp with time zone, submitted_at timestamp with time zone, published_at timestamp with time zone, last_confirmed_at timestamp with time zone, rejection_reason text, views_7 bigint, views_30 bigint, inquiries_unread bigint, inquiries_total bigint, total_count bigint)
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
  if p_from is not null then v_filters := v_filters || ' and e.updated_at >= $7::timestamp at time zone ''America/Toronto'''; end if;
  if p_to is not null then v_filters := v_filters || ' and e.updated_at < ($8 + 1)::timestamp at time zone ''America/Toronto'''; end if;
  -- Submitted items first in the queues, then the chosen order (entreprises_queue_idx serves the default).
  v_order := case when p_scope = 'all' and p_status is null then '(e.status = ''submitted'') desc, ' else '' end
    || format('%s %s nulls last, e.id desc', v_key, v_dir);
  -- An administrator's whole queue (or one status of it) is counted by the rollup, not row by row.
  if p_scope = 'all' and (v_filters = '' or v_filters = ' and e.status = $2::public.listing_status') and public.is_admin() then
    select coalesce(sum(c.n), 0)::bigint into v_total from app_private.entreprise_counts c
    where p_status is null or c.status = p_status::public.listing_status;
  else
    execute format('select count(*) from public.entreprises e where true %s', v_filters)
      into v_total using v_uid, p_status, p_search, p_region_id, p_category_id, p_owner_email, p_from, p_to;
  end if;
  execute format('select array(select e.id from public.entreprises e where true %s order by %s limit %s offset %s)',
      v_filters, v_order, least(greatest(p_limit, 1), 200), greatest(p_offset, 0))
    into v_ids using v_uid, p_status, p_search, p_region_id, p_category_id, p_owner_email, p_from, p_to;
  return query
  select e.id, e.slug, e.title_fr, e.title_en, e.status, e.featured, e.highlighted, e.asking_price, e.price_on_request, e.images,
         e.region_id, e.category_id, o.owner_id, p.email, e.created_at, e.updated_at, e.submitted_at,
         e.published_at, e.last_confirmed_at, e.rejection_reason,
         coalesce((select sum(v.views) from public.listing_view_days v where v.entreprise_id = e.id and v.day > (pg_catalog.now() at time zone 'America/Toronto')::date - 7), 0)::bigint,
         coalesce((select sum(v.views) from public.listing_view_days v where v.entreprise_id = e.id and v.day > (pg_catalog.now() at time zone 'America/Toronto')::date - 30), 0)::bigint,
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

create or replace function public.list_workspace_immobilier(p_scope text DEFAULT 'mine'::text, p_status text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_region_id smallint DEFAULT NULL::smallint, p_property_type text DEFAULT NULL::text, p_owner_email text DEFAULT NULL::text, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date, p_sort text DEFAULT 'updated'::text, p_dir text DEFAULT 'desc'::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
 RETURNS TABLE(id bigint, slug text, title_fr text, title_en text, status public.listing_status, featured boolean, highlighted boolean, property_type public.property_type, transaction_type public.property_transaction, price numeric, lease_rate numeric, lease_rate_unit public.lease_rate_unit, price_on_request boolean, images jsonb, region_id smallint, owner_id uuid, owner_email text, created_at timestamp with time zone, updated_at timestamp with time zone, submitted_at timestamp with time zone, published_at timestamp with time zone, last_confirmed_at timestamp with time zone, stale_since timestamp with time zone, rejection_reason text, views_7 bigint, views_30 bigint, inquiries_unread bigint, inquiries_total bigint, total_count bigint)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with rows as (
    select i.id, i.slug, i.title_fr, i.title_en, i.status, i.featured, i.highlighted, i.property_type, i.transaction_type, i.price,
           i.lease_rate, i.lease_rate_unit, i.price_on_request, i.images, i.region_id, i.owner_id, i.created_at,
           i.updated_at, i.submitted_at, i.published_at, i.last_confirmed_at, i.stale_since, i.rejection_reason,
           coalesce(i.price, i.lease_rate) as sort_price, p.email as owner_email
    from public.immobilier i
    left join public.profiles p on p.id = i.owner_id
    where (p_scope <> 'mine' or i.owner_id = (select auth.uid()))
      and (p_status is null or i.status::text = p_status)
      and (p_search is null or i.title_fr ilike '%' || p_search || '%' or i.title_en ilike '%' || p_search || '%' or i.slug = p_search)
      and (p_region_id is null or i.region_id = p_region_id)
      and (p_property_type is null or i.property_type::text = p_property_type)
      and (p_owner_email is null or p.email ilike '%' || p_owner_email || '%')
      and (p_from is null or i.updated_at >= p_from::timestamp at time zone 'America/Toronto')
      and (p_to is null or i.updated_at < (p_to + 1)::timestamp at time zone 'America/Toronto')
  ), page as (
    select r.*, count(*) over () as total_count,
           row_number() over (order by
             case when p_scope = 'all' and p_status is null then (r.status = 'submitted') end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'title' then r.title_fr end end asc,
             case when p_dir = 'desc' then case p_sort when 'title' then r.title_fr end end desc,
             case when p_dir = 'asc' then case p_sort when 'price' then r.sort_price end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'price' then r.sort_price end end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at when 'confirmed' then r.last_confirmed_at else r.updated_at end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at when 'confirmed' then r.last_confirmed_at else r.updated_at end end desc nulls last,
             r.id desc) as position
    from rows r
  )
  select pg.id, pg.slug, pg.title_fr, pg.title_en, pg.status, pg.featured, pg.highlighted, pg.property_type, pg.transaction_type, pg.price,
         pg.lease_rate, pg.lease_rate_unit, pg.price_on_request, pg.images, pg.region_id, pg.owner_id, pg.owner_email,
         pg.created_at, pg.updated_at, pg.submitted_at, pg.published_at, pg.last_confirmed_at, pg.stale_since, pg.rejection_reason,
         coalesce((select sum(v.views) from public.listing_view_days v where v.immobilier_id = pg.id and v.day > (pg_catalog.now() at time zone 'America/Toronto')::date - 7), 0)::bigint,
         coalesce((select sum(v.views) from public.listing_view_days v where v.immobilier_id = pg.id and v.day > (pg_catalog.now() at time zone 'America/Toronto')::date - 30), 0)::bigint,
         (select count(*) from public.listing_inquiries q where q.immobilier_id = pg.id and q.read_at is null and q.archived_at is null),
         (select count(*) from public.listing_inquiries q where q.immobilier_id = pg.id),
         pg.total_count
  from page pg
  where pg.position > greatest(p_offset, 0) and pg.position <= greatest(p_offset, 0) + least(greatest(p_limit, 1), 200)
  order by pg.position;
$function$;

create or replace function public.list_workspace_experts(p_scope text DEFAULT 'mine'::text, p_status text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_region_id smallint DEFAULT NULL::smallint, p_profession text DEFAULT NULL::text, p_owner_email text DEFAULT NULL::text, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date, p_sort text DEFAULT 'updated'::text, p_dir text DEFAULT 'desc'::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
 RETURNS TABLE(id bigint, slug text, name text, company text, status public.publication_status, featured boolean, profession public.expert_profession, professions public.expert_profession[], region_ids smallint[], city text, photo_url text, owner_id uuid, owner_email text, created_at timestamp with time zone, updated_at timestamp with time zone, submitted_at timestamp with time zone, published_at timestamp with time zone, rejection_reason text, total_count bigint)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with rows as (
    select x.id, x.slug, x.name, x.company, x.status, x.featured, x.profession, x.professions, x.region_ids, x.city,
           x.photo_url, x.owner_id, p.email as owner_email, x.created_at, x.updated_at, x.submitted_at, x.published_at,
           x.rejection_reason
    from public.experts x
    left join public.profiles p on p.id = x.owner_id
    where (p_scope <> 'mine' or x.owner_id = (select auth.uid()))
      and (p_status is null or x.status::text = p_status)
      and (p_search is null or x.name ilike '%' || p_search || '%' or x.company ilike '%' || p_search || '%' or x.slug = p_search)
      and (p_region_id is null or p_region_id = any (x.region_ids))
      and (p_profession is null or p_profession = any (x.professions::text[]))
      and (p_owner_email is null or p.email ilike '%' || p_owner_email || '%')
      and (p_from is null or x.updated_at >= p_from::timestamp at time zone 'America/Toronto')
      and (p_to is null or x.updated_at < (p_to + 1)::timestamp at time zone 'America/Toronto')
  ), page as (
    select r.*, count(*) over () as total_count,
           row_number() over (order by
             case when p_scope = 'all' and p_status is null then (r.status = 'submitted') end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'title' then r.name end end asc,
             case when p_dir = 'desc' then case p_sort when 'title' then r.name end end desc,
             case when p_dir = 'asc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at else r.updated_at end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at else r.updated_at end end desc nulls last,
             r.id desc) as position
    from rows r
  )
  select pg.id, pg.slug, pg.name, pg.company, pg.status, pg.featured, pg.profession, pg.professions, pg.region_ids, pg.city,
         pg.photo_url, pg.owner_id, pg.owner_email, pg.created_at, pg.updated_at, pg.submitted_at, pg.published_at,
         pg.rejection_reason, pg.total_count
  from page pg
  where pg.position > greatest(p_offset, 0) and pg.position <= greatest(p_offset, 0) + least(greatest(p_limit, 1), 200)
  order by pg.position;
$function$;

create or replace function public.list_workspace_franchises(p_scope text DEFAULT 'mine'::text, p_status text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_category_id bigint DEFAULT NULL::bigint, p_owner_email text DEFAULT NULL::text, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date, p_sort text DEFAULT 'updated'::text, p_dir text DEFAULT 'desc'::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
 RETURNS TABLE(id bigint, slug text, name text, status public.publication_status, featured boolean, category_id bigint, investment_min numeric, logo_url text, owner_id uuid, owner_email text, created_at timestamp with time zone, updated_at timestamp with time zone, submitted_at timestamp with time zone, published_at timestamp with time zone, rejection_reason text, total_count bigint)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with rows as (
    select f.id, f.slug, f.name, f.status, f.featured, f.category_id, f.investment_min, f.logo_url, f.owner_id,
           p.email as owner_email, f.created_at, f.updated_at, f.submitted_at, f.published_at, f.rejection_reason
    from public.franchises f
    left join public.profiles p on p.id = f.owner_id
    where (p_scope <> 'mine' or f.owner_id = (select auth.uid()))
      and (p_status is null or f.status::text = p_status)
      and (p_search is null or f.name ilike '%' || p_search || '%' or f.slug = p_search)
      and (p_category_id is null or f.category_id = p_category_id)
      and (p_owner_email is null or p.email ilike '%' || p_owner_email || '%')
      and (p_from is null or f.updated_at >= p_from::timestamp at time zone 'America/Toronto')
      and (p_to is null or f.updated_at < (p_to + 1)::timestamp at time zone 'America/Toronto')
  ), page as (
    select r.*, count(*) over () as total_count,
           row_number() over (order by
             case when p_scope = 'all' and p_status is null then (r.status = 'submitted') end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'title' then r.name end end asc,
             case when p_dir = 'desc' then case p_sort when 'title' then r.name end end desc,
             case when p_dir = 'asc' then case p_sort when 'price' then r.investment_min end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'price' then r.investment_min end end desc nulls last,
             case when p_dir = 'asc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at else r.updated_at end end asc nulls last,
             case when p_dir = 'desc' then case p_sort when 'submitted' then r.submitted_at when 'published' then r.published_at else r.updated_at end end desc nulls last,
             r.id desc) as position
    from rows r
  )
  select pg.id, pg.slug, pg.name, pg.status, pg.featured, pg.category_id, pg.investment_min, pg.logo_url, pg.owner_id,
         pg.owner_email, pg.created_at, pg.updated_at, pg.submitted_at, pg.published_at, pg.rejection_reason, pg.total_count
  from page pg
  where pg.position > greatest(p_offset, 0) and pg.position <= greatest(p_offset, 0) + least(greatest(p_limit, 1), 200)
  order by pg.position;
$function$;

create or replace function public.record_listing_view(p_kind text, p_slug text, p_visitor text)
 RETURNS boolean
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_id bigint;
  v_inserted integer;
begin
  if p_kind = 'entreprise' then
    select e.id into v_id from public.entreprises e where e.slug = p_slug and e.status in ('published', 'under_offer', 'sold');
  elsif p_kind = 'immobilier' then
    select i.id into v_id from public.immobilier i where i.slug = p_slug and i.status in ('published', 'under_offer', 'sold');
  else
    raise exception 'unknown listing kind %', p_kind using errcode = '22023';
  end if;
  if v_id is null then
    return false;
  end if;
  -- Yesterday's marks (a Montréal day, as the counter's) are no longer needed: the counter already holds them.
  delete from catalogue_private.listing_view_marks where day < (pg_catalog.now() at time zone 'America/Toronto')::date;
  insert into catalogue_private.listing_view_marks (listing_kind, listing_id, visitor)
  values (p_kind, v_id, p_visitor)
  on conflict do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted = 0 then
    return false;
  end if;
  if p_kind = 'entreprise' then
    update public.entreprises set view_count = view_count + 1 where id = v_id;
    insert into public.listing_view_days as d (entreprise_id, views) values (v_id, 1)
    on conflict (entreprise_id, day) where entreprise_id is not null do update set views = d.views + 1;
  else
    update public.immobilier set view_count = view_count + 1 where id = v_id;
    insert into public.listing_view_days as d (immobilier_id, views) values (v_id, 1)
    on conflict (immobilier_id, day) where immobilier_id is not null do update set views = d.views + 1;
  end if;
  return true;
end;
$function$;
