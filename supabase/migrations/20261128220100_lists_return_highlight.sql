-- The workspace's and the queue's lists return each listing's "highlighted" flag (issue 21), which the app
-- read again by id in a second request per page. Adding a column to a function's result needs a drop and a
-- create; the bodies are otherwise those of 20261128150000_back_office_at_scale.sql (entreprises) and the
-- current list_workspace_immobilier.

DROP FUNCTION public.list_workspace_entreprises(text,text,text,smallint,bigint,text,date,date,text,text,integer,integer);
CREATE FUNCTION public.list_workspace_entreprises(p_scope text DEFAULT 'mine'::text, p_status text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_region_id smallint DEFAULT NULL::smallint, p_category_id bigint DEFAULT NULL::bigint, p_owner_email text DEFAULT NULL::text, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date, p_sort text DEFAULT 'updated'::text, p_dir text DEFAULT 'desc'::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
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
  select e.id, e.slug, e.title_fr, e.title_en, e.status, e.featured, e.highlighted, e.asking_price, e.price_on_request, e.images,
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
COMMENT ON FUNCTION public.list_workspace_entreprises(text,text,text,smallint,bigint,text,date,date,text,text,integer,integer) IS 'The caller''s businesses (mine) or every one RLS shows (all: the administrators'' queue), filtered and sorted, with views over 7 and 30 days and inquiry counts and whether each is highlighted. Only the chosen filters are in its query, so that the page is chosen over an index.';
REVOKE ALL ON FUNCTION public.list_workspace_entreprises(text,text,text,smallint,bigint,text,date,date,text,text,integer,integer) FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION public.list_workspace_entreprises(text,text,text,smallint,bigint,text,date,date,text,text,integer,integer) TO authenticated, service_role;

DROP FUNCTION public.list_workspace_immobilier(text,text,text,smallint,text,text,date,date,text,text,integer,integer);
CREATE FUNCTION public.list_workspace_immobilier(p_scope text DEFAULT 'mine'::text, p_status text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_region_id smallint DEFAULT NULL::smallint, p_property_type text DEFAULT NULL::text, p_owner_email text DEFAULT NULL::text, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date, p_sort text DEFAULT 'updated'::text, p_dir text DEFAULT 'desc'::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
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
      and (p_from is null or i.updated_at >= p_from)
      and (p_to is null or i.updated_at < p_to + 1)
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
         coalesce((select sum(v.views) from public.listing_view_days v where v.immobilier_id = pg.id and v.day > current_date - 7), 0)::bigint,
         coalesce((select sum(v.views) from public.listing_view_days v where v.immobilier_id = pg.id and v.day > current_date - 30), 0)::bigint,
         (select count(*) from public.listing_inquiries q where q.immobilier_id = pg.id and q.read_at is null and q.archived_at is null),
         (select count(*) from public.listing_inquiries q where q.immobilier_id = pg.id),
         pg.total_count
  from page pg
  where pg.position > greatest(p_offset, 0) and pg.position <= greatest(p_offset, 0) + least(greatest(p_limit, 1), 200)
  order by pg.position;
$function$;
COMMENT ON FUNCTION public.list_workspace_immobilier(text,text,text,smallint,text,text,date,date,text,text,integer,integer) IS 'The caller''s properties (mine) or every one RLS shows (all), filtered by property type and sorted as list_workspace_entreprises, with whether each is highlighted.';
REVOKE ALL ON FUNCTION public.list_workspace_immobilier(text,text,text,smallint,text,text,date,date,text,text,integer,integer) FROM PUBLIC, anon;
GRANT EXECUTE ON FUNCTION public.list_workspace_immobilier(text,text,text,smallint,text,text,date,date,text,text,integer,integer) TO authenticated, service_role;
