-- The owner's inquiries inbox (issue 10, /admin/demandes): the buyers' messages about the
-- caller's own businesses and properties, unread first, per listing or all together, with the
-- listing each one is about. Security invoker (RLS decides what the caller reads) with an explicit
-- owner test: an admin's inbox holds their own listings' inquiries only.

create or replace function public.list_inbox_inquiries(
  p_kind text default null,
  p_listing_id bigint default null,
  p_archived boolean default false,
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id bigint, kind text, listing_id bigint, listing_slug text, listing_title_fr text, listing_title_en text,
  listing_status public.listing_status, name text, email text, phone text, message text, locale text,
  created_at timestamptz, read_at timestamptz, archived_at timestamptz, total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with mine as (
    select i.id,
           case when i.entreprise_id is not null then 'entreprise' else 'immobilier' end as kind,
           coalesce(i.entreprise_id, i.immobilier_id) as listing_id,
           coalesce(e.slug, m.slug) as listing_slug,
           coalesce(e.title_fr, m.title_fr) as listing_title_fr,
           coalesce(e.title_en, m.title_en) as listing_title_en,
           coalesce(e.status, m.status) as listing_status,
           i.name, i.email, i.phone, i.message, i.locale, i.created_at, i.read_at, i.archived_at
    from public.listing_inquiries i
    left join public.entreprises e on e.id = i.entreprise_id
    left join public.immobilier m on m.id = i.immobilier_id
    where (e.owner_id = (select auth.uid()) or m.owner_id = (select auth.uid()))
      and (p_kind is null or (p_kind = 'entreprise' and i.entreprise_id = p_listing_id)
                          or (p_kind = 'immobilier' and i.immobilier_id = p_listing_id))
      and (case when coalesce(p_archived, false) then i.archived_at is not null else i.archived_at is null end)
  )
  select m.*, count(*) over () as total_count
  from mine m
  order by (m.read_at is null) desc, m.created_at desc, m.id desc
  limit least(greatest(coalesce(p_limit, 25), 1), 100) offset greatest(coalesce(p_offset, 0), 0);
$$;

revoke execute on function public.list_inbox_inquiries(text, bigint, boolean, integer, integer) from public, anon;
grant execute on function public.list_inbox_inquiries(text, bigint, boolean, integer, integer) to authenticated, service_role;

-- The caller's listings that received inquiries, with their counts (the inbox's filter, the
-- dashboard's "unread" figure). Unread = neither read nor archived.
create or replace function public.inbox_listing_counts()
returns table (
  kind text, listing_id bigint, slug text, title_fr text, title_en text,
  total bigint, unread bigint, archived bigint, last_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select 'entreprise', e.id, e.slug, e.title_fr, e.title_en,
         count(*), count(*) filter (where i.read_at is null and i.archived_at is null),
         count(*) filter (where i.archived_at is not null), max(i.created_at)
  from public.entreprises e
  join public.listing_inquiries i on i.entreprise_id = e.id
  where e.owner_id = (select auth.uid())
  group by e.id
  union all
  select 'immobilier', m.id, m.slug, m.title_fr, m.title_en,
         count(*), count(*) filter (where i.read_at is null and i.archived_at is null),
         count(*) filter (where i.archived_at is not null), max(i.created_at)
  from public.immobilier m
  join public.listing_inquiries i on i.immobilier_id = m.id
  where m.owner_id = (select auth.uid())
  group by m.id
  order by 9 desc;
$$;

revoke execute on function public.inbox_listing_counts() from public, anon;
grant execute on function public.inbox_listing_counts() to authenticated, service_role;
